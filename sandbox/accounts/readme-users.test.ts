import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type RunningSandbox } from "../testing.ts";

// People sign in by the nicknames the READMEs give (they once fell out of date with the seed); tables may be padded: every
// seeded account a README names must be the one the consent page lists, with that id and site.
const read = (file: string) => readFileSync(path.resolve(import.meta.dirname, file), "utf8");
type SeededUser = { id: number; nickname: string; site_id: string; role: string };

let s: RunningSandbox;
let users: SeededUser[];
beforeAll(async () => {
  s = await startSandbox();
  users = (await (await fetch(`${s.url}/__sandbox/users`)).json()) as SeededUser[];
});
afterAll(() => s.close());

const byId = (id: number) => users.find((u) => u.id === id);

describe("the READMEs name seeded users as the seed makes them", () => {
  it("sandbox/README.md: the sellers table (id, nickname, site)", () => {
    const rows = [...read("../README.md").matchAll(/^\|\s*(2413700\d\d)\s*\|\s*([A-Z0-9_]+)\s*\|\s*(M[A-Z]{2})\s*\|/gm)];
    expect(rows.length).toBe(users.filter((u) => u.role === "seller").length);
    for (const [, id, nickname, site] of rows) expect(byId(Number(id)), id).toMatchObject({ nickname, site_id: site, role: "seller" });
  });

  it("sandbox/README.md: the buyers table (id range, site, first nickname)", () => {
    const rows = [...read("../README.md").matchAll(/^\|\s*(3186001\d\d)–(3186001\d\d)\s*\|\s*(M[A-Z]{2})\s*\|\s*([A-Z0-9_]+)\s*\|/gm)];
    expect(rows.length).toBeGreaterThan(0);
    for (const [, first, last, site, nickname] of rows) {
      expect(byId(Number(first)), first).toMatchObject({ nickname, site_id: site, role: "buyer" });
      for (let id = Number(first); id <= Number(last); id++) expect(byId(id), String(id)).toMatchObject({ site_id: site, role: "buyer" });
    }
  });

  it("README.md: the accounts it tells people to pick on the consent page", () => {
    const picks = [...read("../../README.md").matchAll(/([A-Z0-9_]{4,}) · (M[A-Z]{2}) · (Seller|Buyer)/g)];
    expect(picks.length).toBeGreaterThan(0);
    for (const [, nickname, site, role] of picks) {
      expect(
        users.find((u) => u.nickname === nickname),
        nickname,
      ).toMatchObject({ site_id: site, role: role!.toLowerCase() });
    }
  });
});
