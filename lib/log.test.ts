import { describe, expect, it } from "vitest";
import { createLogger, logger, logSettings, plainLine, withRequestId, type LogLevel } from "./log";
import { captureLog } from "./testing/capture-log";

/** A logger of its own writing JSON lines into an array. */
function recording(level: LogLevel = "info") {
  const lines: string[] = [];
  const log = createLogger(level, (json) => lines.push(json));
  return { log, lines, entries: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

const ACCESS = "APP_USR-5503910054141466-051014-8cc4a1f0c2d94b6e9a7f3e21d05b6c4a-241370001";
const REFRESH = "TG-6650f1a2b3c4d5e6f7a8b9c0-241370001";

describe("the logger", () => {
  it("writes the level's lines and drops the ones below it", () => {
    const { log, entries } = recording("warn");
    log.info("not written");
    log.warn("written");
    log.error({ saleId: 7 }, "also written");
    expect(entries().map((e) => [e.level, e.msg])).toEqual([
      [40, "written"],
      [50, "also written"],
    ]);
    expect(entries()[1]).toMatchObject({ saleId: 7 });
  });

  it("writes database ids (BigInt) as their digits instead of failing the line", () => {
    const { log, entries } = recording();
    log.warn({ claimId: 5000123456789n }, "a claim failed");
    expect(entries()[0]).toMatchObject({ claimId: "5000123456789", msg: "a claim failed" });
  });

  it("reads LOG_LEVEL, falls back to info on an unknown one, and writes JSON in production only", () => {
    expect(logSettings({ LOG_LEVEL: "debug" })).toEqual({ level: "debug", format: "plain" });
    expect(logSettings({ LOG_LEVEL: "loud", NODE_ENV: "production" })).toEqual({ level: "info", format: "json" });
    expect(logSettings({})).toEqual({ level: "info", format: "plain" });
  });

  it("puts the request id on every line inside a request, across awaits, and on none outside", async () => {
    const { log, entries } = recording();
    await withRequestId("req-1", async () => {
      log.info("first");
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.child({ component: "deep" }).warn("after an await, in a child logger");
    });
    await Promise.all([withRequestId("req-2", async () => log.info("second")), withRequestId("req-3", async () => log.info("third"))]);
    log.info("outside");
    expect(entries().map((e) => [e.msg, e.requestId])).toEqual([
      ["first", "req-1"],
      ["after an await, in a child logger", "req-1"],
      ["second", "req-2"],
      ["third", "req-3"],
      ["outside", undefined],
    ]);
  });

  it("never writes a token, an authorization, a cookie or a password, wherever it hides", () => {
    const { log, lines } = recording("trace");
    const failure = new Error(`refresh failed for ${REFRESH} with Bearer ${ACCESS}`);
    Object.assign(failure, { request: { headers: { Authorization: `Bearer ${ACCESS}` } } });
    log.error({ err: failure, tokens: { access_token: ACCESS, refresh_token: REFRESH } }, `calling with ${ACCESS}`);
    log.warn({ headers: { cookie: "next-auth.session-token=abc.def.ghi", "set-cookie": "x=1" }, password: "hunter2hunter2" }, "sign-in");
    log.info({ url: `https://api.example/oauth/token?grant_type=refresh_token&refresh_token=${REFRESH}&client_secret=shh` }, "post");
    log.error(new Error(`bare error with ${ACCESS}`));
    log.debug({ nested: [{ deeper: { accessTokenEnc: "enc:v1:xyz", note: `Bearer ${ACCESS}` } }] }, "deep");
    const out = lines.join("");
    for (const secret of [ACCESS, REFRESH, "abc.def.ghi", "hunter2hunter2", "client_secret=shh", "enc:v1:xyz"])
      expect(out).not.toContain(secret);
    expect(lines).toHaveLength(5);
    expect(out).toContain("[redacted]");
    // What is not secret stays readable.
    expect(out).toContain("refresh failed for");
    expect(out).toContain("grant_type=refresh_token");
    expect(JSON.parse(lines[3]!)).toMatchObject({ err: { type: "Error", message: "bare error with [redacted]" } });
  });

  it("in plain form, one line a person reads, with the stack below it", () => {
    const { log, lines } = recording();
    withRequestId("1f2e", () => log.child({ component: "sales" }).warn({ err: new Error("boom"), saleId: 9 }, "refresh failed"));
    const line = plainLine(lines[0]!);
    expect(line).toMatch(/^\d\d:\d\d:\d\d\.\d{3} WARN \[sales\] \(req 1f2e\) refresh failed err="boom" saleId=9\n {4}Error: boom\n/);
  });

  it("the process's logger goes through the same redaction, and tests can capture it", () => {
    const captured = captureLog();
    try {
      logger("tokens").error({ token: ACCESS }, `could not refresh ${ACCESS}`);
    } finally {
      captured.restore();
    }
    expect(captured.entries).toEqual([
      expect.objectContaining({ level: 50, component: "tokens", msg: "could not refresh [redacted]", token: "[redacted]" }),
    ]);
    expect(captured.raw.join("")).not.toContain(ACCESS);
  });
});
