import type { Replay } from "./replay";
import { SALES_ROWS } from "./sales.rows";

/**
 * The contract table: one row per sample file, naming the app's own function for its call and what a
 * seller would see from it. A sample dropped into the folder without a row fails the suite
 * (real-samples.test.ts), so a new shape is read the day it arrives. Rows live by feature in
 * `*.rows.ts` files and are gathered here.
 */
export interface ContractRow {
  /** The sample's file name (in ../shared/reference/real-samples/ or samples/). */
  sample: string;
  /** Calls the app's own function for the call with the replaying client; returns what the app read. */
  read(replay: Replay, body: unknown): Promise<unknown>;
  /** Asserts what the seller sees (the parsed value, the row, the preview), not only that it parsed. */
  check(seen: unknown, body: unknown): void | Promise<void>;
  /** Extra answer headers the recording had (e.g. Retry-After). */
  headers?: Record<string, string>;
}

export const CONTRACT_ROWS: ContractRow[] = [...SALES_ROWS];
