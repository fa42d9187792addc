import { chmodSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createJournal } from "./notifications/journal";
import { secureDataDir } from "./data-dir";

const mode = (file: string) => statSync(file).mode & 0o777;

describe("the data folder's modes", () => {
  it("creates the folder 0700 and sets an older, looser one back at start: secrets and journal 0600", () => {
    const parent = mkdtempSync(path.join(tmpdir(), "data-dir-"));
    const fresh = path.join(parent, "fresh");
    secureDataDir(fresh);
    expect(mode(fresh)).toBe(0o700);

    const old = path.join(parent, "old");
    mkdirSync(path.join(old, "pglite"), { recursive: true, mode: 0o755 });
    chmodSync(old, 0o755);
    for (const name of ["secrets.json", "notifications-journal.ndjson", "notifications-journal.1-000000.replaying"])
      writeFileSync(path.join(old, name), "{}", { mode: 0o644 });
    secureDataDir(old);
    expect(mode(old)).toBe(0o700);
    expect(mode(path.join(old, "pglite"))).toBe(0o700);
    expect(mode(path.join(old, "secrets.json"))).toBe(0o600);
    expect(mode(path.join(old, "notifications-journal.ndjson"))).toBe(0o600);
    expect(mode(path.join(old, "notifications-journal.1-000000.replaying"))).toBe(0o600);
  });

  it("the journal creates its folder 0700 and its file 0600", async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "data-dir-")), "journal");
    const journal = createJournal(dir);
    await journal.append({
      dedupeKey: "id:1",
      topic: "questions",
      resource: "/questions/1",
      userId: 1n,
      source: "callback",
      receivedAt: new Date(),
    });
    await journal.close();
    expect(mode(dir)).toBe(0o700);
    expect(mode(path.join(dir, "notifications-journal.ndjson"))).toBe(0o600);
  });
});
