import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { openDb } from "../db/client";
import { answerCallback } from "../notifications/callback-http";
import { createLiveHarness } from "./notification-harness";

/**
 * One app instance's notification pipeline in its own process, for the multi-instance tests: the
 * callback as the server answers it (journal + fsync, on node:http), and the mover/processor on a shared
 * PostgreSQL database. Killed with SIGKILL and started again on the same journal folder, it is an
 * instance that crashed and came back. Prints "LISTENING <port>" once it accepts callbacks.
 * Env: DATABASE_URL, MARKETPLACE_URL, JOURNAL_DIR, CIPHER_KEY, LEASE_MS.
 */
const need = (name: string) => process.env[name] ?? (console.error(`missing ${name}`), process.exit(2));

const { db } = await openDb({ databaseUrl: need("DATABASE_URL"), dataDir: "" });
const live = createLiveHarness(db, need("MARKETPLACE_URL"), {
  journalDir: need("JOURNAL_DIR"),
  cipherKey: need("CIPHER_KEY"),
  leaseMs: Number(process.env.LEASE_MS ?? 60_000),
});
live.processor.start(200);
live.processor.kick(); // lines a previous life of this instance journaled and never moved

const server = createServer((req, res) => void answerCallback(live.receiveDeps(), req, res));
server.keepAliveTimeout = 30_000;
server.listen(0, "127.0.0.1", () => console.log(`LISTENING ${(server.address() as AddressInfo).port}`));
