import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "node_modules",
      ".e2e-data",
      "dist",
      "storybook-static",
      "data",
      "coverage",
      "test-results",
      "playwright-report",
      "**/*.po",
      "**/*.cjs",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    // Prettier prints code at 110 columns (.prettierrc.json); this holds comments to the same width. Strings,
    // template literals, regular expressions and URLs are left whole rather than cut mid-text.
    files: ["**/*.{ts,tsx,js,mjs}"],
    rules: {
      "max-len": [
        "error",
        {
          code: 110,
          ignoreUrls: true,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreRegExpLiterals: true,
        },
      ],
    },
  },
  {
    // Everything the first render needs runs on the server too: no browser globals at module top level in
    // ui/.
    files: ["ui/**/*.{ts,tsx}", "application/**/*.ts", "domain/**/*.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "localStorage", message: "Browser state lives in cookies, behind the cookie jar port." },
      ],
    },
  },
  {
    files: ["domain/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "Pass a clock into domain/.",
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: "Pass a clock into domain/.",
        },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: "Pass an id generator into domain/.",
        },
      ],
    },
  },
  {
    files: ["**/*.mjs", "**/*.js"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["scripts/**/*.ts", "server/**/*.ts", "bench/**/*.ts", "tests/**/*.ts"],
    rules: { "no-console": "off" },
  },
);
