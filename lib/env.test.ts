import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readEnv } from "./env";

const REAL = { MARKETPLACE_API_URL: "https://api.mercadolibre.com", MARKETPLACE_CLIENT_ID: "123", MARKETPLACE_CLIENT_SECRET: "shh" };

describe("the e2e reset switch", () => {
  it("is off unless asked for", () => {
    expect(readEnv({}).testResetEnabled).toBe(false);
  });
  it("is on against the sandbox when asked for", () => {
    expect(readEnv({ MOSTRADOR_TEST_RESET: "1" }).testResetEnabled).toBe(true);
  });
  it("can never be on against a real marketplace", () => {
    expect(readEnv({ MOSTRADOR_TEST_RESET: "1", ...REAL }).testResetEnabled).toBe(false);
  });
});

describe("the marketplace's credentials", () => {
  it("default to the sandbox's registered application against the sandbox", () => {
    const e = readEnv({});
    expect([e.MARKETPLACE_CLIENT_ID, e.MARKETPLACE_CLIENT_SECRET]).toEqual(["5503910054141466", "sandbox-client-secret"]);
    expect(readEnv({ MARKETPLACE_API_URL: "http://127.0.0.1:4500", SANDBOX_PORT: "4500" }).MARKETPLACE_CLIENT_ID).toBe("5503910054141466");
  });
  it("are refused, naming what to set, when another marketplace has no client id or secret", () => {
    expect(() => readEnv({ MARKETPLACE_API_URL: "https://api.mercadolibre.com" })).toThrow(
      /MARKETPLACE_CLIENT_ID and MARKETPLACE_CLIENT_SECRET must be set/,
    );
    expect(() => readEnv({ MARKETPLACE_API_URL: "https://api.mercadolibre.com", MARKETPLACE_CLIENT_ID: "123" })).toThrow(
      /MARKETPLACE_CLIENT_SECRET must be set/,
    );
    // A loopback address on another port is not the sandbox npm start runs.
    expect(() => readEnv({ MARKETPLACE_API_URL: "http://127.0.0.1:9999" })).toThrow(/is not the sandbox's/);
  });
  it("are the ones given for another marketplace", () => {
    const e = readEnv(REAL);
    expect([e.MARKETPLACE_CLIENT_ID, e.MARKETPLACE_CLIENT_SECRET]).toEqual(["123", "shh"]);
  });
});

describe("what the env module is made of", () => {
  it("imports only generic pieces (parsers under lib/net/, the sandbox's defaults), no feature's module", () => {
    const source = readFileSync(path.join(import.meta.dirname, "env.ts"), "utf8");
    const imports = [...source.matchAll(/^import[^"]*"([^"]+)";$/gm)].map((m) => m[1]);
    expect(imports.length).toBeGreaterThan(0);
    for (const specifier of imports) expect(specifier).toMatch(/^(server-only|zod|\.\/net\/[\w-]+|\.\/sandbox-defaults)$/);
  });
});
