import fs from "node:fs";
import path from "node:path";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import { noDbInRoutes } from "./eslint-rules/no-db-in-routes.mjs";
import { noProcessEnv } from "./eslint-rules/no-process-env.mjs";
import { noRawHttp } from "./eslint-rules/no-raw-http.mjs";

const ROOT = import.meta.dirname;

// Server code as a whole: every module in these folders, whether or not it starts with `import "server-only"`.
const SERVER_DIRS = ["lib/marketplace", "lib/db", "lib/api"];
const SAYS_SERVER_ONLY = /^import ["']server-only["'];?\s*$/m;

/** "lib/db/client" for /…/lib/db/client.ts (and for lib/db/client/index.ts). */
const moduleId = (file) =>
  path
    .relative(ROOT, file)
    .split(path.sep)
    .join("/")
    .replace(/\.(tsx?|mjs|js)$/, "")
    .replace(/\/index$/, "");

/**
 * Every module of app/, components/ and lib/ that starts with `import "server-only"`, read when ESLint
 * loads this file: a new server module is covered the day it is written (eslint.config.test.ts checks it).
 */
function serverOnlyModules() {
  const found = new Set();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (
        /\.(tsx?|mjs|js)$/.test(entry.name) &&
        !entry.name.includes(".test.") &&
        SAYS_SERVER_ONLY.test(fs.readFileSync(file, "utf8"))
      )
        found.add(moduleId(file));
    }
  };
  for (const dir of ["app", "components", "lib"]) walk(path.join(ROOT, dir));
  return found;
}
const SERVER_ONLY = serverOnlyModules();

/** The server module an import specifier names ("@/lib/db", "../../lib/auth/options", "server-only"), or null. */
function serverModule(specifier, importer) {
  if (specifier === "server-only") return specifier;
  let file;
  if (specifier.startsWith("@/")) file = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith(".")) file = path.resolve(path.dirname(importer), specifier);
  else return null;
  const id = moduleId(file);
  return SERVER_ONLY.has(id) || SERVER_DIRS.some((dir) => id === dir || id.startsWith(`${dir}/`)) ? id : null;
}

/**
 * Client code must never pull in server modules (tokens, database, secrets): in a file that starts with
 * "use client" (or, with `always`, any file of a folder that is client code by convention), an import of
 * a server module, by alias or relative path, static, re-exported or dynamic, is an error. `import type`
 * is allowed: it is erased before bundling.
 */
const noServerInClient = {
  meta: {
    type: "problem",
    schema: [{ type: "object", properties: { always: { type: "boolean" } }, additionalProperties: false }],
    messages: {
      server: "{{module}} is server-only and this is client code: call an /api route instead.",
      marker: 'Client code cannot import "server-only": drop "use client", or the import.',
    },
  },
  create(context) {
    const directives = [];
    for (const statement of context.sourceCode.ast.body) {
      if (statement.type !== "ExpressionStatement" || typeof statement.directive !== "string") break;
      directives.push(statement.directive);
    }
    if (!context.options[0]?.always && !directives.includes("use client")) return {};
    const check = (source, isTypeOnly) => {
      if (isTypeOnly || source?.type !== "Literal" || typeof source.value !== "string") return;
      const server = serverModule(source.value, context.filename);
      if (server) context.report({ node: source, messageId: server === "server-only" ? "marker" : "server", data: { module: server } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.importKind === "type"),
      ExportNamedDeclaration: (node) => check(node.source, node.exportKind === "type"),
      ExportAllDeclaration: (node) => check(node.source, node.exportKind === "type"),
      ImportExpression: (node) => check(node.source, false),
    };
  },
};

// The app reaches the sandbox only over HTTP, like the real API; the sandbox reads only the spec.
const NO_SANDBOX = { group: ["**/sandbox/**"], message: "Talk to the sandbox over HTTP." };
// What route handlers call their request (withSeller's and withRequest's handlers, plain exports).
const REQUEST_NAMES = "/^_?(req|request)$/";
const NO_NEXT_LINK = {
  name: "next/link",
  message: "Use AccountLink from @/components/shell/account-link in the dashboard, else Link from @/components/ui/link (not prefetched).",
};
// Primitives know nothing of the dashboard: what needs the account or the shell is built in components/shell.
const NO_SHELL_IN_UI = {
  group: ["**/components/shell/**", "@/components/shell/**", "../shell/**"],
  message: "components/ui imports nothing from the shell: build the shell-aware part in components/shell.",
};

// Inside the dashboard a link keeps the page's account; components/ui's plain Link would drop it.
const NO_PLAIN_LINK_IN_DASHBOARD = {
  name: "@/components/ui/link",
  message: "Inside the dashboard use AccountLink from @/components/shell/account-link: it keeps the page's account.",
};

const config = [
  ...nextVitals,
  ...nextTypescript,
  { ignores: [".next/**", "node_modules/**", ".data/**", "playwright-report/**", "test-results/**", "next-env.d.ts"] },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests poke at JSON bodies of many shapes; a cast per assertion would be noise.
    files: ["**/*.test.ts", "**/test-*.ts", "**/*-test-client.ts", "e2e/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  // One no-restricted-imports per file: where two blocks match a file, the later one replaces the earlier,
  // so each block below lists every restriction its files have.
  {
    files: ["app/**", "components/**", "lib/**"],
    ignores: ["**/*.test.ts", "lib/testing/**"],
    rules: { "no-restricted-imports": ["error", { paths: [NO_NEXT_LINK], patterns: [NO_SANDBOX] }] },
  },
  {
    files: ["app/(dashboard)/**", "components/**"],
    ignores: ["**/*.test.ts", "components/shell/account-link.tsx"],
    rules: { "no-restricted-imports": ["error", { paths: [NO_NEXT_LINK, NO_PLAIN_LINK_IN_DASHBOARD], patterns: [NO_SANDBOX] }] },
  },
  {
    files: ["components/ui/**"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { paths: [NO_NEXT_LINK], patterns: [NO_SANDBOX, NO_SHELL_IN_UI] }] },
  },
  {
    files: ["components/ui/link.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [NO_SANDBOX, NO_SHELL_IN_UI] }] },
  },
  {
    files: ["sandbox/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/lib/**", "@/lib/**"], message: "The sandbox is an independent reading of the spec." }] },
      ],
    },
  },
  {
    // Route bodies go through readJson (lib/api/read-json.ts): capped while streaming, JSON-checked, parsed by a
    // schema. req.json()/text()/… buffer a body of any size whole. The marketplace's callback has its own
    // capped reader (lib/notifications/callback-web.ts).
    files: ["app/api/**"],
    ignores: ["app/api/notifications/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: `CallExpression[callee.type='MemberExpression'][callee.object.name=${REQUEST_NAMES}][callee.property.name=/^(json|text|formData|arrayBuffer|blob|bytes)$/]`,
          message: "Read a request body with readJson(req, schema) from @/lib/api/read-json (capped, streaming).",
        },
        {
          selector: `MemberExpression[object.name=${REQUEST_NAMES}][property.name='body']`,
          message: "Read a request body with readJson(req, schema) from @/lib/api/read-json (capped, streaming).",
        },
      ],
    },
  },
  {
    // Every "use client" file (noServerInClient above); and all of components/, lib/queries/ and the
    // pages' *-view.tsx, client code by convention even where a module has no directive of its own.
    plugins: {
      mostrador: {
        rules: {
          "no-server-in-client": noServerInClient,
          "no-raw-http": noRawHttp,
          "no-db-in-routes": noDbInRoutes,
          "no-process-env": noProcessEnv,
        },
      },
    },
    rules: { "mostrador/no-server-in-client": "error" },
  },
  {
    // One way to the marketplace (eslint-rules/no-raw-http.mjs): raw HTTP only inside lib/marketplace/.
    // Tests and their fixtures talk to the sandbox's control routes directly. Narrow exceptions elsewhere
    // are an eslint-disable line with its reason (push sends, the browser's fetch of our own API).
    files: ["app/**", "components/**", "lib/**"],
    ignores: ["lib/marketplace/**", "**/*.test.ts", "lib/testing/**"],
    rules: { "mostrador/no-raw-http": "error" },
  },
  {
    // Pages and components reach our API through lib/queries' hooks (their keys, schemas and invalidation),
    // never by calling the fetcher themselves. Its error class and types stay importable.
    files: ["app/**", "components/**"],
    ignores: ["app/api/**", "**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "ImportDeclaration[source.value=/lib\\/queries\\/fetch-json$/] > ImportSpecifier[imported.name=/^(fetchJson|sendJson|fetchFile)$/]",
          message: "Call our API through a hook (or function) of lib/queries/, not the fetcher itself.",
        },
      ],
    },
  },
  {
    // Thin routes (eslint-rules/no-db-in-routes.mjs): no database query in a route file.
    files: ["app/**/route.ts"],
    rules: { "mostrador/no-db-in-routes": "error" },
  },
  {
    // One logger (lib/log.ts: levels, the request id, secrets redacted): no bare console in app code.
    // Exempt: tests and lib/testing/ (fixtures; a child-process fixture speaks to its parent on stdout),
    // and, by not being listed, scripts/ (command-line tools whose output is for the person running
    // them), sandbox/ (its own program, which may not import lib/) and bench/.
    files: ["app/**", "components/**", "lib/**", "instrumentation.ts", "proxy.ts"],
    ignores: ["**/*.test.ts", "lib/testing/**"],
    rules: { "no-console": "error" },
  },
  {
    // One reader of the environment (eslint-rules/no-process-env.mjs): lib/env.ts. Exempt: tests and
    // lib/testing/ (they set up processes and databases before any env exists), and, by not being listed,
    // scripts/, sandbox/, bench/, e2e/ and the tool configs (launchers and test runners configure the
    // processes they start). The few app places that cannot import lib/env.ts say why on a disable line.
    files: ["app/**", "components/**", "lib/**", "instrumentation.ts", "proxy.ts"],
    ignores: ["lib/env.ts", "**/*.test.ts", "lib/testing/**"],
    rules: { "mostrador/no-process-env": "error" },
  },
  {
    files: ["components/**", "app/**/*-view.tsx", "lib/queries/**"],
    ignores: ["**/*.test.ts"],
    rules: { "mostrador/no-server-in-client": ["error", { always: true }] },
  },
];

export default config;
