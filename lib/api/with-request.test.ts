import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { logger } from "../log";
import { captureLog } from "../testing/capture-log";
import { withRequest } from "./with-request";

const log = logger("probe");
const request = () => new NextRequest("http://localhost/api/probe");

describe("withRequest and the log", () => {
  it("puts the answer's request id on every line the handler logs, and on the line of its failure", async () => {
    const captured = captureLog();
    try {
      const ok = await withRequest(async () => {
        log.info("handling");
        await new Promise((resolve) => setTimeout(resolve, 1));
        log.warn("still handling");
        return Response.json({ ok: true });
      })(request());
      const failed = await withRequest(async () => {
        throw new TypeError("a bug");
      })(request());
      const [okId, failedId] = [
        ok.headers.get("x-request-id"),
        ((await failed.json()) as { error: { requestId: string } }).error.requestId,
      ];
      expect(okId).toBeTruthy();
      expect(captured.entries.filter((e) => e.component === "probe").map((e) => e.requestId)).toEqual([okId, okId]);
      expect(captured.atLeast(50)).toEqual([
        expect.objectContaining({ requestId: failedId, msg: expect.stringContaining("unexpected error") }),
      ]);
    } finally {
      captured.restore();
    }
  });
});
