import { describe, expect, it } from "vitest";
import { isAllAccounts, readAccountId, withAccountParam } from "./account-param";

describe("account param", () => {
  it("adds the account to dashboard hrefs, keeping query and hash, unless the href names one", () => {
    expect(withAccountParam("/questions", "cabc12345")).toBe("/questions?account=cabc12345");
    expect(withAccountParam("/sales?status=paid#top", "cabc12345")).toBe("/sales?status=paid&account=cabc12345#top");
    expect(withAccountParam("/questions?account=cother123", "cabc12345")).toBe("/questions?account=cother123");
  });

  it("leaves alone hrefs off our dashboard, and every href when there is no account to keep", () => {
    expect(withAccountParam("https://mercadolibre.com", "cabc12345")).toBe("https://mercadolibre.com");
    expect(withAccountParam("//evil.example/x", "cabc12345")).toBe("//evil.example/x");
    expect(withAccountParam("/api/sales/1/label", "cabc12345")).toBe("/api/sales/1/label");
    expect(withAccountParam("/questions", null)).toBe("/questions");
  });

  it("reads a cuid-like id, nothing for empty, and 'invalid' for anything else", () => {
    expect(readAccountId("cm0abc12345")).toBe("cm0abc12345");
    expect(readAccountId(null)).toBeNull();
    expect(readAccountId("")).toBeNull();
    expect(readAccountId("x' OR 1=1")).toBe("invalid");
  });

  it("'all' names no one account (the session's default), and only the all-accounts views read it as all", () => {
    expect(readAccountId("all")).toBeNull();
    expect(isAllAccounts("all")).toBe(true);
    expect(isAllAccounts("cm0abc12345")).toBe(false);
    expect(isAllAccounts(null)).toBe(false);
  });
});
