// The import column of DESIGN.md, as rules. `npm run lint` (part of `npm test`) fails on any violation.
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
      name: "server-sql-only-in-repositories",
      comment:
        "In a server module only *.repository.ts writes SQL: nothing else imports the database, its schema or " +
        "the query builder. Services get repositories; routes get services.",
      severity: "error",
      from: { path: "^server/(modules|outbox)/", pathNot: "(\\.repository|/index)\\.ts$" },
      to: { path: "^server/db/|(^|/)node_modules/(drizzle-orm|pg|@electric-sql/pglite)/" },
    },
    {
      name: "server-module-index-wires-only",
      comment: "A module's index.ts builds its repositories from the database port; it writes no SQL itself.",
      severity: "error",
      from: { path: "^server/(modules|outbox)/[^/]+(/index)?\\.ts$", pathNot: "\\.repository\\.ts$" },
      to: {
        path: "^server/db/|(^|/)node_modules/(drizzle-orm|pg|@electric-sql/pglite)/",
        pathNot: "^server/db/database\\.port\\.ts$",
      },
    },
    {
      name: "server-module-through-its-index",
      comment: "A module reaches another module only through that module's index.ts.",
      severity: "error",
      from: { path: "^server/modules/([^/]+)/" },
      to: { path: "^server/modules/", pathNot: ["^server/modules/$1/", "^server/modules/[^/]+/index\\.ts$"] },
    },
    {
      name: "server-outside-reaches-modules-through-index",
      comment: "The composition root and the rest of the server see a module only through its index.ts.",
      severity: "error",
      from: { path: "^server/", pathNot: "^server/modules/" },
      to: { path: "^server/modules/", pathNot: "^server/modules/[^/]+/index\\.ts$" },
    },
    {
      name: "server-modules-know-no-http",
      comment:
        "Modules declare their calls (platform/route.ts); http/ is the framework glue that registers them.",
      severity: "error",
      from: { path: "^server/(modules|platform|outbox)/" },
      to: { path: "^server/http/" },
    },
    {
      name: "server-http-is-glue",
      comment: "http/ holds apiRoute, errors, auth, owner and language: no module, no SQL.",
      severity: "error",
      from: { path: "^server/http/" },
      to: { path: "^server/(modules|db|outbox)/|(^|/)node_modules/(drizzle-orm|pg|@electric-sql/pglite)/" },
    },
    {
      name: "server-platform-is-shared-kernel",
      comment: "platform/ is what every module may use; it depends on no module, database or adapter.",
      severity: "error",
      from: { path: "^server/platform/" },
      to: { path: "^server/(modules|db|outbox|adapters|storefront)/" },
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
