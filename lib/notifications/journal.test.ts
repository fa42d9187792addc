import { appendFileSync, readdirSync, readFileSync, writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { createJournal } from "./journal";
import type { NotificationRecord } from "./parse";

const record = (i: number): NotificationRecord => ({
  dedupeKey: `id:${i}`,
  topic: "questions",
  resource: `/questions/${i + 1}`,
  userId: 241370001n,
  source: "callback",
  receivedAt: new Date(0),
});

/** Just enough of Prisma for storeNotifications: remembers the rows its INSERT … FROM unnest(one array per column) carries. */
function fakeDb(stored: NotificationRecord[]) {
  const $executeRaw = async (_sql: TemplateStringsArray, ...columns: string[][]) => {
    const [, keys, topics, resources, userIds, sources, receivedAts] = columns as [
      string[],
      string[],
      string[],
      string[],
      string[],
      NotificationRecord["source"][],
      string[],
    ];
    keys.forEach((dedupeKey, i) =>
      stored.push({
        dedupeKey,
        topic: topics[i]!,
        resource: resources[i]!,
        userId: BigInt(userIds[i]!),
        source: sources[i]!,
        receivedAt: new Date(receivedAts[i]!),
      }),
    );
    return keys.length;
  };
  return { $executeRaw } as unknown as Db;
}

describe("notification journal", () => {
  it("group-commits concurrent appends, and replay stores every line then removes the file", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "journal-test-"));
    const journal = createJournal(dir);
    await Promise.all(Array.from({ length: 200 }, (_, i) => journal.append(record(i))));
    expect(readFileSync(path.join(dir, "notifications-journal.ndjson"), "utf8").trim().split("\n")).toHaveLength(200);
    expect(journal.stats()).toMatchObject({ lines: 200 });
    expect(journal.stats().commits).toBeLessThanOrEqual(2);
    expect(journal.pending()).toBe(200);

    const stored: NotificationRecord[] = [];
    expect(await journal.replay(fakeDb(stored))).toBe(200);
    expect(stored.map((r) => r.dedupeKey)).toEqual(Array.from({ length: 200 }, (_, i) => `id:${i}`));
    expect(stored[0]).toMatchObject({ userId: 241370001n, receivedAt: new Date(0) });
    expect(readdirSync(dir)).toEqual([]);
    expect(journal.pending()).toBe(0);
  });

  it("skips a torn last line and picks up a rotation left behind by a crash", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "journal-test-"));
    writeFileSync(
      path.join(dir, "notifications-journal.1.replaying"),
      JSON.stringify({ ...record(1), userId: "1", receivedAt: new Date(0) }) + '\n{"dedupe',
    );
    const stored: NotificationRecord[] = [];
    expect(await createJournal(dir).replay(fakeDb(stored))).toBe(1);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("a line appended after a crash mid-write is not glued to the torn one", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "journal-test-"));
    writeFileSync(path.join(dir, "notifications-journal.ndjson"), JSON.stringify({ ...record(1), userId: "1" }) + '\n{"dedupeKey":"id:tor');
    const journal = createJournal(dir);
    await journal.append(record(2));
    const stored: NotificationRecord[] = [];
    expect(await journal.replay(fakeDb(stored))).toBe(2);
    expect(stored.map((r) => r.dedupeKey)).toEqual(["id:1", "id:2"]);
  });

  it("replays run one at a time, and rotations in the same millisecond never overwrite each other", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "journal-test-"));
    const journal = createJournal(dir, { moveBatch: 3 });
    const stored: NotificationRecord[] = [];
    const failing = { $executeRaw: async () => Promise.reject(new Error("database down")) } as unknown as Db;
    await journal.append(record(1));
    await expect(journal.replay(failing)).rejects.toThrow("database down");
    await journal.append(record(2));
    await expect(journal.replay(failing)).rejects.toThrow("database down");
    // Two rotated files wait; both survive, and their lines stay pending.
    expect(readdirSync(dir).filter((n) => n.endsWith(".replaying"))).toHaveLength(2);
    expect(journal.pending()).toBe(2);

    await Promise.all(Array.from({ length: 7 }, (_, i) => journal.append(record(10 + i))));
    appendFileSync(path.join(dir, "notifications-journal.ndjson"), ""); // nothing torn: the file ends with a newline
    const [a, b] = await Promise.all([journal.replay(fakeDb(stored)), journal.replay(fakeDb(stored))]);
    expect(a + b).toBe(9);
    expect(new Set(stored.map((r) => r.dedupeKey)).size).toBe(9);
    expect(stored).toHaveLength(9);
    expect(readdirSync(dir)).toEqual([]);
    expect(journal.pending()).toBe(0);
  });

  it("replays a large backlog line by line: memory stays bounded whatever the file's size", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "journal-test-"));
    // About 80 MB of journal left behind (a long flood, then a restart).
    const line = (i: number) => JSON.stringify({ ...record(i), userId: "241370001", receivedAt: new Date(0), pad: "x".repeat(200) }) + "\n";
    const lines = 300_000;
    const file = path.join(dir, "notifications-journal.1-000000.replaying");
    for (let from = 0; from < lines; from += 10_000)
      appendFileSync(file, Array.from({ length: 10_000 }, (_, i) => line(from + i)).join(""));
    const baseline = process.memoryUsage().heapUsed;
    let peak = 0;
    let stored = 0;
    const counting = {
      $executeRaw: async (_sql: TemplateStringsArray, ...columns: string[][]) => {
        peak = Math.max(peak, process.memoryUsage().heapUsed - baseline);
        stored += columns[1]!.length;
        return columns[1]!.length;
      },
    } as unknown as Db;
    expect(await createJournal(dir, { moveBatch: 500 }).replay(counting)).toBe(lines);
    expect(stored).toBe(lines);
    // Reading it whole held the 80 MB text and 300,000 records at once (several hundred MB).
    expect(peak).toBeLessThan(48 * 1024 * 1024);
  }, 60_000);
});
