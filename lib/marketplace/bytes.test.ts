import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, SELLER, type RunningSandbox } from "../../sandbox/testing";
import { createTokenCipher } from "../crypto/token-cipher";
import { createPgliteDatabase, type TestDatabase } from "../testing/databases";
import { createSellerBytesClient } from "./client";
import { createGovernor } from "./governor";
import { createHttp } from "./http";
import { tokenResponseSchema } from "./oauth";
import { createTokenStore } from "./tokens";

/**
 * The client's bytes call (labels, the category dump) against a real sandbox: it passes the governor like
 * the JSON calls (a 429 is paced and retried there), and as a seller a 401 refreshes the token once.
 */
const CLIENT = { clientId: "5503910054141466", clientSecret: "sandbox-client-secret" };
let sandbox: RunningSandbox;
let database: TestDatabase;
let close: () => Promise<void>;
beforeAll(async () => {
  sandbox = await startSandbox();
  database = createPgliteDatabase();
});
afterAll(async () => {
  await close?.();
  await database.drop();
  await sandbox.close();
});

const post = (path: string, body: unknown) =>
  fetch(`${sandbox.url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

const logOf = async (path: string) =>
  (
    (await (await fetch(`${sandbox.url}/__sandbox/requests?path=${encodeURIComponent(path)}&limit=100`)).json()) as Array<{
      status: number;
      body?: { grant_type?: string };
    }>
  ).reverse();

describe("the marketplace client's bytes call", { timeout: 60_000 }, () => {
  it("a 429 is the governor's: the lane is paused for its Retry-After and the call is served after it", async () => {
    const governor = createGovernor();
    const http = createHttp({ baseUrl: sandbox.url, timeoutMs: 5_000, governor });
    await post("/__sandbox/faults", {
      method: "GET",
      path: "/sites/MLU/categories/all",
      status: 429,
      headers: { "retry-after": "1" },
      count: 1,
    });

    const started = performance.now();
    const { bytes, headers } = await http.bytes("/sites/MLU/categories/all", { maxBytes: 64 * 1024 * 1024 });

    expect(performance.now() - started).toBeGreaterThanOrEqual(900);
    // The sandbox gzips the dump: the bytes are the decoded JSON, the ones X-Content-MD5 covers.
    expect(createHash("md5").update(bytes).digest("hex")).toBe(headers.get("x-content-md5"));
    expect(Object.keys(JSON.parse(bytes.toString("utf8"))).length).toBeGreaterThan(100);
    expect((await logOf("/sites/MLU/categories/all")).map((r) => r.status)).toEqual([429, 200]);
    // The lane learnt the limit: paced from here on, as after a JSON call's 429.
    expect(governor.lane("application").rate).toBeLessThan(Infinity);
  });

  it("gives up past its size limit instead of reading an endless answer", async () => {
    const http = createHttp({ baseUrl: sandbox.url, timeoutMs: 5_000, retries: 0 });
    await expect(http.bytes("/sites/MLA/categories/all", { maxBytes: 1_000 })).rejects.toMatchObject({ kind: "upstream_error" });
  });

  it("as a seller, a 401 refreshes the token once and retries", async () => {
    const opened = await database.open();
    close = opened.close;
    const db = opened.db;
    const http = createHttp({ baseUrl: sandbox.url, timeoutMs: 5_000 });
    const store = createTokenStore({ db, cipher: createTokenCipher(randomBytes(32).toString("base64")), http, client: CLIENT });
    const tokens = tokenResponseSchema.parse(await (await post("/__sandbox/tokens", { user_id: SELLER.MLA })).json());
    const ws = await db.workspace.create({ data: { sellerId: BigInt(SELLER.MLA), nickname: "TIENDA_PAMPA", siteId: "MLA" } });
    await store.saveTokens(ws.id, tokens);
    // The marketplace's clock moves past the token's life while we still believe it valid.
    await post("/__sandbox/clock", { advance_ms: 7 * 3600_000 });

    const files = createSellerBytesClient(http, store, SELLER.MLA);
    const { bytes } = await files("/users/me", { maxBytes: 1024 * 1024 });

    expect((JSON.parse(bytes.toString("utf8")) as { id: number }).id).toBe(SELLER.MLA);
    expect((await logOf("/users/me")).map((r) => r.status)).toEqual([401, 200]);
    expect((await logOf("/oauth/token")).filter((r) => r.body?.grant_type === "refresh_token")).toHaveLength(1);
  });
});
