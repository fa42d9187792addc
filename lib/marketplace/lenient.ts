import { AsyncLocalStorage } from "node:async_hooks";
import { z } from "zod";
import { logger } from "../log";

const log = logger("marketplace");

/**
 * Lenient reading of the marketplace's answers: one element of a list that cannot be read is left out and
 * named, never the whole answer (a 502 for the page). The call being read is set by http.ts around its
 * (synchronous) parse, so a schema anywhere in lib/marketplace/ can say which call and which seller an
 * unreadable element came from without being told.
 */
export interface UnreadableElement {
  /** Method and path of the call, e.g. `GET /orders/search`. */
  call: string;
  /** The seller the call was made for (undefined for application calls). */
  sellerId?: number;
  /** The element's own id when it has one, else its position (`#3`). */
  id: string;
  /** Where in the element it failed: `path: message`, the first few zod issues. */
  issues: string[];
  at: number;
  /** How many times this element (call + id) was dropped since the process started. */
  count: number;
}

interface ReadContext {
  call: string;
  sellerId?: number;
}

let current: ReadContext | undefined;

/** Runs a synchronous parse with the call it reads: http.ts is the only caller. */
export function readingCall<T>(context: ReadContext, parse: () => T): T {
  const outer = current;
  current = context;
  try {
    return parse();
  } finally {
    current = outer;
  }
}

const KEEP = 200;
const recorded = new Map<string, UnreadableElement>();

function record(id: string, issues: string[]): void {
  const call = current?.call ?? "(unknown call)";
  noteInCollector({ call, kind: "element_left_out", id, issues });
  const key = `${current?.sellerId ?? "app"} ${call} ${id}`;
  const known = recorded.get(key);
  if (known) {
    known.count += 1;
    known.at = Date.now();
    return;
  }
  // Logged once per element, not per read: a list re-read every minute would flood the log.
  log.warn({ call, element: id, issues }, `${call}: left out element ${id}, unreadable`);
  recorded.set(key, { call, sellerId: current?.sellerId, id, issues, at: Date.now(), count: 1 });
  if (recorded.size > KEEP) recorded.delete(recorded.keys().next().value as string);
}

/** What was left out, newest first; only one seller's when `sellerId` is given. */
export function unreadableElements(sellerId?: number): UnreadableElement[] {
  return [...recorded.values()].filter((e) => sellerId === undefined || e.sellerId === sellerId).sort((a, b) => b.at - a.at);
}

/** Tests only: forget what was recorded. */
export function forgetUnreadable(): void {
  recorded.clear();
}

function elementId(raw: unknown, position: number): string {
  if (raw && typeof raw === "object") {
    const { id } = raw as { id?: unknown };
    if (typeof id === "string" || typeof id === "number") return String(id);
  }
  return `#${position}`;
}

function describe(error: z.ZodError): string[] {
  return error.issues.slice(0, 3).map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`);
}

/**
 * A list whose unreadable elements are left out and recorded. `null`/absent reads as an empty list, and a
 * value that is not a list at all fails as `z.array` would.
 */
export function lenientArray<S extends z.ZodType>(element: S) {
  return z
    .array(z.unknown())
    .nullish()
    .transform((items): Array<z.output<S>> => {
      const kept: Array<z.output<S>> = [];
      (items ?? []).forEach((raw, n) => {
        const parsed = element.safeParse(raw);
        if (parsed.success) kept.push(parsed.data);
        else record(elementId(raw, n), describe(parsed.error));
      });
      return kept;
    });
}

/**
 * What lenient reading did during one piece of work (the doctor's one check): each element left out and
 * each field read with its fallback, with the call that read it. Collected per async context, so a
 * check run beside other requests gets only its own.
 */
export interface LenientNote {
  call: string;
  kind: "element_left_out" | "field_missing" | "field_other_type";
  /** The element's id (or `#position`), or the field's name. */
  id: string;
  issues: string[];
}

const collector = new AsyncLocalStorage<LenientNote[]>();

function noteInCollector(note: LenientNote): void {
  const notes = collector.getStore();
  if (notes && !notes.some((n) => n.call === note.call && n.kind === note.kind && n.id === note.id)) notes.push(note);
}

/**
 * Runs `work` and tells, beside how it settled, what lenient reading had to do for it (see LenientNote),
 * a failure included: what was left out before a read failed is part of the story. Never throws.
 */
export async function collectLenient<T>(
  work: () => Promise<T>,
): Promise<({ ok: true; value: T } | { ok: false; error: unknown }) & { notes: LenientNote[] }> {
  const notes: LenientNote[] = [];
  try {
    return { ok: true, value: await collector.run(notes, work), notes };
  } catch (error) {
    return { ok: false, error, notes };
  }
}

/** A field read with a fallback, as lenientField recorded it (newest first via fieldFallbacks). */
export interface FieldFallback {
  call: string;
  sellerId?: number;
  field: string;
  kind: "field_missing" | "field_other_type";
  issues: string[];
  at: number;
  count: number;
}

const fallbacks = new Map<string, FieldFallback>();

/**
 * A field the app can do without: when it is missing (absent or null) or of another type, the answer
 * still reads, with `fallback` in its place, and the call, seller and field are recorded (once in the
 * log, then counted) for the doctor and the diagnostics. zod gives a transform no path, so the field
 * names itself (`field`), as the table shows it.
 */
export function lenientField<S extends z.ZodType, F>(schema: S, fallback: F, field = "(field)") {
  return z
    .unknown()
    .optional()
    .transform((raw): z.output<S> | F => {
      const parsed = schema.safeParse(raw);
      if (parsed.success) return parsed.data;
      const kind = raw === undefined || raw === null ? "field_missing" : "field_other_type";
      recordFallback(field, kind, describe(parsed.error));
      return fallback;
    });
}

function recordFallback(field: string, kind: FieldFallback["kind"], issues: string[]): void {
  const call = current?.call ?? "(unknown call)";
  noteInCollector({ call, kind, id: field, issues });
  const key = `${current?.sellerId ?? "app"} ${call} ${field} ${kind}`;
  const known = fallbacks.get(key);
  if (known) {
    known.count += 1;
    known.at = Date.now();
    return;
  }
  log.warn(
    { call, field, kind },
    `${call}: field ${field} ${kind === "field_missing" ? "missing" : "of another type"}, read as its fallback`,
  );
  fallbacks.set(key, { call, sellerId: current?.sellerId, field, kind, issues, at: Date.now(), count: 1 });
  if (fallbacks.size > KEEP) fallbacks.delete(fallbacks.keys().next().value as string);
}

/** Fields read with their fallback, newest first; only one seller's when `sellerId` is given. */
export function fieldFallbacks(sellerId?: number): FieldFallback[] {
  return [...fallbacks.values()].filter((f) => sellerId === undefined || f.sellerId === sellerId).sort((a, b) => b.at - a.at);
}

/** Tests only: forget the recorded fallbacks. */
export function forgetFieldFallbacks(): void {
  fallbacks.clear();
}
