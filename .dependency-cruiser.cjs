// The import column of DESIGN.md, as rules. `npm run lint:layers` (part of `npm test`) fails on any violation.
const COMPOSITION_ROOT = "^ui/(composition/|main\\.tsx$|entry-server\\.tsx$)";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "domain-is-pure",
      comment: "domain/ holds the shop's rules and imports nothing of the project outside domain/.",
      severity: "error",
      from: { path: "^domain/" },
      to: { path: "^(contract|application|adapters|ui|stories|locales|server|tests|scripts)/" },
    },
    {
      name: "contract-uses-only-domain",
      comment: "contract/ is wire shapes; it may lean on domain/ and nothing else of ours.",
      severity: "error",
      from: { path: "^contract/" },
      to: { path: "^(application|adapters|ui|stories|locales|server|tests|scripts)/" },
    },
    {
      name: "application-points-inward",
      comment: "Use cases and models know ports, never their implementations or the UI.",
      severity: "error",
      from: { path: "^application/" },
      to: { path: "^(adapters|ui|stories|server|tests|scripts)/" },
    },
    {
      name: "adapters-know-no-ui",
      comment: "Adapters implement ports; they never reach into React or the server.",
      severity: "error",
      from: { path: "^adapters/" },
      to: { path: "^(ui|stories|server|tests|scripts)/" },
    },
    {
      name: "ui-adapters-only-in-composition-root",
      comment: "Components get adapters through the container; only the composition root wires them.",
      severity: "error",
      from: { path: "^ui/", pathNot: COMPOSITION_ROOT },
      to: { path: "^(adapters|contract)/" },
    },
    {
      name: "ui-knows-no-server",
      severity: "error",
      from: { path: "^ui/" },
      to: { path: "^(server|stories|tests|scripts)/" },
    },
    {
      name: "stories-use-fakes-only",
      comment: "Stories render ui/ with the in-memory fakes, never a real adapter.",
      severity: "error",
      from: { path: "^stories/" },
      to: { path: "^adapters/", pathNot: "^adapters/fake/" },
    },
    {
      name: "stories-know-no-server",
      severity: "error",
      from: { path: "^stories/" },
      to: { path: "^(server|tests)/" },
    },
    {
      name: "server-uses-shared-pure-code-only",
      comment: "The server shares domain/ and contract/ with the storefront, nothing else.",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^(application|adapters|ui|stories|tests)/" },
    },
    {
      name: "no-unresolvable",
      severity: "error",
      from: {},
      to: { couldNotResolve: true, path: "^\\.\\.?/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|dist|storybook-static|data|coverage|test-results)/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json", ".po"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
    moduleSystems: ["es6", "cjs"],
  },
};
