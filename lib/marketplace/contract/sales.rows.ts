import type { ContractRow } from "./table";

/** Orders, packs, shipments, post-sale messages, the action guide and labels: filled by the sales slice. */
export const SALES_ROWS: ContractRow[] = [];
