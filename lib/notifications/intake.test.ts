import { describe, expect, it } from "vitest";
import { createIntake } from "./intake";
import { createKnownSellers } from "./known-sellers";
import { parseNotification } from "./parse";

const APP = "5503910054141466";
const A = 241_370_001n;
const B = 241_370_002n;

/** A callback body as the marketplace sends it. */
const body = (userId: bigint, extra: Record<string, unknown> = {}) => ({
  _id: `n-${Math.random()}`,
  resource: "/questions/123",
  user_id: Number(userId),
  topic: "questions",
  application_id: Number(APP),
  attempts: 1,
  sent: new Date().toISOString(),
  received: new Date().toISOString(),
  ...extra,
});

describe("the callback's counters per account", () => {
  it("account A's counters hold only notifications naming A's seller, never B's or a stranger's", async () => {
    const sellers = createKnownSellers(async () => [A, B]);
    await sellers.reload();
    const intake = createIntake({ applicationId: APP, sellers });
    const take = (b: unknown) => {
      const parsed = parseNotification(b, "callback");
      if (!parsed.ok) throw new Error("unreadable test body");
      return intake.dropReason(parsed.record);
    };
    take(body(A));
    take(body(A, { topic: "orders_v2", resource: "/orders/1" }));
    for (let i = 0; i < 3; i++) take(body(B));
    take(body(B, { application_id: 999 }));
    take(body(B, { topic: "orders_v2", resource: "/orders/2" }));
    take(body(777n)); // nobody connected here
    intake.countRateLimited();

    expect(intake.countsFor(A)).toEqual({ received: 1, foreign_application: 0, not_actionable: 1 });
    expect(intake.countsFor(B)).toEqual({ received: 3, foreign_application: 1, not_actionable: 1 });
    // A stranger's notifications are nobody's: no counters kept for it.
    expect(intake.countsFor(777n)).toEqual({ received: 0, foreign_application: 0, not_actionable: 0 });
    // The process as a whole still knows everything (logs and tests), but no account is shown it.
    expect(intake.counts()).toEqual({ foreign_application: 1, not_actionable: 2, unknown_seller: 1, rate_limited: 1 });
  });
});
