import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, SELLER, type RunningSandbox } from "../../sandbox/testing";
import type { SellerClient } from "../marketplace/client";
import { createGovernor } from "../marketplace/governor";
import { createHttp } from "../marketplace/http";
import { runDoctorForAccount } from "./run-for-account";

/**
 * The doctor from the running app: a marketplace that cannot be reached, or is limiting, is the page's
 * state (thrown, as a route error), not thirty identical rows; any other answer is the table.
 */
let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const clientOf = (baseUrl: string, token: string): SellerClient => {
  const http = createHttp({ baseUrl, timeoutMs: 2_000, retries: 0, backoffMs: 1, governor: createGovernor() });
  return (path, options) => http(path, { ...options, token, sellerId: SELLER.MLA });
};
const account = (marketplace: SellerClient, workspaceId: string) => ({
  workspaceId,
  nickname: "TIENDA_PAMPA",
  sellerId: SELLER.MLA,
  siteId: "MLA",
  marketplace,
  marketplaceUrl: sandbox.url,
});

describe("runDoctorForAccount", { timeout: 60_000 }, () => {
  it("a marketplace that cannot be reached is thrown as such, not a table of failures", async () => {
    await expect(runDoctorForAccount(account(clientOf("http://127.0.0.1:9", "t"), "ws-unreachable"))).rejects.toMatchObject({
      kind: "upstream_unreachable",
    });
  });

  it("a marketplace limiting requests is thrown with its wait", async () => {
    await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ method: "GET", path: "/users/me", status: 429, headers: { "retry-after": "30" }, count: 1 }),
    });
    const marketplace = clientOf(sandbox.url, await sandbox.tokenFor(SELLER.MLA));
    await expect(runDoctorForAccount(account(marketplace, "ws-limited"))).rejects.toMatchObject({
      kind: "rate_limited",
      retryAfterSeconds: 30,
    });
  });

  it("otherwise reports the table, and a second request meanwhile joins the run in flight", async () => {
    const marketplace = clientOf(sandbox.url, await sandbox.tokenFor(SELLER.MLA));
    const [first, second] = [runDoctorForAccount(account(marketplace, "ws-ok")), runDoctorForAccount(account(marketplace, "ws-ok"))];
    expect(second).toBe(first);
    const report = await first;
    expect(report).toMatchObject({ nickname: "TIENDA_PAMPA", siteId: "MLA", sellerId: SELLER.MLA });
    expect(report.rows.find((r) => r.call === "GET /users/me")).toMatchObject({ status: 200, outcome: "ok" });
    expect(JSON.stringify(report)).not.toMatch(/Bearer|access_token/);
  });
});
