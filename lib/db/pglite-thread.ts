import path from "node:path";
import { Worker } from "node:worker_threads";
import type { SqlDriverAdapterFactory } from "@prisma/client/runtime/library";
import type { Listen } from "./listen";
import type { SqlExecutor } from "./sql-executor";

type SqlDriverAdapter = Awaited<ReturnType<SqlDriverAdapterFactory["connect"]>>;
type SqlQuery = Parameters<SqlDriverAdapter["queryRaw"]>[0];
type SqlResultSet = Awaited<ReturnType<SqlDriverAdapter["queryRaw"]>>;
type Transaction = Awaited<ReturnType<SqlDriverAdapter["startTransaction"]>>;
type IsolationLevel = Parameters<SqlDriverAdapter["startTransaction"]>[0];

/** A plain .mjs file started by path: Next's bundler must not rewrite it, and no TypeScript loader runs in the thread. */
const WORKER_FILE = path.join(/* turbopackIgnore: true */ process.cwd(), "lib", "db", "pglite-worker.mjs");

type Reply =
  { id: number; ok?: unknown; error?: Record<string, unknown> & { name: string; message: string } } | { notify: number; payload: string };

/**
 * Embedded PGlite on its own thread (lib/db/pglite-worker.mjs), seen from the server's thread: a Prisma
 * driver adapter, LISTEN and the migration runner's SQL, each a message to the thread. The database's
 * work (WebAssembly, synchronous) then runs beside the event loop instead of on it, so requests, upstream
 * answers and the callback are served while a statement runs. The thread holds the process open only
 * while a call is waiting for its answer, as PGlite on the main thread did.
 */
export class PGliteThread {
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private readonly subscribers = new Map<number, (payload: string) => void>();
  private lastId = 0;
  private stopped: Error | null = null;

  private constructor(
    private readonly worker: Worker,
    readonly adapterName: string,
  ) {
    worker.on("message", (reply: Reply) => this.receive(reply));
    worker.on("error", (error) => this.stop(error));
    worker.on("exit", (code) => this.stop(new Error(`the embedded database's thread ended (exit code ${code})`)));
    worker.unref();
  }

  /** Starts the thread on PGlite's data folder; rejects with the database's own error when it cannot open it. */
  static open(dataDir: string): Promise<PGliteThread> {
    const worker = new Worker(WORKER_FILE, { workerData: { dataDir } });
    return new Promise((resolve, reject) => {
      const fail = (error: Error) => reject(error);
      worker.once("error", fail);
      worker.once("message", (first: { ready?: string }) => {
        worker.off("error", fail);
        resolve(new PGliteThread(worker, first.ready ?? "pglite"));
      });
    });
  }

  call<T>(op: string, args: Record<string, unknown> = {}): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = ++this.lastId;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ id, op, ...args });
    });
  }

  private receive(reply: Reply) {
    if ("notify" in reply) return this.subscribers.get(reply.notify)?.(reply.payload);
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if (reply.error) waiting.reject(Object.assign(new Error(reply.error.message), reply.error));
    else waiting.resolve(reply.ok);
  }

  private stop(error: Error) {
    this.stopped ??= error;
    for (const waiting of this.pending.values()) waiting.reject(this.stopped);
    this.pending.clear();
  }

  /** What PrismaClient takes as `adapter`: every call is forwarded to the thread's pglite-prisma-adapter. */
  prismaAdapter(): SqlDriverAdapterFactory {
    const queryable = (tx?: number) => ({
      provider: "postgres" as const,
      adapterName: this.adapterName,
      queryRaw: (query: SqlQuery) => this.call<SqlResultSet>("queryRaw", { query, tx }),
      executeRaw: (query: SqlQuery) => this.call<number>("executeRaw", { query, tx }),
    });
    const adapter: SqlDriverAdapter = {
      ...queryable(),
      executeScript: (script) => this.call("executeScript", { script }),
      startTransaction: async (isolationLevel?: IsolationLevel): Promise<Transaction> => {
        const { tx, options } = await this.call<{ tx: number; options: Transaction["options"] }>("begin", { isolationLevel });
        return { ...queryable(tx), options, commit: () => this.call("commit", { tx }), rollback: () => this.call("rollback", { tx }) };
      },
      getConnectionInfo: () => ({ supportsRelationJoins: true }),
      dispose: async () => undefined,
    };
    return { provider: "postgres", adapterName: this.adapterName, connect: async () => adapter };
  }

  /** PGlite delivers NOTIFY to listeners of the same instance: one process, one database. */
  readonly listen: Listen = async (channel, onMessage) => {
    const subscription = ++this.lastId;
    this.subscribers.set(subscription, onMessage);
    await this.call("listen", { channel, subscription }).catch((error: Error) => {
      this.subscribers.delete(subscription);
      throw error;
    });
    return async () => {
      this.subscribers.delete(subscription);
      await this.call("unlisten", { subscription });
    };
  };

  executor(): SqlExecutor {
    return {
      exec: (sql) => this.call("exec", { sql }),
      query: (sql, params) => this.call("query", { sql, params }),
      close: async () => undefined,
    };
  }

  async close(): Promise<void> {
    if (!this.stopped) await this.call("close");
    await this.worker.terminate();
  }
}
