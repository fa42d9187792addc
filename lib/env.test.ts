import { describe, expect, it } from "vitest";
import { readEnv } from "./env";

describe("the e2e reset switch", () => {
  it("is off unless asked for", () => {
    expect(readEnv({}).testResetEnabled).toBe(false);
  });
  it("is on against the sandbox when asked for", () => {
    expect(readEnv({ MOSTRADOR_TEST_RESET: "1" }).testResetEnabled).toBe(true);
  });
  it("can never be on against a real marketplace", () => {
    expect(readEnv({ MOSTRADOR_TEST_RESET: "1", MARKETPLACE_API_URL: "https://api.mercadolibre.com" }).testResetEnabled).toBe(false);
  });
});
