import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import nextEnv from "@next/env";
import { openDb } from "../lib/db/client.ts";
import { secureDataDir } from "../lib/data-dir.ts";
import { refuseUnsafeProduction } from "../lib/production-checks.ts";

/**
 * `npm start`: applies migrations, starts the sandbox marketplace (unless MARKETPLACE_API_URL points
 * elsewhere) and Mostrador together, prints where to go, and stops both on Ctrl-C.
 * `--dev` runs `next dev` instead of building and serving the production build.
 */
const isDev = process.argv.includes("--dev");
const root = path.resolve(import.meta.dirname, "..");
// The same .env files Next reads, so the launcher and the app agree (e.g. on MARKETPLACE_API_URL).
nextEnv.loadEnvConfig(root, isDev);
const appPort = Number(process.env.APP_PORT ?? 3000);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 4010);
const appUrl = process.env.NEXTAUTH_URL ?? `http://localhost:${appPort}`;
const dataDir = process.env.DATA_DIR ?? ".data";
const usesSandbox = !process.env.MARKETPLACE_API_URL;
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const children: ChildProcess[] = [];
const log = (message: string) => console.log(`[mostrador] ${message}`);

function run(name: string, command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env }, stdio: "inherit" });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    log(`${name} stopped (${signal ?? `exit ${code}`}); stopping everything.`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 300).unref();
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { redirect: "manual" });
      await res.body?.cancel();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** A production build is stale when any source file is newer than it. */
function needsBuild(): boolean {
  const buildId = path.join(root, ".next", "BUILD_ID");
  if (!existsSync(buildId)) return true;
  const builtAt = statSync(buildId).mtimeMs;
  const newer = (dir: string): boolean =>
    existsSync(dir) &&
    readdirSync(dir, { withFileTypes: true }).some((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return newer(full);
      return statSync(full).mtimeMs > builtAt;
    });
  return ["app", "components", "lib", "i18n", "messages", "public"].some((d) => newer(path.join(root, d)));
}

// The production server would refuse anyway (instrumentation.ts); saying so before a build saves minutes.
refuseUnsafeProduction({ ...process.env, NODE_ENV: isDev ? "development" : "production", NEXTAUTH_URL: appUrl });

const started = Date.now();
secureDataDir(dataDir);
const { close } = await openDb({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir });
await close();
log(`database ready (${process.env.DATABASE_URL ? "PostgreSQL server" : `embedded PGlite in ${dataDir}/`})`);

if (usesSandbox) {
  run("sandbox", bin("tsx"), ["sandbox/server.ts"], {
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_REDIRECT_URIS: process.env.SANDBOX_REDIRECT_URIS ?? `${appUrl}/api/auth/callback/mercadolibre`,
    SANDBOX_CALLBACK_URL: process.env.SANDBOX_CALLBACK_URL ?? `${appUrl}/api/notifications`,
    SANDBOX_PROFILE: process.env.SANDBOX_PROFILE ?? "spec",
  });
}

if (!isDev && needsBuild()) {
  log("building the app (first start, or sources changed)…");
  const build = spawnSync(bin("next"), ["build"], { cwd: root, stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (build.status !== 0) {
    log("the build failed");
    stop(1);
    process.exit(1);
  }
}

run("app", process.execPath, ["scripts/serve.mjs", "-p", String(appPort), ...(isDev ? ["--dev"] : [])], {
  NEXTAUTH_URL: appUrl,
  DATA_DIR: dataDir,
});

try {
  if (usesSandbox) await waitFor(`http://127.0.0.1:${sandboxPort}/__sandbox/clock`, 30_000);
  await waitFor(`http://127.0.0.1:${appPort}/signin`, 120_000);
} catch (error) {
  log((error as Error).message);
  stop(1);
}
log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
log(`open ${appUrl} and choose "Sign in with Mercado Libre".`);
if (usesSandbox) {
  log(
    `marketplace sandbox on http://localhost:${sandboxPort}: pick a seeded seller, e.g. "TIENDA_PAMPA · MLA · Seller", then "Allow access".`,
  );
}
log("press Ctrl-C to stop.");
