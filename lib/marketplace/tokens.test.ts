import { randomBytes } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { startSandbox, type RunningSandbox } from "../../sandbox/testing";
import { createTokenCipher } from "../crypto/token-cipher";
import type { Db } from "../db/client";
import { createPostgresDatabase, createPgliteDatabase, type TestDatabase } from "../testing/databases";
import { createSellerClient } from "./client";
import { MarketplaceError } from "./errors";
import { createHttp } from "./http";
import { tokenResponseSchema, type TokenResponse } from "./oauth";
import { createTokenStore } from "./tokens";
import { getCurrentUser } from "./users";

const SELLER = 241370001;
const CLIENT = { clientId: "5503910054141466", clientSecret: "sandbox-client-secret" };
const cipher = createTokenCipher(randomBytes(32).toString("base64"));

let sandbox: RunningSandbox;
const sandboxes: RunningSandbox[] = [];
const databases: TestDatabase[] = [];
const closers: Array<() => Promise<void>> = [];

/**
 * A sandbox of its own per test (ephemeral port): work a test started that outlives it (a test that times
 * out under load leaves refreshes in flight) can only reach that test's sandbox, never the next test's
 * request log, so no test counts another's refresh. Closed at the end, not in a hook that could time out.
 */
beforeEach(async () => {
  sandbox = await startSandbox();
  sandboxes.push(sandbox);
});
afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
  await Promise.all(databases.map((d) => d.drop()));
  await Promise.all(sandboxes.map((s) => s.close()));
});

async function open(database: TestDatabase): Promise<Db> {
  const { db, close } = await database.open();
  closers.push(close);
  return db;
}

function storeFor(db: Db) {
  return createTokenStore({ db, cipher, http: createHttp({ baseUrl: sandbox.url, timeoutMs: 5_000, backoffMs: 10 }), client: CLIENT });
}

/** A connected seller whose stored access token has already expired. */
async function connectExpiredSeller(db: Db): Promise<TokenResponse> {
  const res = await fetch(`${sandbox.url}/__sandbox/tokens`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ user_id: SELLER }),
  });
  const tokens = tokenResponseSchema.parse(await res.json());
  const ws = await db.workspace.create({ data: { sellerId: BigInt(SELLER), nickname: "TIENDA_PAMPA", siteId: "MLA" } });
  await storeFor(db).saveTokens(ws.id, tokens);
  await db.marketplaceConnection.update({ where: { workspaceId: ws.id }, data: { expiresAt: new Date(Date.now() - 1_000) } });
  return tokens;
}

async function refreshCalls(): Promise<number> {
  const res = await fetch(`${sandbox.url}/__sandbox/requests?path=/oauth/token`);
  const log = (await res.json()) as Array<{ body?: { grant_type?: string } }>;
  return log.filter((r) => r.body?.grant_type === "refresh_token").length;
}

async function expectWorkingToken(token: string) {
  const me = await getCurrentUser(createHttp({ baseUrl: sandbox.url, timeoutMs: 5_000 }), token);
  expect(me.id).toBe(SELLER);
}

// Generous per-test time: on a busy machine a timeout, not the code, was what failed.
describe("token store", { timeout: 120_000 }, () => {
  it("20 concurrent requests at expiry cause exactly one refresh and all get the same valid token", async () => {
    const database = createPgliteDatabase();
    databases.push(database);
    const db = await open(database);
    const original = await connectExpiredSeller(db);
    const store = storeFor(db);

    const tokens = await Promise.all(Array.from({ length: 20 }, () => store.getAccessToken(SELLER)));

    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).not.toBe(original.access_token);
    expect(await refreshCalls()).toBe(1);
    await expectWorkingToken(tokens[0]!);
  });

  it("two client instances sharing one PostgreSQL database spend the refresh token once", async () => {
    const database = await createPostgresDatabase();
    databases.push(database);
    const [dbA, dbB] = [await open(database), await open(database)];
    await connectExpiredSeller(dbA);
    const [storeA, storeB] = [storeFor(dbA), storeFor(dbB)];

    const tokens = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? storeA : storeB).getAccessToken(SELLER)));

    expect(new Set(tokens).size).toBe(1);
    expect(await refreshCalls()).toBe(1);
    await expectWorkingToken(tokens[0]!);
  });

  it("stores tokens encrypted, never in plaintext", async () => {
    const database = createPgliteDatabase();
    databases.push(database);
    const db = await open(database);
    const tokens = await connectExpiredSeller(db);
    const row = await db.marketplaceConnection.findUniqueOrThrow({ where: { sellerId: BigInt(SELLER) } });
    expect(row.accessTokenEnc).not.toContain(tokens.access_token);
    expect(row.refreshTokenEnc).not.toContain(tokens.refresh_token);
    expect(JSON.stringify(row, (_k, v) => (typeof v === "bigint" ? String(v) : v))).not.toMatch(/APP_USR-|TG-/);
  });

  it("invalid_grant flags the account as needing reconnection", async () => {
    const database = createPgliteDatabase();
    databases.push(database);
    const db = await open(database);
    await connectExpiredSeller(db);
    // Another grant supersedes ours: the stored refresh token is now refused upstream.
    await fetch(`${sandbox.url}/__sandbox/tokens`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ user_id: SELLER }),
    });

    const failure = await storeFor(db)
      .getAccessToken(SELLER)
      .catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(MarketplaceError);
    expect((failure as MarketplaceError).kind).toBe("reauth_required");
    const row = await db.marketplaceConnection.findUniqueOrThrow({ where: { sellerId: BigInt(SELLER) } });
    expect(row.status).toBe("reauth_required");
    await expect(storeFor(db).getAccessToken(SELLER)).rejects.toMatchObject({ kind: "reauth_required" });
  });

  it("a refusal of a token a reconnect has replaced leaves the new connection usable", async () => {
    const database = createPgliteDatabase();
    databases.push(database);
    const db = await open(database);
    await connectExpiredSeller(db);
    const store = storeFor(db);
    const current = await store.getAccessToken(SELLER);
    // An older request's token, refused after the seller connected again: nothing to reconnect.
    await store.markReauthRequired(SELLER, "an-access-token-from-before-the-reconnect");
    expect((await db.marketplaceConnection.findUniqueOrThrow({ where: { sellerId: BigInt(SELLER) } })).status).toBe("active");
    expect(await store.getAccessToken(SELLER)).toBe(current);
    // The current token refused: the seller must reconnect.
    await store.markReauthRequired(SELLER, current);
    expect((await db.marketplaceConnection.findUniqueOrThrow({ where: { sellerId: BigInt(SELLER) } })).status).toBe("reauth_required");
  });

  it("a 401 from the marketplace refreshes once and retries", async () => {
    const database = createPgliteDatabase();
    databases.push(database);
    const db = await open(database);
    await connectExpiredSeller(db);
    const store = storeFor(db);
    await store.getAccessToken(SELLER); // fresh token, believed valid for hours
    await fetch(`${sandbox.url}/__sandbox/clock`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ advance_ms: 7 * 3600_000 }),
    });

    const client = createSellerClient(createHttp({ baseUrl: sandbox.url, timeoutMs: 5_000 }), store, SELLER);
    const me = await client("/users/me", { schema: z.object({ id: z.number() }) });

    expect(me.id).toBe(SELLER);
    expect(await refreshCalls()).toBe(2);
  });
});
