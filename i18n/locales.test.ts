import { describe, expect, it } from "vitest";
import { matchAcceptLanguage } from "./locales";

describe("matchAcceptLanguage", () => {
  it("picks Spanish for any Spanish variant", () => expect(matchAcceptLanguage("es-AR,es;q=0.9,en;q=0.8")).toBe("es"));
  it("picks Brazilian Portuguese for pt", () => expect(matchAcceptLanguage("pt,en;q=0.5")).toBe("pt-BR"));
  it("respects quality order", () => expect(matchAcceptLanguage("fr;q=1,es;q=0.4,en;q=0.6")).toBe("en"));
  it("falls back to English", () => expect(matchAcceptLanguage("de-DE")).toBe("en"));
  it("handles a missing header", () => expect(matchAcceptLanguage(null)).toBe("en"));
});
