import { describe, expect, it } from "vitest";
import { productionProblems } from "./production-checks";

describe("production settings", () => {
  it("refuses a public http address in production, with a clear message", () => {
    const [problem] = productionProblems({ NODE_ENV: "production", NEXTAUTH_URL: "http://mostrador.example.com" });
    expect(problem).toMatch(/NEXTAUTH_URL must be https in production .*ALLOW_INSECURE_HTTP=1/);
    expect(productionProblems({ NODE_ENV: "production", NEXTAUTH_URL: "http://192.168.1.20:3000" })).toHaveLength(1);
  });

  it("accepts https, loopback (npm start's quick start, the e2e suite) and an explicit LAN trial", () => {
    for (const url of ["https://mostrador.example.com", "http://localhost:3000", "http://127.0.0.1:3100", "http://[::1]:3000"])
      expect(productionProblems({ NODE_ENV: "production", NEXTAUTH_URL: url }), url).toEqual([]);
    expect(productionProblems({ NODE_ENV: "production" })).toEqual([]); // the default is http://localhost
    expect(productionProblems({ NODE_ENV: "production", NEXTAUTH_URL: "http://192.168.1.20:3000", ALLOW_INSECURE_HTTP: "1" })).toEqual([]);
  });

  it("does not apply outside production", () => {
    expect(productionProblems({ NODE_ENV: "development", NEXTAUTH_URL: "http://mostrador.example.com" })).toEqual([]);
  });
});
