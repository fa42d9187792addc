import { createReadStream } from "node:fs";
import { mkdir, open, readdir, rename, unlink, type FileHandle } from "node:fs/promises";
import path from "node:path";
import type { Db } from "../db/client";
import type { NotificationRecord } from "./parse";
import { paced, stepAside } from "./step-aside";
import { storeNotifications } from "./store";
import { logger } from "../log";

const log = logger("notifications");

/**
 * Where the callback makes a notification durable before it answers 200: one JSON line per
 * notification, appended and fsynced, so an acknowledged notification survives a crash without the
 * database being involved at all. Appends are group committed (everything queued while one write +
 * fsync runs goes in the next one), so a burst costs a few dozen fsyncs, not one per request.
 *
 * `replay` is the mover: it rotates the file, stores the lines in the database (deduplicated, in small
 * batches that step aside while callbacks arrive) and deletes a rotated file only once all of it is
 * stored. A crash anywhere leaves lines to replay again; the unique dedupe key makes that harmless.
 */
export interface Journal {
  append(record: NotificationRecord): Promise<void>;
  /** Stores every journaled notification in the database; returns how many lines it read. */
  replay(db: Db): Promise<number>;
  /** Lines made durable by this process and not yet stored in the database (Settings may count them as pending). */
  pending(): number;
  /** An append is in flight or one arrived in the last few ms: background work should wait. */
  isBusy(now?: number): boolean;
  /** Group-commit figures, for benches. */
  stats(): { commits: number; lines: number; syncMs: number; maxSyncMs: number };
  /** Closes the open file (tests, shutdown); a later append reopens it. */
  close(): Promise<void>;
}

const FILE = "notifications-journal.ndjson";
const REPLAYING = /^notifications-journal\.\d+(-\d+)?\.replaying$/;
/** Rows per INSERT: PGlite is one session and each statement holds it, so keep each one short. */
const MOVE_BATCH = 100;
/** Background work waits until callbacks have been quiet this long (a gap of a few ms is not the end of a burst). */
const QUIET_MS = 200;

/** `inProcessDb`: the database is embedded PGlite (one session in this process), so each stored batch is paced (see `paced`). */
export function createJournal(dir: string, { moveBatch = MOVE_BATCH, inProcessDb = false } = {}): Journal {
  const file = path.join(dir, FILE);
  // Every operation on the live file runs on this chain, so a rotation never races an append.
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = chain.then(task, task);
    chain = run.catch(() => undefined);
    return run;
  };

  let batch: { lines: string[]; done: Promise<void> } | null = null;
  let handle: FileHandle | null = null;
  let appending = 0;
  let lastAppend = 0;
  let live = 0; // durable lines in the live file, appended by this process
  let moving = 0; // lines rotated out and not yet stored (exact once a mover has read them)
  let rotations = 0;
  const stats = { commits: 0, lines: 0, syncMs: 0, maxSyncMs: 0 };

  async function openLive(): Promise<FileHandle> {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    // Only the server's user reads what sellers' notifications say (lib/data-dir.ts).
    const h = await open(file, "a+", 0o600);
    const { size } = await h.stat();
    if (size === 0) {
      await syncDir(dir); // a new file: make its directory entry durable too
    } else {
      // A crash mid-write can leave a torn last line; end it, or our first line would be glued to it.
      const last = Buffer.alloc(1);
      await h.read(last, 0, 1, size - 1);
      if (last[0] !== 0x0a) await h.appendFile("\n");
    }
    return h;
  }

  async function writeLines(lines: string[]) {
    handle ??= await openLive();
    try {
      await handle.appendFile(lines.join(""));
      const started = performance.now();
      await handle.sync();
      const took = performance.now() - started;
      stats.commits++;
      stats.lines += lines.length;
      stats.syncMs += took;
      stats.maxSyncMs = Math.max(stats.maxSyncMs, took);
      live += lines.length;
    } catch (error) {
      // Unknown state after a failed write: reopen next time (the torn-line check covers a partial write).
      const h = handle;
      handle = null;
      await h.close().catch(() => undefined);
      throw error;
    }
  }

  async function closeLive() {
    const h = handle;
    handle = null;
    await h?.close();
  }

  async function rotate() {
    await serial(async () => {
      await closeLive();
      const seq = String(rotations++).padStart(6, "0");
      try {
        // Date.now() orders files across restarts; the sequence keeps two rotations in one ms apart
        // (rename would silently replace an existing file).
        await rename(file, path.join(dir, `notifications-journal.${Date.now()}-${seq}.replaying`));
        moving += live;
        live = 0;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    });
  }

  const isBusy = (now = Date.now()) => appending > 0 || now - lastAppend < QUIET_MS;

  async function move(db: Db): Promise<number> {
    await stepAside(isBusy);
    await rotate();
    let names: string[];
    try {
      names = (await readdir(dir)).filter((n) => REPLAYING.test(n)).sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
      throw error;
    }
    // Read line by line, one batch at a time: a backlog of any size replays in bounded memory.
    const files = names.map((name) => path.join(dir, name));
    // Now known exactly, including lines a previous process left behind (a streamed count, not a read).
    moving = (await Promise.all(files.map(countLines))).reduce((a, b) => a + b, 0);
    let read = 0;
    for (const full of files) {
      for await (const chunk of readBatches(full, moveBatch)) {
        await stepAside(isBusy);
        await (inProcessDb ? paced(() => storeNotifications(db, chunk)) : storeNotifications(db, chunk));
        moving = Math.max(0, moving - chunk.length);
        read += chunk.length;
      }
      await unlink(full);
    }
    moving = 0; // unreadable (torn) lines were counted but never stored
    return read;
  }

  // One mover at a time (the processor loop, a test, a bench may all ask): each waits for the previous.
  let moves: Promise<unknown> = Promise.resolve();

  return {
    append(record) {
      const line = JSON.stringify({ ...record, userId: String(record.userId), receivedAt: record.receivedAt.toISOString() }) + "\n";
      lastAppend = Date.now();
      if (!batch) {
        const lines: string[] = [];
        batch = { lines, done: serial(() => ((batch = null), writeLines(lines))) };
      }
      batch.lines.push(line);
      appending++;
      const done = batch.done;
      void done.then(
        () => appending--,
        () => appending--,
      );
      return done;
    },

    replay(db) {
      const run = moves.then(
        () => move(db),
        () => move(db),
      );
      moves = run.catch(() => undefined);
      return run;
    },

    pending: () => live + moving,
    isBusy,
    stats: () => ({ ...stats }),
    close: () => serial(closeLive),
  };
}

async function syncDir(dir: string) {
  try {
    const d = await open(dir, "r");
    try {
      await d.sync();
    } finally {
      await d.close();
    }
  } catch {
    // Not every platform can fsync a directory (Windows); the file's own fsync still holds.
  }
}

/** A journal file's records, `size` at a time, read as a stream (never the whole file in memory). */
export async function* readBatches(file: string, size: number): AsyncGenerator<NotificationRecord[]> {
  let batch: NotificationRecord[] = [];
  for await (const line of readLines(file)) {
    const record = parseLine(line);
    if (!record) continue;
    batch.push(record);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/**
 * A file's lines over the stream's own async iterator, which reads the next chunk only when asked
 * (readline's iterator keeps reading ahead while the consumer waits on the database).
 */
async function* readLines(file: string): AsyncGenerator<string> {
  let carry = "";
  for await (const chunk of createReadStream(file, { encoding: "utf8", highWaterMark: 64 * 1024 }) as AsyncIterable<string>) {
    const parts = (carry + chunk).split("\n");
    carry = parts.pop()!;
    yield* parts;
  }
  if (carry) yield carry;
}

function parseLine(line: string): NotificationRecord | null {
  if (!line.trim()) return null;
  try {
    const raw = JSON.parse(line) as Omit<NotificationRecord, "userId" | "receivedAt"> & { userId: string; receivedAt: string };
    return { ...raw, userId: BigInt(raw.userId), receivedAt: new Date(raw.receivedAt) };
  } catch {
    // A torn line (crash mid-write) was never acknowledged: the marketplace retries it.
    log.warn("skipped an unreadable journal line");
    return null;
  }
}

/** Newline-terminated lines in a file, counted over a stream. */
async function countLines(file: string): Promise<number> {
  let count = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    for (let i = chunk.indexOf(0x0a); i !== -1; i = chunk.indexOf(0x0a, i + 1)) count++;
  }
  return count;
}
