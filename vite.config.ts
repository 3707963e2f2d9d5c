import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import babel, { defineRolldownBabelPreset } from "@rolldown/plugin-babel";
import { lingui } from "@lingui/vite-plugin";

// Lingui macros need Babel; Vite 8's React plugin has none, so one Babel pass runs only over the files that
// import a Lingui macro. The Effector plugin rides the same pass for model files so stores get stable sids,
// which server rendering needs to serialise and hydrate a scope.
const linguiMacros = defineRolldownBabelPreset({
  preset: { plugins: ["@lingui/babel-plugin-lingui-macro"] },
  rolldown: { filter: { code: /@lingui\/[a-z]+\/macro/ } },
});
const effectorSids = defineRolldownBabelPreset({
  preset: { plugins: [["effector/babel-plugin", { addLoc: false, reactSsr: false }]] },
  rolldown: { filter: { id: /\.model\.tsx?$/ } },
});

// The server render's build takes Chakra and its parts in (tree-shaken, one file) instead of leaving Node to
// resolve them at start: they are about a thousand module files, 1.3 s of a restarted server's first page
// (bench/warm-restart.ts). Only that build: Vite's dev server and the tests keep them external.
const bundleChakraForServer: Plugin = {
  name: "bundle-chakra-for-server",
  config: (_config, env) =>
    env.isSsrBuild && env.command === "build"
      ? {
          ssr: {
            noExternal: ["@chakra-ui/react", /^@ark-ui\//, /^@zag-js\//, /^@pandacss\//, /^@emotion\//],
          },
        }
      : undefined,
};

// Chakra's style system made cheaper per element, in every build that bundles Chakra (the browser's and the
// server render's): its memo replaced by one of the same behaviour (ui/theme/chakra-memo.ts), and its recipe
// factory wrapped to build each component's recipe once (ui/theme/chakra-recipe-cache.ts).
const CHAKRA_ESM = "@chakra-ui/react/dist/esm/";
const CHAKRA_MEMO = fileURLToPath(new URL("./ui/theme/chakra-memo.ts", import.meta.url));
const RECIPE_CACHE = fileURLToPath(new URL("./ui/theme/chakra-recipe-cache.ts", import.meta.url));
const CACHED_CVA = "\0chakra-cached-cva";
export const cheaperChakraStyles: Plugin = {
  name: "cheaper-chakra-styles",
  enforce: "pre",
  async resolveId(source, importer) {
    if (!importer?.includes(CHAKRA_ESM)) return null;
    if (/(^|\/)memo\.js$/.test(source)) return CHAKRA_MEMO;
    if (source === "./cva.js" && importer.endsWith("/styled-system/system.js")) {
      const original = await this.resolve(source, importer, { skipSelf: true });
      return original ? `${CACHED_CVA}?${original.id}` : null;
    }
    return null;
  },
  // Chakra's global styles (reset, globals, every token's variable) computed when first read, not when the
  // system is made: a page the server rendered already holds them (ui/theme/page-globals.ts), and making
  // them was a third of the system's start-up on a phone, inside the script's first long task (issue 28).
  transform(code, id) {
    if (!id.includes(CHAKRA_ESM) || !id.endsWith("/styled-system/system.js")) return null;
    const eager = "const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];";
    if (!code.includes(eager) || !/\n\s*_global,\n/.test(code))
      throw new Error("cheaper-chakra-styles: Chakra's system.js changed; check its _global before building");
    return code
      .replace(eager, "let _global;")
      .replace(
        /\n(\s*)_global,\n/,
        "\n$1get _global() {\n$1  return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n$1},\n",
      );
  },
  load(id) {
    if (!id.startsWith(CACHED_CVA)) return null;
    const original = id.slice(CACHED_CVA.length + 1);
    return (
      `import { createRecipeFn as build } from ${JSON.stringify(original)};\n` +
      `import { cachedRecipeFn } from ${JSON.stringify(RECIPE_CACHE)};\n` +
      `export const createRecipeFn = (options) => cachedRecipeFn(build(options));\n`
    );
  },
};

export default defineConfig({
  resolve: {
    // react-router 7's package exports point every bundler at its development build (ENABLE_DEV_WARNINGS =
    // true: route warnings computed on every render, and their texts shipped); its production build sits
    // beside it.
    alias: [
      {
        find: /^react-router$/,
        replacement: fileURLToPath(
          new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url),
        ),
      },
      {
        find: /^react-router\/dom$/,
        replacement: fileURLToPath(
          new URL("./node_modules/react-router/dist/production/dom-export.mjs", import.meta.url),
        ),
      },
    ],
  },
  plugins: [
    react(),
    babel({
      presets: [linguiMacros, effectorSids],
      parserOpts: { plugins: ["typescript", "jsx", "decorators-legacy"] },
    }),
    lingui(),
    bundleChakraForServer,
    cheaperChakraStyles,
  ],
  build: {
    outDir: "dist/client",
    sourcemap: false,
    // scripts/bench-web.ts reads the manifest to measure each page's first-load JavaScript.
    manifest: true,
    // A font stays a file even when small (the Uzbek Cyrillic letters' 2 KB): inlined, it would ride in the
    // stylesheet of every page, Latin ones too, instead of loading only where its letters appear.
    assetsInlineLimit: (file: string) => (file.endsWith(".woff2") ? false : undefined),
    rolldownOptions: {
      // Chakra's theme module builds its full default config with defineConfig(...) at import time; the
      // helpers are identity functions without pure annotations, so without this every slot recipe (date
      // pickers, carousels...) stays in the first load although ui/theme/system.ts picks only the ones the
      // shop uses.
      treeshake: {
        manualPureFunctions: [
          "defineConfig",
          "defineRecipe",
          "defineSlotRecipe",
          "defineStyle",
          "defineTokens",
          "defineSemanticTokens",
        ],
      },
      output: {
        codeSplitting: { groups: [{ name: "shell", tags: ["$initial"] }] },
      },
    },
  },
  // Pre-bundled up front, so a test run never meets Vite's mid-run re-optimisation reload.
  optimizeDeps: {
    include: [
      "react",
      "react-dom",
      "react-dom/client",
      "react/jsx-runtime",
      "react-router-dom",
      "@chakra-ui/react",
      "@emotion/react",
      "react-number-format",
      "react-toastify",
      "effector",
      "effector-react",
      "inversify",
      "reflect-metadata",
      "@lingui/core",
      "@lingui/react",
      "superstruct",
      "libphonenumber-js",
    ],
  },
  server: { port: 5173 },
});
