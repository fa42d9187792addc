import { describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { toErrorResponse } from "../api/errors";
import { AppError } from "../errors/app-error";
import { withPgliteDatabase } from "../testing/databases";
import { claimBulkSync, runBulkSync, SYNC_MIN_INTERVAL_MS } from "./sync-interval";

let db: Db;
withPgliteDatabase((opened) => (db = opened));

describe("bulk sync interval", () => {
  it("lets one sync per workspace and kind start per interval; a refusal says when, as a 429 with Retry-After", async () => {
    const t0 = Date.UTC(2026, 10, 20, 12);
    await claimBulkSync(db, "questions", "w1", t0);
    const refusal = await claimBulkSync(db, "questions", "w1", t0 + 3_000).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: "sync_too_soon", details: { retryAfterSeconds: 2 } });
    const res = toErrorResponse(refusal, "req-1");
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("2");
    // Other kinds and other workspaces have their own windows; refusals do not push the window back.
    await claimBulkSync(db, "sales", "w1", t0 + 3_000);
    await claimBulkSync(db, "questions", "w2", t0 + 3_000);
    await claimBulkSync(db, "questions", "w1", t0 + SYNC_MIN_INTERVAL_MS);
  });

  it("a request while the same sync runs joins it; one right after it ended is refused", async () => {
    let runs = 0;
    let finish!: (n: number) => void;
    const sweep = () => (runs++, new Promise<number>((resolve) => (finish = resolve)));
    const first = runBulkSync(db, "sales", "w-join", sweep);
    const second = runBulkSync(db, "sales", "w-join", sweep);
    await expect.poll(() => runs).toBe(1);
    finish(42);
    expect(await Promise.all([first, second])).toEqual([42, 42]);
    expect(runs).toBe(1);
    await expect(runBulkSync(db, "sales", "w-join", sweep)).rejects.toMatchObject({ code: "sync_too_soon" });
  });
});
