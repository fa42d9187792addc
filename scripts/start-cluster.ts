import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { openDb } from "../lib/db/client.ts";

/**
 * Two Mostrador instances (`next start`) on one PostgreSQL database, plus one sandbox marketplace:
 * what the two-instance end-to-end test runs against (playwright.config.ts starts it after the main
 * launcher has built the app). Each instance gets its own port, NEXTAUTH_URL and DATA_DIR (its
 * notification journal); both share the database and the secrets. The marketplace's callback goes to
 * instance A, as a reverse proxy would send it to any one of them.
 * Env: CLUSTER_A_PORT, CLUSTER_B_PORT, CLUSTER_SANDBOX_PORT, CLUSTER_POSTGRES_URL (a server URL; a
 * fresh database is created on it for each start).
 */
const root = path.resolve(import.meta.dirname, "..");
const portA = Number(process.env.CLUSTER_A_PORT ?? 3110);
const portB = Number(process.env.CLUSTER_B_PORT ?? 3120);
const sandboxPort = Number(process.env.CLUSTER_SANDBOX_PORT ?? 4120);
const serverUrl = process.env.CLUSTER_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const log = (message: string) => console.log(`[cluster] ${message}`);
const children: ChildProcess[] = [];

if (!existsSync(path.join(root, ".next", "BUILD_ID"))) {
  log("no production build in .next (the main launcher builds it first)");
  process.exit(1);
}

// A fresh database per start: the test must not depend on an earlier run's leftovers.
const name = `mostrador_cluster_${sandboxPort}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${name}`);
await admin.end();
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const databaseUrl = url.toString();
const { close } = await openDb({ databaseUrl, dataDir: "" });
await close();

// Shared by both instances: a session signed by one is valid on the other, tokens readable by both.
const shared = {
  DATABASE_URL: databaseUrl,
  NEXTAUTH_SECRET: randomBytes(32).toString("base64"),
  TOKEN_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
  SANDBOX_PORT: String(sandboxPort),
  NEXT_TELEMETRY_DISABLED: "1",
};

function run(label: string, command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...shared, ...env }, stdio: "inherit" });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    log(`${label} stopped (${signal ?? `exit ${code}`}); stopping everything.`);
    stop(1);
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 300).unref();
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

const appUrl = (port: number) => `http://localhost:${port}`;
run("sandbox", bin("tsx"), ["sandbox/server.ts"], {
  SANDBOX_REDIRECT_URIS: [portA, portB].map((p) => `${appUrl(p)}/api/auth/callback/mercadolibre`).join(","),
  SANDBOX_CALLBACK_URL: `${appUrl(portA)}/api/notifications`,
});
for (const [label, port] of [
  ["A", portA],
  ["B", portB],
] as const) {
  run(`instance ${label}`, process.execPath, ["scripts/serve.mjs", "-p", String(port)], {
    NEXTAUTH_URL: appUrl(port),
    APP_PORT: String(port),
    DATA_DIR: `.data/cluster-${label.toLowerCase()}`,
  });
}
log(`instances on ${appUrl(portA)} and ${appUrl(portB)}, sandbox on ${sandboxPort}, database ${name}`);
