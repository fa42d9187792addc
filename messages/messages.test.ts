import { describe, expect, it } from "vitest";
import en from "./en.json";
import es from "./es.json";
import ptBR from "./pt-BR.json";

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe("translations", () => {
  it("Spanish has exactly the English keys", () => expect(keys(es).sort()).toEqual(keys(en).sort()));
  it("Portuguese has exactly the English keys", () => expect(keys(ptBR).sort()).toEqual(keys(en).sort()));
});
