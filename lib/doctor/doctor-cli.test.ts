import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { SELLER, startSandbox, type RunningSandbox } from "../../sandbox/testing";
import { createTokenCipher } from "../crypto/token-cipher";
import { openDb } from "../db/client";
import { createHttp } from "../marketplace/http";
import { tokenResponseSchema } from "../marketplace/oauth";
import { createTokenStore } from "../marketplace/tokens";

/** `npm run doctor` as a deployment runs it: its own process, the stored workspace and token, a table out. */
let sandbox: RunningSandbox;
let dataDir: string;
beforeAll(async () => {
  sandbox = await startSandbox({ profile: "real" });
  dataDir = mkdtempSync(path.join(tmpdir(), "doctor-"));
  const tokenKey = randomBytes(32).toString("base64");
  writeFileSync(path.join(dataDir, "secrets.json"), JSON.stringify({ sessionSecret: "s".repeat(32), tokenKey }));
  const { db, close } = await openDb({ dataDir });
  const ws = await db.workspace.create({ data: { sellerId: BigInt(SELLER.MLA), nickname: "TIENDA_PAMPA", siteId: "MLA" } });
  const http = createHttp({ baseUrl: sandbox.url, timeoutMs: 5_000 });
  const store = createTokenStore({ db, cipher: createTokenCipher(tokenKey), http, client: { clientId: "x", clientSecret: "y" } });
  const token = await fetch(`${sandbox.url}/__sandbox/tokens`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ user_id: SELLER.MLA }),
  }).then((r) => r.json());
  await store.saveTokens(ws.id, tokenResponseSchema.parse(token));
  await close();
}, 60_000);
afterAll(async () => {
  await sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it("prints one row per read and exits 0 when the app understood every answer", async () => {
  const { stdout } = await promisify(execFile)("npx", ["tsx", "--conditions=react-server", "scripts/doctor.ts", "tienda_pampa"], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      MARKETPLACE_API_URL: sandbox.url,
      MARKETPLACE_CLIENT_ID: "x",
      MARKETPLACE_CLIENT_SECRET: "y",
      APP_PORT: "1",
    },
    timeout: 90_000,
  }).catch((error: { stdout?: string; stderr?: string }) => {
    throw new Error(`the doctor failed:\n${error.stdout}\n${error.stderr}`);
  });
  expect(stdout).toContain("Checking TIENDA_PAMPA (MLA, seller 241370001)");
  expect(stdout).toMatch(/GET \/users\/me\s+200\s+ok/);
  expect(stdout).toMatch(/GET \/shipment_labels\s+—\s+skipped/);
  expect(stdout).toContain("the app understood every answer.");
}, 120_000);
