import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The lint rule that keeps server code out of client code (eslint.config.mjs, mostrador/no-server-in-client),
// checked through ESLint itself: a module that says `import "server-only"` and slipped past the rule's
// list, or an import form it misses, fails here.
const ROOT = import.meta.dirname;
const RULE = "mostrador/no-server-in-client";
const eslint = new ESLint({ cwd: ROOT });

/** Found here on its own (not the config's list): every module whose first statement is `import "server-only"`. */
function serverOnlyModules(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(tsx?|mjs)$/.test(entry.name) && !entry.name.includes(".test.")) {
        const firstStatement = fs.readFileSync(file, "utf8").replace(/^(\s*(\/\/[^\n]*|\/\*[\s\S]*?\*\/))*\s*/, "");
        if (/^import ["']server-only["']/.test(firstStatement)) found.push(path.relative(ROOT, file).replace(/\.(tsx?|mjs)$/, ""));
      }
    }
  };
  for (const dir of ["app", "components", "lib"]) walk(path.join(ROOT, dir));
  return found.sort();
}

async function refusals(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.line);
}

const CLIENT_FILE = "app/(dashboard)/probe/probe-panel.tsx";

describe("client code never imports a server module", () => {
  const modules = serverOnlyModules();

  it("finds the server-only modules to check", () => {
    expect(modules).toEqual(expect.arrayContaining(["lib/db", "lib/env", "lib/secrets", "lib/auth/options"]));
  });

  it.each(modules)('refuses %s in a "use client" file, by alias and by relative path', async (module) => {
    const relative = path.relative(path.dirname(path.join(ROOT, CLIENT_FILE)), path.join(ROOT, module));
    const code = `"use client";\nimport * as a from "@/${module}";\nimport * as b from "${relative}";\nexport const all = [a, b];\n`;
    expect(await refusals(CLIENT_FILE, code)).toEqual([2, 3]);
  });

  it("refuses every import form, and the server-only marker itself", async () => {
    const code = [
      `"use client";`,
      `export { getDb } from "@/lib/db";`,
      `export * from "../../../lib/marketplace/http";`,
      `export const load = () => import("@/lib/api/errors");`,
      `import "server-only";`,
    ].join("\n");
    expect(await refusals(CLIENT_FILE, code)).toEqual([2, 3, 4, 5]);
  });

  it("allows a server module's types, and server files to import server modules", async () => {
    expect(await refusals(CLIENT_FILE, `"use client";\nimport type { getDb } from "@/lib/db";\nexport type Db = typeof getDb;\n`)).toEqual(
      [],
    );
    expect(await refusals("app/(dashboard)/probe/page.tsx", `import { getDb } from "@/lib/db";\nexport const db = getDb;\n`)).toEqual([]);
  });

  it("treats components/ as client code even without the directive", async () => {
    expect(await refusals("components/probe/probe.ts", `import { env } from "@/lib/env";\nexport const e = env;\n`)).toEqual([1]);
  });
});

describe("route handlers read bodies only through readJson", () => {
  const bodyRefusals = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    return result!.messages.filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.line);
  };
  const ROUTE = "app/api/probe/route.ts";

  it("refuses req.json(), request.text(), formData(), arrayBuffer() and the raw stream in app/api", async () => {
    const code = [
      "export async function POST(req: Request, request: Request) {",
      "  await req.json();",
      "  await request.text();",
      "  await req.formData();",
      "  await req.arrayBuffer();",
      "  return req.body;",
      "}",
    ].join("\n");
    expect(await bodyRefusals(ROUTE, code)).toEqual([2, 3, 4, 5, 6]);
  });

  it("allows readJson, responses' json and the notification callback's own reader", async () => {
    const code = [
      'import { NextResponse } from "next/server";',
      "export async function POST(req: Request) {",
      "  const upstream = await fetch(req.url);",
      "  return NextResponse.json(await upstream.json());",
      "}",
    ].join("\n");
    expect(await bodyRefusals(ROUTE, code)).toEqual([]);
    expect(await bodyRefusals("app/api/notifications/route.ts", "export const POST = (request: Request) => request.text();")).toEqual([]);
  });
});

describe("one way to the marketplace: no raw HTTP outside lib/marketplace", () => {
  const rawHttp = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    return result!.messages.filter((m) => m.ruleId === "mostrador/no-raw-http").map((m) => m.line);
  };
  const code = [
    'import { request, Agent } from "undici";',
    'import https from "node:https";',
    'import { get } from "node:http";',
    "export async function read(url: string) {",
    "  await fetch(url);",
    "  await globalThis.fetch(url);",
    '  await import("undici");',
    "  return [request, Agent, https, get];",
    "}",
  ].join("\n");

  it("refuses fetch, undici and node:http(s) requests in lib/ and app/", async () => {
    expect(await rawHttp("lib/sales/probe.ts", code)).toEqual([1, 2, 3, 5, 6, 7]);
    expect(await rawHttp("app/api/probe/route.ts", code)).toEqual([1, 2, 3, 5, 6, 7]);
  });

  it("allows them in lib/marketplace and tests, and allows types and servers elsewhere", async () => {
    expect(await rawHttp("lib/marketplace/probe.ts", code)).toEqual([]);
    expect(await rawHttp("lib/sales/probe.test.ts", code)).toEqual([]);
    const allowed = [
      'import type { Dispatcher } from "undici";',
      'import { createServer, type IncomingMessage } from "node:http";',
      "export const s = (m: IncomingMessage, d: Dispatcher) => [createServer, m, d, refetch()];",
      "declare function refetch(): void;",
    ].join("\n");
    expect(await rawHttp("lib/notifications/probe.ts", allowed)).toEqual([]);
  });

  it("the code base itself has no raw HTTP outside lib/marketplace but its commented exceptions", async () => {
    const results = await eslint.lintFiles([
      "lib/sales/fetch-label.ts",
      "lib/catalog/download-dump.ts",
      "lib/push/send.ts",
      "lib/queries/fetch-json.ts",
    ]);
    expect(results.flatMap((r) => r.messages.filter((m) => m.ruleId === "mostrador/no-raw-http"))).toEqual([]);
  });
});

describe("route files do not query the database", () => {
  const dbQueries = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    return result!.messages.filter((m) => m.ruleId === "mostrador/no-db-in-routes").map((m) => m.line);
  };
  const code = [
    'import { PrismaClient } from "@prisma/client";',
    'import { getDb } from "@/lib/db";',
    "export async function GET() {",
    "  const db = await getDb();",
    '  await db.user.findUniqueOrThrow({ where: { id: "u" } });',
    '  await (await getDb()).workspace.count({ where: { id: "w" } });',
    "  await db.$queryRaw`SELECT 1`;",
    "  await db.$transaction(async (tx) => tx.workspaceSync.findMany());",
    "  return new Response(JSON.stringify([PrismaClient, await listThings(db)]));",
    "}",
    "declare function listThings(db: unknown): Promise<unknown>;",
  ].join("\n");

  it("refuses model calls, raw queries, transactions and Prisma's client in a route file", async () => {
    expect(await dbQueries("app/api/probe/route.ts", code)).toEqual([1, 5, 6, 7, 8, 8]);
  });

  it("allows passing the db to a lib function, and queries in lib/", async () => {
    const thin =
      'import { getDb } from "@/lib/db";\nexport const GET = async () => Response.json(await listThings(await getDb()));\ndeclare function listThings(db: unknown): Promise<unknown>;\n';
    expect(await dbQueries("app/api/probe/route.ts", thin)).toEqual([]);
    expect(await dbQueries("lib/probe/read-probe.ts", code)).toEqual([]);
  });

  it("the route files themselves query nothing", async () => {
    const results = await eslint.lintFiles(["app/**/route.ts"]);
    expect(results.flatMap((r) => r.messages.filter((m) => m.ruleId === "mostrador/no-db-in-routes"))).toEqual([]);
  });
});

describe("components/ui imports nothing from the shell", () => {
  const restricted = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    return result!.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.line);
  };
  const code = [
    'import { useAccount } from "@/components/shell/account-context";',
    'import { AccountLink } from "../shell/account-link";',
    'import NextLink from "next/link";',
    "export const parts = [useAccount, AccountLink, NextLink];",
  ].join("\n");

  it("refuses the shell (by alias and relative path) and next/link in a primitive", async () => {
    expect(await restricted("components/ui/probe.tsx", code)).toEqual([1, 2, 3]);
    expect(await restricted("components/ui/link.tsx", code)).toEqual([1, 2]);
  });

  it("allows the shell elsewhere in components/", async () => {
    expect(await restricted("components/patterns/probe.tsx", code)).toEqual([3]);
  });
});

describe("dashboard links keep the account", () => {
  const restricted = async (file: string) => {
    const code = 'import { Link } from "@/components/ui/link";\nexport const parts = [Link];\n';
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    return result!.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.line);
  };

  it("refuses the plain Link in dashboard pages and components, allows it outside the dashboard", async () => {
    expect(await restricted("app/(dashboard)/probe/probe-view.tsx")).toEqual([1]);
    expect(await restricted("components/health/probe.tsx")).toEqual([1]);
    expect(await restricted("components/shell/account-link.tsx")).toEqual([]);
    expect(await restricted("app/(auth)/probe/page.tsx")).toEqual([]);
  });
});

describe("pages and components call our API through lib/queries", () => {
  const fetcherImports = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    return result!.messages.filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.line);
  };
  const code = [
    'import { fetchJson, sendJson, ApiRequestError } from "@/lib/queries/fetch-json";',
    'import { fetchFile } from "../../lib/queries/fetch-json";',
    'import { useSaleLabel } from "@/lib/queries/sales";',
    "export const parts = [fetchJson, sendJson, fetchFile, ApiRequestError, useSaleLabel];",
  ].join("\n");

  it("refuses the fetcher in a page's component and in components/, allows its error class and the hooks", async () => {
    expect(await fetcherImports("app/(dashboard)/probe/probe-view.tsx", code)).toEqual([1, 1, 2]);
    expect(await fetcherImports("components/shell/probe.tsx", code)).toEqual([1, 1, 2]);
  });

  it("allows it in lib/queries itself", async () => {
    expect(await fetcherImports("lib/queries/probe.ts", code)).toEqual([]);
  });
});

describe("one logger: no bare console in app code", () => {
  const consoleCalls = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    return result!.messages.filter((m) => m.ruleId === "no-console").map((m) => m.line);
  };
  const code = ["export function f(error: Error) {", '  console.error("failed", error);', '  console.log("done");', "}"].join("\n");

  it("refuses console in lib/, app/, components/ and the server's entry files", async () => {
    for (const file of ["lib/sales/probe.ts", "app/api/probe/route.ts", "components/ui/probe.tsx", "instrumentation.ts", "proxy.ts"])
      expect(await consoleCalls(file, code), file).toEqual([2, 3]);
  });

  it("allows it in tests, test fixtures, scripts and the sandbox", async () => {
    for (const file of ["lib/sales/probe.test.ts", "lib/testing/probe.ts", "scripts/probe.ts", "sandbox/probe.ts"])
      expect(await consoleCalls(file, code), file).toEqual([]);
  });
});

describe("one reader of the environment: no process.env outside lib/env.ts", () => {
  const envReads = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    return result!.messages.filter((m) => m.ruleId === "mostrador/no-process-env").map((m) => m.line);
  };
  const code = [
    "export const a = process.env.DATABASE_URL;",
    'export const b = process["env"];',
    "const { env } = process;",
    "export const c = globalThis.process.env.X;",
    "export const d = [env, process.argv, process.exit];",
  ].join("\n");

  it("refuses every way of reading it in app code", async () => {
    for (const file of ["lib/sales/probe.ts", "app/api/probe/route.ts", "components/probe.tsx", "instrumentation.ts"])
      expect(await envReads(file, code), file).toEqual([1, 2, 3, 4]);
  });

  it("allows it in lib/env.ts, tests, fixtures, scripts, the sandbox and configs", async () => {
    for (const file of [
      "lib/env.ts",
      "lib/env.test.ts",
      "lib/testing/probe.ts",
      "scripts/probe.ts",
      "sandbox/probe.ts",
      "playwright.config.ts",
    ])
      expect(await envReads(file, code), file).toEqual([]);
  });
});
