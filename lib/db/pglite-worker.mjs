// Embedded PGlite and its Prisma driver adapter, on a worker thread: PostgreSQL compiled to WebAssembly
// runs every statement synchronously, and on the server's own thread each one held back every request
// and upstream answer behind it. lib/db/pglite-thread.ts is the other end; the messages are
// { id, op, ...args } → { id, ok } or { id, error }, plus { notify, payload } for LISTEN.
// Plain JavaScript: it is started from a file path, outside Next's bundle and any TypeScript loader.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { withPreparedStatements } from "./pglite-statements.mjs";

// pg_trgm: the suggested answers' similarity (a migration creates the extension, which needs its code loaded here).
const pglite = new PGlite(workerData.dataDir, { extensions: { pg_trgm } });
await pglite.waitReady; // a failure here ends the thread with its error, which the opener reports
const factory = new PrismaPGlite(withPreparedStatements(pglite));
const adapter = await factory.connect();
const transactions = new Map();
const subscriptions = new Map();
let lastTransaction = 0;

const target = (tx) => {
  if (tx === undefined) return adapter;
  const transaction = transactions.get(tx);
  if (!transaction) throw new Error(`transaction ${tx} is not open`);
  return transaction;
};
const finish = (tx, how) => {
  const transaction = target(tx);
  transactions.delete(tx);
  return how === "commit" ? transaction.commit() : transaction.rollback();
};

const ops = {
  queryRaw: ({ query, tx }) => target(tx).queryRaw(query),
  executeRaw: ({ query, tx }) => target(tx).executeRaw(query),
  executeScript: ({ script }) => adapter.executeScript(script),
  begin: async ({ isolationLevel }) => {
    const transaction = await adapter.startTransaction(isolationLevel);
    transactions.set(++lastTransaction, transaction);
    return { tx: lastTransaction, options: transaction.options };
  },
  commit: ({ tx }) => finish(tx, "commit"),
  rollback: ({ tx }) => finish(tx, "rollback"),
  // The migration runner's plain SQL (lib/db/sql-executor.ts).
  exec: async ({ sql }) => void (await pglite.exec(sql)),
  query: async ({ sql, params }) => (await pglite.query(sql, params)).rows,
  listen: async ({ channel, subscription }) => {
    subscriptions.set(subscription, await pglite.listen(channel, (payload) => parentPort.postMessage({ notify: subscription, payload })));
  },
  unlisten: async ({ subscription }) => {
    const stop = subscriptions.get(subscription);
    subscriptions.delete(subscription);
    await stop?.();
  },
  close: () => pglite.close(),
};

/** Errors cross the thread as plain objects: name, message, stack, cause (the adapter's PostgreSQL details) and own fields (code, detail…). */
const plain = (error) =>
  error instanceof Error
    ? { ...error, name: error.name, message: error.message, stack: error.stack, cause: error.cause }
    : { name: "Error", message: String(error) };

parentPort.on("message", async ({ id, op, ...args }) => {
  let reply;
  try {
    reply = { id, ok: await ops[op](args) };
  } catch (error) {
    reply = { id, error: plain(error) };
  }
  try {
    parentPort.postMessage(reply);
  } catch (error) {
    parentPort.postMessage({ id, error: { name: "Error", message: `the database's answer could not cross threads: ${error.message}` } });
  }
});
parentPort.postMessage({ ready: factory.adapterName });
