import { redirectLog } from "../log";

export interface LogEntry {
  level: number;
  msg?: string;
  component?: string;
  requestId?: string;
  [field: string]: unknown;
}

export interface CapturedLog {
  /** Every line logged since the capture began, parsed. */
  readonly entries: LogEntry[];
  /** The raw JSON lines, exactly as they would have been written. */
  readonly raw: string[];
  /** Entries at `level` (pino's number: 40 warn, 50 error) or above. */
  atLeast(level: number): LogEntry[];
  /** Ends the capture: lines go to the terminal again. */
  restore(): void;
}

/** Captures the process's log instead of printing it: what a test asserts was (or was not) logged. */
export function captureLog(): CapturedLog {
  const raw: string[] = [];
  const entries: LogEntry[] = [];
  const restore = redirectLog((json) => {
    raw.push(json);
    entries.push(JSON.parse(json) as LogEntry);
  });
  return { entries, raw, atLeast: (level) => entries.filter((e) => e.level >= level), restore };
}
