import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITES } from "../accounts/types.ts";
import type { RunningSandbox } from "../testing.ts";
import { handlingLimitOf, localDayEnd } from "./seed-dispatch.ts";
import { startSalesSandbox, token } from "./test-support.ts";

// Handling deadlines (sandbox/sales/README.md, "Dispatch deadlines"), on both profiles.
let spec: RunningSandbox;
let real: RunningSandbox;
beforeAll(async () => {
  [spec, real] = await Promise.all([startSalesSandbox(), startSalesSandbox({ profile: "real", rate: null })]);
});
afterAll(() => Promise.all([spec.close(), real.close()]));

const shipmentsOf = (s: RunningSandbox) => [...s.sandbox.ctx.state.sales.shipments.values()];

describe("handling deadlines", () => {
  it("Full, custom shipping and cancelled shipments have none; the others end a local day", () => {
    for (const s of shipmentsOf(spec)) {
      if (s.logistic_type === "fulfillment" || s.mode === "custom" || s.status === "cancelled")
        expect(s.handling_limit, String(s.id)).toBeNull();
      else {
        expect(s.handling_limit, String(s.id)).not.toBeNull();
        expect(s.handling_limit!.getTime()).toBe(localDayEnd(s.handling_limit!, SITES[s.site_id].utcOffset, 0).getTime());
      }
    }
  });

  it("bought before 14:00 (local): that day; later: the next day, in the site's time zone", () => {
    const at = (iso: string) => new Date(iso);
    const base = { mode: "me2" as const, status: "ready_to_ship" as const, site_id: "MLA" as const };
    // 23:30 in Buenos Aires is already the next UTC day: the local day counts.
    expect(handlingLimitOf({ ...base, logistic_type: "drop_off", date_created: at("2026-12-07T23:30:00-03:00") }, 0)).toEqual(
      at("2026-12-08T23:59:59.999-03:00"),
    );
    expect(handlingLimitOf({ ...base, logistic_type: "self_service", date_created: at("2026-12-07T13:59:00-03:00") }, 0)).toEqual(
      at("2026-12-07T23:59:59.999-03:00"),
    );
    expect(handlingLimitOf({ ...base, logistic_type: "self_service", date_created: at("2026-12-07T14:00:00-03:00") }, 0)).toEqual(
      at("2026-12-08T23:59:59.999-03:00"),
    );
    // Made to order: plus the manufacturing days.
    expect(handlingLimitOf({ ...base, logistic_type: "cross_docking", date_created: at("2026-12-07T10:00:00-03:00") }, 5)).toEqual(
      at("2026-12-12T23:59:59.999-03:00"),
    );
    expect(handlingLimitOf({ ...base, logistic_type: "fulfillment", date_created: at("2026-12-07T10:00:00-03:00") }, 0)).toBeNull();
  });

  it("every seller with sales has some due today and some already late, still to hand over", () => {
    const now = spec.sandbox.ctx.clock.now().getTime();
    const sellers = new Set(
      shipmentsOf(spec)
        .filter((s) => s.handling_limit)
        .map((s) => s.seller_id),
    );
    for (const seller of sellers) {
      const open = shipmentsOf(spec).filter(
        (s) => s.seller_id === seller && s.handling_limit && (s.status === "ready_to_ship" || s.status === "handling"),
      );
      const todayEnd = localDayEnd(new Date(now), SITES[open[0]!.site_id].utcOffset, 0).getTime();
      const late = open.filter((s) => s.handling_limit!.getTime() < now);
      const dueToday = open.filter((s) => s.handling_limit!.getTime() >= now && s.handling_limit!.getTime() <= todayEnd);
      expect(late.length, `late of ${seller}`).toBeGreaterThan(0);
      expect(dueToday.length, `due today of ${seller}`).toBeGreaterThan(0);
    }
  });

  it.each([
    ["spec", () => spec, "shipping_option"],
    ["real", () => real, "lead_time"],
  ] as const)("%s profile: the shipment carries it (in its format's own place) as a local date", async (_n, sandbox, field) => {
    const shipment = shipmentsOf(sandbox()).find((s) => s.handling_limit && s.status === "ready_to_ship")!;
    const res = await fetch(`${sandbox().url}/shipments/${shipment.id}`, {
      headers: { authorization: `Bearer ${await token(sandbox(), shipment.seller_id)}`, "x-format-new": "true" },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, { estimated_handling_limit: { date: string } }>;
    const date = body[field]!.estimated_handling_limit.date;
    expect(Date.parse(date)).toBe(shipment.handling_limit!.getTime());
    expect(date.endsWith(SITES[shipment.site_id].utcOffset)).toBe(true);
  });
});
