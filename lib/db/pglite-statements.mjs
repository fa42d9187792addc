// Prisma's statements, kept prepared in embedded PGlite. PGlite's query() parses, describes and plans every
// statement anew, in six protocol round trips into WebAssembly; Prisma sends the same few hundred texts
// over and over. Here each text is parsed once as a named statement, and each run is one round trip
// (bind, describe, execute, sync) that reuses PostgreSQL's plan once it has settled on a generic one.
// Measured on opening a sale's one read: 2.5–3.7 ms through query(), 0.4–0.8 ms prepared (in one thread).
// Plain JavaScript: the PGlite thread (pglite-worker.mjs) loads it by path.
import { parse, protocol } from "@electric-sql/pglite";

const { serialize } = protocol;
/** Prisma's IN lists make texts of every length: past this many, start over rather than grow without end. */
const MAX_STATEMENTS = 1_000;
/** SQLSTATE 0A000 "cached plan must not change result type": a table under a statement changed shape. */
const PLAN_CHANGED = "0A000";

const joined = (messages) => {
  const out = new Uint8Array(messages.reduce((n, m) => n + m.length, 0));
  let at = 0;
  for (const m of messages) {
    out.set(m, at);
    at += m.length;
  }
  return out;
};

/**
 * `pglite` with its query() answered from named statements; every other member is PGlite's own, so
 * transactions (whose queries go through their own object) and exec() are unchanged. Like query(), a call
 * waits for any open transaction and for other queries, and writes through to the file system.
 */
export function withPreparedStatements(pglite, { maxStatements = MAX_STATEMENTS } = {}) {
  const statements = new Map(); // text → { name, paramTypes }
  let lastName = 0;

  async function prepare(text) {
    if (statements.size >= maxStatements) {
      await pglite.execProtocol(serialize.query("DEALLOCATE ALL"));
      statements.clear();
    }
    const name = `mostrador_${++lastName}`;
    // A failed Parse leaves nothing behind: the Sync in the same message ends the failed exchange.
    const { messages } = await pglite.execProtocol(
      joined([serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()]),
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    return statement;
  }

  async function run(text, params, options) {
    const statement = statements.get(text) ?? (await prepare(text));
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i];
      const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
      return serializer ? serializer(value) : value.toString();
    });
    const { messages } = await pglite.execProtocol(
      joined([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: "P" }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    return parse.parseResults(messages, pglite.parsers, options)[0];
  }

  async function query(text, params = [], options) {
    return pglite._runExclusiveTransaction(() =>
      pglite.runExclusive(async () => {
        try {
          return await run(text, params, options);
        } catch (error) {
          if (error?.code !== PLAN_CHANGED || !statements.has(text)) throw error;
          // Prepare it again against the table as it is now (the old name stays until DEALLOCATE ALL).
          statements.delete(text);
          return run(text, params, options);
        }
      }),
    );
  }

  return new Proxy(pglite, {
    get(target, key) {
      if (key === "query") return query;
      const value = Reflect.get(target, key, target);
      // PGlite keeps its state in private fields: its methods must run on PGlite itself, not the proxy.
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
