// Test fixture (not a test): a PGlite database and two workspaces connected to the sandbox the test
// started (lint keeps sandbox imports in *.test.ts), each with an owner, an agent and a viewer.
import { randomBytes } from "node:crypto";
import { createTokenCipher } from "../crypto/token-cipher";
import type { Db } from "../db/client";
import { createSellerBytesClient, createSellerClient, type SellerBytesClient, type SellerClient } from "../marketplace/client";
import { createHttp } from "../marketplace/http";
import { tokenResponseSchema } from "../marketplace/oauth";
import { searchQuestions } from "../marketplace/questions";
import { createTokenStore } from "../marketplace/tokens";
import { createPgliteDatabase, type TestDatabase } from "./databases";
import type { InboxActor } from "../questions/list-questions";
import { upsertQuestions } from "../questions/sync-question";

/** What the fixture needs of sandbox/testing's RunningSandbox. */
interface RunningSandbox {
  url: string;
  close(): Promise<void>;
}
/** Seeded sellers (sandbox/accounts/seed-users.ts): TIENDA_PAMPA (MLA) and the MLB seller. */
const SELLER = { MLA: 241_370_001, MLB: 241_370_002 } as const;
const CLIENT = { clientId: "5503910054141466", clientSecret: "sandbox-client-secret" };

export interface TestWorkspace {
  id: string;
  sandboxUrl: string;
  sellerId: number;
  marketplace: SellerClient;
  /** The same seller's file calls (labels). */
  files: SellerBytesClient;
  owner: InboxActor;
  agent: InboxActor;
  viewer: InboxActor;
}

export interface InboxFixture {
  sandbox: RunningSandbox;
  db: Db;
  a: TestWorkspace;
  b: TestWorkspace;
  close(): Promise<void>;
}

async function connect(
  f: { sandbox: RunningSandbox; db: Db; timeoutMs: number },
  sellerId: number,
  nickname: string,
  siteId: string,
): Promise<TestWorkspace> {
  const { sandbox, db } = f;
  const http = createHttp({ baseUrl: sandbox.url, timeoutMs: f.timeoutMs, backoffMs: 10, retries: 0 });
  const store = createTokenStore({ db, cipher: createTokenCipher(randomBytes(32).toString("base64")), http, client: CLIENT });
  const res = await fetch(`${sandbox.url}/__sandbox/tokens`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ user_id: sellerId }),
  });
  const ws = await db.workspace.create({ data: { sellerId: BigInt(sellerId), nickname, siteId } });
  await store.saveTokens(ws.id, tokenResponseSchema.parse(await res.json()));
  const member = async (role: "owner" | "agent" | "viewer"): Promise<InboxActor> => {
    const user = await db.user.create({ data: { name: `${nickname} ${role}` } });
    await db.membership.create({ data: { userId: user.id, workspaceId: ws.id, role } });
    return { workspaceId: ws.id, userId: user.id };
  };
  return {
    id: ws.id,
    sandboxUrl: sandbox.url,
    sellerId,
    marketplace: createSellerClient(http, store, sellerId),
    files: createSellerBytesClient(http, store, sellerId),
    owner: await member("owner"),
    agent: await member("agent"),
    viewer: await member("viewer"),
  };
}

/**
 * Copies the seller's questions of the last 30 days (sandbox time) into our table, as the first
 * reconciliation sweep does (sweep.ts): the sandbox seeds 300 days of settled history for the metrics
 * page, which the app never imports.
 */
export async function importAll(db: Db, ws: TestWorkspace): Promise<number> {
  const clock = (await (await fetch(`${ws.sandboxUrl}/__sandbox/clock`)).json()) as { now: string };
  const from = new Date(Date.parse(clock.now) - 30 * 86_400_000).toISOString();
  let imported = 0;
  for (let offset = 0; ; offset += 100) {
    const page = await searchQuestions(ws.marketplace, { sellerId: ws.sellerId, from, limit: 100, offset });
    imported += await upsertQuestions(db, ws.marketplace, ws.id, page.questions);
    if (offset + 100 >= page.total) return imported;
  }
}

/**
 * Takes ownership of the sandbox: close() stops it. `timeoutMs` is the marketplace client's: the sandbox runs
 * in the test's own process, so a suite that makes it compute a lot at once may need more than 5 s.
 */
export async function createInboxFixture(
  sandbox: RunningSandbox,
  { timeoutMs = 5_000 }: { timeoutMs?: number } = {},
): Promise<InboxFixture> {
  const database: TestDatabase = createPgliteDatabase();
  const { db, close } = await database.open();
  const a = await connect({ sandbox, db, timeoutMs }, SELLER.MLA, "TIENDA_PAMPA", "MLA");
  const b = await connect({ sandbox, db, timeoutMs }, SELLER.MLB, "LOJA_B", "MLB");
  return {
    sandbox,
    db,
    a,
    b,
    async close() {
      await close();
      await database.drop();
      await sandbox.close();
    },
  };
}

/** Makes the next matching marketplace request fail as given (sandbox fault injection). */
export async function injectFault(sandbox: RunningSandbox, fault: { method?: string; path: string; status: number; body?: unknown }) {
  await fetch(`${sandbox.url}/__sandbox/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(fault),
  });
}

/**
 * The sandbox's control routes, for tests: `body` undefined is a GET, null a DELETE, anything else a POST.
 * The request log helpers leave out OAuth (token refreshes are not the calls a test counts).
 */
export function sandboxControl(sandbox: RunningSandbox) {
  const control = (path: string, body?: unknown): Promise<unknown> =>
    fetch(
      `${sandbox.url}${path}`,
      body === undefined
        ? {}
        : { method: body === null ? "DELETE" : "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
    ).then((r) => r.json());
  const log = async (limit: number) => (await control(`/__sandbox/requests?limit=${limit}`)) as Array<{ id: number; path: string }>;
  return {
    control,
    /** The newest logged request's id (the log is newest first): what comes after it is a test's own. */
    newestRequestId: async () => (await log(1))[0]?.id ?? 0,
    requestsSince: async (id: number) => (await log(20_000)).filter((r) => r.id > id && !r.path.startsWith("/oauth")),
  };
}
