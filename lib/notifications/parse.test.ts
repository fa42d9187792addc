import { describe, expect, it } from "vitest";
import { parseNotification, questionIdOf } from "./parse";

const body = (resource: string, user_id: number | string = 241370001) => ({
  _id: "n1",
  topic: "questions",
  resource,
  user_id,
  sent: "2026-11-22T10:00:00Z",
});

describe("notification entry checks", () => {
  it("refuses a questions resource whose id does not fit 64 bits as a bad resource", () => {
    for (const resource of ["/questions/9223372036854775808", "/questions/99999999999999999999", "/questions/0", "/questions/12a"]) {
      const parsed = parseNotification(body(resource), "callback");
      expect(parsed.ok, resource).toBe(false);
      if (!parsed.ok) expect(parsed.issues[0]?.path).toEqual(["resource"]);
    }
  });

  it("refuses a user id that does not fit 64 bits", () => {
    expect(parseNotification(body("/questions/13104500055", "9223372036854775808"), "callback").ok).toBe(false);
  });

  it("accepts ordinary question notifications", () => {
    expect(parseNotification(body("/questions/13104500055"), "callback").ok).toBe(true);
    expect(questionIdOf("questions", "/questions/13104500055")).toBe(13104500055);
    expect(questionIdOf("questions", "/questions/9223372036854775808")).toBeNull();
  });
});
