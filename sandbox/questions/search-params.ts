import { z } from "@hono/zod-openapi";
import { badRequest } from "../core/errors.ts";
import { QUESTION_STATUSES, type QuestionStatus } from "./state.ts";

export const SORT_FIELDS = ["item_id", "from_id", "date_created", "seller_id"] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export interface Sort {
  field: SortField;
  type: "ASC" | "DESC";
}

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 100;

/** Query parameters of GET /questions/search. All strings: the handler validates them to give the API's errors. */
export const searchQuerySchema = z.object({
  seller_id: z.string().optional().openapi({ description: "Questions received by this seller (must be the caller)." }),
  item: z.string().optional().openapi({ description: "Questions on this item." }),
  item_id: z.string().optional().openapi({ description: "Alias of item." }),
  from: z.string().optional().openapi({ description: "Asker id; with item, one buyer's questions." }),
  status: z
    .string()
    .optional()
    .openapi({ description: `Comma list of ${QUESTION_STATUSES.join(", ")} (upper case).` }),
  "date_created.from": z.string().optional().openapi({ description: "Period filter: ISO 8601, inclusive." }),
  "date_created.to": z.string().optional().openapi({ description: "Period filter: ISO 8601, inclusive." }),
  sort_fields: z.string().optional().openapi({ description: "Comma list of item_id, seller_id, from_id, date_created." }),
  sort_types: z.string().optional().openapi({ description: "Comma list of ASC or DESC, one per sort field." }),
  limit: z
    .string()
    .optional()
    .openapi({ description: `1 to ${MAX_LIMIT}, default ${DEFAULT_LIMIT}.` }),
  offset: z.string().optional().openapi({ description: "Default 0." }),
  api_version: z.string().optional().openapi({ description: "4 (the only shape served)." }),
  search_type: z.string().optional().openapi({ description: "scan (profile real): deep paging with scroll_id." }),
  scroll_id: z.string().optional().openapi({ description: "The previous scan page's scroll_id (with search_type=scan)." }),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export interface SearchParams {
  sellerId: number | null;
  itemId: string | null;
  fromId: number | null;
  statuses: Set<QuestionStatus> | null;
  dateFrom: number | null;
  dateTo: number | null;
  sorts: Sort[];
  limit: number;
  offset: number;
}

export function parseSearch(q: SearchQuery): SearchParams {
  const itemId = q.item ?? q.item_id ?? null;
  const sellerId = q.seller_id === undefined ? null : positiveInt(q.seller_id, "seller_id");
  if (itemId === null && sellerId === null) throw badRequest("bad_request", "seller_id or item is required");
  const from = q.from === undefined ? null : positiveInt(q.from, "from");
  const limit = q.limit === undefined ? DEFAULT_LIMIT : positiveInt(q.limit, "limit");
  if (limit > MAX_LIMIT) throw badRequest("bad_request", `limit must be between 1 and ${MAX_LIMIT}`);
  const offset = q.offset === undefined ? 0 : nonNegativeInt(q.offset, "offset");
  if (q.api_version !== undefined && q.api_version !== "4") throw badRequest("bad_request", "api_version must be 4");
  return {
    sellerId,
    itemId,
    fromId: from,
    statuses: q.status === undefined ? null : parseStatuses(q.status),
    dateFrom: q["date_created.from"] === undefined ? null : parseDate(q["date_created.from"], "date_created.from"),
    dateTo: q["date_created.to"] === undefined ? null : parseDate(q["date_created.to"], "date_created.to"),
    sorts: parseSorts(q.sort_fields, q.sort_types),
    limit,
    offset,
  };
}

function parseStatuses(text: string): Set<QuestionStatus> {
  const out = new Set<QuestionStatus>();
  for (const s of text.split(",").map((v) => v.trim())) {
    if (!(QUESTION_STATUSES as readonly string[]).includes(s)) {
      throw badRequest("invalid_status", `Invalid status '${s}'. Valid values are: ${QUESTION_STATUSES.join(", ")}`);
    }
    out.add(s as QuestionStatus);
  }
  return out;
}

/** Spec Questions rule 1: one sort type per sort field, in the same order. */
function parseSorts(fields: string | undefined, types: string | undefined): Sort[] {
  if (fields === undefined) {
    if (types !== undefined) throw badRequest("invalid_sort", "sort_types needs sort_fields");
    return [];
  }
  const fs = fields.split(",").map((f) => f.trim());
  const ts = (types ?? "")
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);
  for (const f of fs) {
    if (!(SORT_FIELDS as readonly string[]).includes(f))
      throw badRequest("invalid_sort", `Invalid sort field '${f}'. Valid fields are: ${SORT_FIELDS.join(", ")}`);
  }
  if (new Set(fs).size !== fs.length) throw badRequest("invalid_sort", "sort_fields repeats a field");
  if (ts.length !== fs.length)
    throw badRequest("invalid_sort", `sort_types must give one of ASC or DESC for each of the ${fs.length} sort fields`);
  return fs.map((field, i) => {
    const type = ts[i]!;
    if (type !== "ASC" && type !== "DESC") throw badRequest("invalid_sort", `Invalid sort type '${type}'. Valid types are: ASC, DESC`);
    return { field: field as SortField, type };
  });
}

function parseDate(text: string, name: string): number {
  const ms = /^\d{4}-\d{2}-\d{2}/.test(text) ? Date.parse(text) : NaN;
  if (Number.isNaN(ms)) throw badRequest("bad_request", `${name} must be an ISO 8601 date or timestamp`);
  return ms;
}

function positiveInt(text: string, name: string): number {
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw badRequest("bad_request", `${name} must be a positive integer`);
  return n;
}

function nonNegativeInt(text: string, name: string): number {
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n)) throw badRequest("bad_request", `${name} must be a non-negative integer`);
  return n;
}
