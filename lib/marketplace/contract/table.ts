import { ACCOUNT_ROWS } from "./account.rows";
import { CATALOG_ROWS } from "./catalog.rows";
import { CLAIMS_ROWS } from "./claims.rows";
import { ITEMS_ROWS } from "./items.rows";
import { QUESTIONS_ROWS } from "./questions.rows";
import type { Replay } from "./replay";
import { SALES_ROWS } from "./sales.rows";
import { SHIPPING_ROWS } from "./shipping.rows";

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

export const CONTRACT_ROWS: ContractRow[] = [
  ...QUESTIONS_ROWS,
  ...ITEMS_ROWS,
  ...SHIPPING_ROWS,
  ...CATALOG_ROWS,
  ...ACCOUNT_ROWS,
  ...SALES_ROWS,
  ...CLAIMS_ROWS,
];

/**
 * Samples of calls the app does not make (yet): named here with the reason, so the completeness check
 * still catches a new sample nobody looked at. Give one a row the day the app starts making its call.
 */
export const NOT_CALLED: Record<string, string> = {
  "visits-users_items_visits-1.json":
    "the app reads visits per item (/visits/items, /items/visits/time_window), never the per-user range total",
};
