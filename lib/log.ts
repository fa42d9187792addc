import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type Logger } from "pino";
import { processSingleton } from "./process-singleton";

/**
 * The server's one logger (pino). Every line carries a level and, inside a request, that request's id
 * (set by lib/api/with-request.ts), so a line in the log finds the answer the browser got. Production
 * writes one JSON object a line (for a log collector); elsewhere a plain line a person reads. Secrets
 * never reach the output: fields named like a token, an authorization, a cookie, a password or a secret
 * are replaced, and strings are scrubbed of bearer tokens and the marketplace's token formats.
 *
 * Use: `const log = logger("sales"); log.error({ err: error, saleId }, "storing an opened sale failed")`.
 */
export type { Logger };

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type LogFormat = "json" | "plain";

export interface LogSettings {
  level: LogLevel;
  format: LogFormat;
}

/** LOG_LEVEL (default info; an unknown name falls back to it) and the format production wants. */
export function logSettings(source: Record<string, string | undefined>): LogSettings {
  const level = (LOG_LEVELS as readonly string[]).includes(source.LOG_LEVEL ?? "") ? (source.LOG_LEVEL as LogLevel) : "info";
  return { level, format: source.NODE_ENV === "production" ? "json" : "plain" };
}

// ── Secrets ─────────────────────────────────────────────────────────────────────────────────────────

const SECRET_KEY = /token|authorization|cookie|password|passwd|secret|api[-_]?key|credential/i;
const SECRET_TEXT: Array<[RegExp, string]> = [
  [/\bBearer\s+[^\s"',;]+/gi, "Bearer [redacted]"],
  // The marketplace's access tokens (APP_USR-<app>-<date>-<hex>-<user>) and grant/refresh tokens (TG-<hex>-<user>).
  [/\bAPP_USR-[\w-]+/g, "[redacted]"],
  [/\bTG-[0-9a-f]{8,}-\d+/gi, "[redacted]"],
  // Secrets in query strings and form bodies.
  [/\b((?:access_token|refresh_token|client_secret|code_verifier|password|token)=)[^&\s"']+/gi, "$1[redacted]"],
];
export const REDACTED = "[redacted]";

function scrubText(text: string): string {
  return SECRET_TEXT.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

function plainError(error: Error, depth: number): Record<string, unknown> {
  const fields: Record<string, unknown> = { type: error.name, message: scrubText(error.message) };
  if (error.stack) fields.stack = scrubText(error.stack);
  for (const [key, value] of Object.entries(error)) fields[key] = scrub(value, key, depth + 1);
  if (error.cause !== undefined) fields.cause = scrub(error.cause, "cause", depth + 1);
  return fields;
}

/** A copy of `value` safe to write: secret-named fields replaced, strings scrubbed, errors made plain. */
export function scrub(value: unknown, key = "", depth = 0): unknown {
  if (key && SECRET_KEY.test(key) && value !== undefined && value !== null) return REDACTED;
  if (typeof value === "string") return scrubText(value);
  // JSON has no BigInt (our database ids are): written as its digits.
  if (typeof value === "bigint") return value.toString();
  if (typeof value !== "object" || value === null) return value;
  if (depth > 6) return "[deep]";
  if (value instanceof Error) return plainError(value, depth);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => scrub(item, "", depth + 1));
  if (value instanceof Headers) return scrub(Object.fromEntries(value), "", depth + 1);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = scrub(v, k, depth + 1);
  return out;
}

/** pino's call arguments made safe: an Error alone becomes `{ err }` (pino's convention), then everything is scrubbed. */
function scrubArgs(args: unknown[]): unknown[] {
  return args.map((arg, i) => (i === 0 && arg instanceof Error ? { err: scrub(arg) } : scrub(arg)));
}

// ── Request context ─────────────────────────────────────────────────────────────────────────────────

interface LogContext {
  requestId: string;
}
// One per process: a request's handler and the modules it calls may come from different module graphs.
const context = processSingleton("logContext", () => new AsyncLocalStorage<LogContext>());

/** Runs `work` with `requestId` on every line logged inside it, however deep and however asynchronous. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return context.run({ requestId }, work);
}

// ── Output ──────────────────────────────────────────────────────────────────────────────────────────

const LEVEL_NAMES: Record<number, string> = { 10: "TRACE", 20: "DEBUG", 30: "INFO", 40: "WARN", 50: "ERROR", 60: "FATAL" };
const OWN_FIELDS = new Set(["level", "time", "msg", "component", "requestId", "pid", "hostname"]);

/** One JSON line as a person reads it: `12:00:01.234 WARN [sales] (req 1f2e…) message key=value`, then any stack. */
export function plainLine(json: string): string {
  const entry = JSON.parse(json) as Record<string, unknown>;
  const time = typeof entry.time === "number" ? new Date(entry.time).toISOString().slice(11, 23) : "";
  const head = [time, LEVEL_NAMES[entry.level as number] ?? String(entry.level)];
  if (entry.component) head.push(`[${String(entry.component)}]`);
  if (entry.requestId) head.push(`(req ${String(entry.requestId)})`);
  const stacks: string[] = [];
  const fields = Object.entries(entry)
    .filter(([key]) => !OWN_FIELDS.has(key))
    .map(([key, value]) => {
      const error = value as { stack?: unknown; message?: unknown } | null;
      if (error && typeof error === "object" && typeof error.stack === "string") {
        stacks.push(error.stack);
        return `${key}=${JSON.stringify(error.message)}`;
      }
      return `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`;
    });
  return [[...head, entry.msg ?? "", ...fields].join(" "), ...stacks.map((s) => s.replace(/^/gm, "    "))].join("\n") + "\n";
}

/** Where a JSON line goes, with its numeric level (pino's: 30 info, 40 warn, 50 error). */
export type LogWrite = (json: string, level: number) => void;

/** The terminal or the collector: JSON as it is or a plain line; errors and warnings to stderr, the rest to stdout, like console. */
export function stdioWrite(format: LogFormat): LogWrite {
  return (json, level) => (level >= 40 ? process.stderr : process.stdout).write(format === "json" ? json : plainLine(json));
}

export function createLogger(level: LogLevel, write: LogWrite): Logger {
  return pino(
    {
      level,
      base: undefined, // no pid/hostname on every line: one process per container or terminal
      timestamp: pino.stdTimeFunctions.epochTime,
      // Errors are made plain (and scrubbed) before pino sees them; its own serializer would rename their type.
      serializers: { err: (error: unknown) => error },
      mixin: () => {
        const requestId = context.getStore()?.requestId;
        return requestId ? { requestId } : {};
      },
      hooks: {
        logMethod(args, method) {
          method.apply(this, scrubArgs(args) as Parameters<typeof method>);
        },
      },
    },
    { write: (json: string) => write(json, Number(/"level":(\d+)/.exec(json)?.[1] ?? 30)) },
  );
}

// ── The process's logger ────────────────────────────────────────────────────────────────────────────

interface Root {
  logger: Logger;
  /** Where lines go; tests redirect it (lib/testing/capture-log.ts). */
  write: LogWrite;
}

const root = processSingleton<Root>("log", () => {
  // The logger is needed before the environment is validated (a refusal to start over a bad variable is
  // logged) and by the launcher, which cannot import the server-only lib/env.ts: so it reads its two
  // variables itself, leniently.
  // eslint-disable-next-line mostrador/no-process-env -- see the comment above
  const { level, format } = logSettings(process.env);
  const holder: Root = { logger: undefined as unknown as Logger, write: stdioWrite(format) };
  holder.logger = createLogger(level, (json, n) => holder.write(json, n));
  return holder;
});

/** A logger for one part of the app: its lines say `[component]`. */
export function logger(component: string): Logger {
  return root.logger.child({ component });
}

/** Tests: sends the process's JSON lines to `write` until the returned function is called. */
export function redirectLog(write: LogWrite): () => void {
  const previous = root.write;
  root.write = write;
  return () => void (root.write = previous);
}
