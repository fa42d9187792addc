import { expect } from "vitest";
import { itemIdOf, parseNotification } from "../../notifications/parse";
import { getAccountWindow, getItemsVisitTotals, getItemsWindows } from "../metrics";
import { refreshTokens } from "../oauth";
import { searchSite } from "../search";
import { getCurrentUserProfile } from "../users";
import { getSellerReputation, type SellerReputation } from "../reputation";
import { buildHealth } from "../../health/build-health";
import type { ContractRow } from "./table";
import { refusalOf } from "./failure";

const notificationRow = (sample: string, itemId: string, userId: bigint): ContractRow => ({
  sample,
  read: async (_r, body) => {
    const parsed = parseNotification(body, "callback", new Date(0));
    return parsed.ok ? { ...parsed.record, itemId: itemIdOf(parsed.record.topic, parsed.record.resource) } : parsed;
  },
  check: (seen) => expect(seen).toMatchObject({ topic: "items", userId, itemId }),
});

/** The account, OAuth, error envelopes, item notifications and visits: what the seller is shown. */
export const ACCOUNT_ROWS: ContractRow[] = [
  {
    sample: "users-me-1.json",
    read: (r) => getCurrentUserProfile(r.client),
    check: (seen) => expect(seen).toMatchObject({ id: 202593498, nickname: "TETE2870021", country_id: "AR", first_name: "Test" }),
  },
  {
    // A test user with no sales: the reputation has a null level and no metrics, which the health card reads
    // as "no reputation yet" (no window, no distance), not as a failure.
    sample: "users-me-1.json",
    read: async (r) => {
      const rep = await getSellerReputation(r.client, 202593498);
      return { rep, health: buildHealth(rep, { dueToday: 0, late: 0 }, new Date(0)) };
    },
    check: (seen) => {
      const { rep, health } = seen as { rep: SellerReputation; health: ReturnType<typeof buildHealth> };
      expect(rep).toEqual({
        sellerId: 202593498,
        siteId: "MLA",
        levelId: null,
        realLevelId: null,
        protectionEndsAt: null,
        powerSellerStatus: null,
        windowDays: null,
        sales: null,
        claims: null,
        delayedHandling: null,
        cancellations: null,
      });
      expect(health).toMatchObject({ levelId: null, rates: [], distance: null, bands: { isEstimate: false, publishedFor: "MLA" } });
    },
  },
  {
    // The code exchange answers the same token shape as the refresh the app makes itself.
    sample: "oauth-token-code-1.json",
    read: (r) => refreshTokens(r.http, { clientId: "app", clientSecret: "secret" }, "TG-old"),
    check: (seen) =>
      expect(seen).toMatchObject({
        access_token: "APP_USR-123456-090515-8cc4448aac10d5105474e1351-1234567",
        expires_in: 10800,
        user_id: 1234567,
        refresh_token: "TG-5b9032b4e23464aed1f959f-1234567",
      }),
  },
  {
    sample: "oauth-token-error-400-1.json",
    read: (r) => refusalOf(refreshTokens(r.http, { clientId: "app", clientSecret: "secret" }, "TG-old")),
    check: (seen) =>
      expect((seen as Awaited<ReturnType<typeof refusalOf>>).upstream).toMatchObject({
        status: 400,
        upstreamCode: "invalid_grant",
        message: "Error validating grant. Your authorization code or refresh token may be expired or it was already used",
      }),
  },
  {
    sample: "errors-403-1.json",
    read: (r) => refusalOf(getCurrentUserProfile(r.client)),
    check: (seen) => {
      const { upstream, status } = seen as Awaited<ReturnType<typeof refusalOf>>;
      expect(upstream).toMatchObject({ kind: "forbidden", upstreamCode: "forbidden_error" });
      expect(status).toBe(403);
    },
  },
  {
    sample: "search-sites_search-error-403-1.json",
    read: (r) => refusalOf(searchSite(r.client, "MLB", { site: "MLB", q: "celular", offset: 0, limit: 12 } as never)),
    check: (seen) => {
      const { upstream, status } = seen as Awaited<ReturnType<typeof refusalOf>>;
      expect(upstream).toMatchObject({ kind: "forbidden", upstreamCode: "forbidden" });
      expect(status).toBe(403);
    },
  },
  notificationRow("notifications-items-1.json", "MLA686791111", 123456789n),
  notificationRow("notifications-items-3.json", "MLA820048955", 468424240n),
  {
    sample: "visits-items_time_window-1.json",
    read: async (r, body) =>
      Object.fromEntries(
        await getItemsWindows(
          r.client,
          (body as Array<{ item_id: string }>).map((e) => e.item_id),
          "visits",
          { last: 3, unit: "day", ending: "2018-08-09" },
        ),
      ),
    check: (seen, body) => {
      const windows = seen as Record<string, Array<{ at: string; value: number | null }>>;
      expect(windows.MCO471870973!.map((w) => w.value)).toEqual([8, 1, 6]);
      expect(Object.keys(windows).sort()).toEqual((body as Array<{ item_id: string }>).map((e) => e.item_id).sort());
    },
  },
  {
    // GET /visits/items?ids= answers { id: total }.
    sample: "visits-visits_items-1.json",
    read: async (r) => Object.fromEntries(await getItemsVisitTotals(r.client, ["MLB9992242141"], "2024-01-01", "2024-01-31")),
    check: (seen) => expect(seen).toEqual({ MLB9992242141: 552 }),
  },
  {
    sample: "metrics-item_questions_time_window-1.json",
    // The docs' example for the account's questions window (hour buckets with only date and total).
    read: (r) => getAccountWindow(r.client, 1001, "questions", { last: 2, unit: "hour", ending: "2014-08-06" }),
    check: (seen) =>
      expect(seen).toEqual([expect.objectContaining({ value: 0, detail: null }), expect.objectContaining({ value: 0, detail: null })]),
  },
];
