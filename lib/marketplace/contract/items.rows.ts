import { expect } from "vitest";
import { getItems, listSellerItemIds } from "../items";
import type { ContractRow } from "./table";

/** Listings: the seller's ids (offset and scan pages) and the multi-get the inbox and catalog read. */
export const ITEMS_ROWS: ContractRow[] = [
  {
    // seller_id a string, no scroll_id: one page of ids.
    sample: "items-users_items_search-1.json",
    read: (r) => listSellerItemIds(r.client, 123456789),
    check: (seen) => expect(seen).toEqual(["MLA844702264"]),
  },
  {
    sample: "items-users_items_search-3.json",
    read: (r) => listSellerItemIds(r.client, 2560656533),
    check: (seen, body) => expect(seen).toEqual((body as { results: string[] }).results),
  },
  {
    // A scan page: top-level scroll_id, paging without offset.
    sample: "items-users_items_search_scan-1.json",
    read: (r) => listSellerItemIds(r.client, 2560656533),
    check: (seen) => expect(seen).toEqual(["CBT2518294370", "CBT2777715207"]),
  },
  {
    sample: "items-multiget-1.json",
    read: (r) => getItems(r.client, ["MLA599260060", "MLA594239600"]),
    check: (seen) =>
      expect(seen).toEqual([
        expect.objectContaining({
          id: "MLA599260060",
          title: "Item De Test - Por Favor No Ofertar",
          price: 130,
          currency_id: "ARS",
          seller_id: 303888594,
        }),
        expect.objectContaining({ id: "MLA594239600", title: "Item De Test - Por Favor No Ofertar", price: 120 }),
      ]),
  },
];
