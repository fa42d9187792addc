import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { QuestionDetail } from "../schemas/questions";
import type { EditableListing, ListingEditInput, ListingEditResult } from "../schemas/listings";
import { fetchJson, sendJson } from "./fetch-json";
import { questionKeys } from "./questions";
import { useEventStream } from "./use-event-stream";

export const listingKeys = {
  all: ["listings"] as const,
  details: () => [...listingKeys.all, "detail"] as const,
  detail: (id: string) => [...listingKeys.details(), id] as const,
};

// Schemas load on demand: zod stays out of the pages' first loads.
const listingAnswer = () => import("../schemas/listings").then((m) => m.listingAnswerSchema);
const editAnswer = () => import("../schemas/listings").then((m) => m.listingEditResultSchema);

export const listingQuery = (id: string) =>
  queryOptions({
    queryKey: listingKeys.detail(id),
    queryFn: async () => (await fetchJson(`/api/listings/${encodeURIComponent(id)}`, listingAnswer)).listing,
  });

/** The listing as an editor shows it, read fresh from the marketplace through our API. */
export const useListing = (id: string | null) => useQuery({ ...listingQuery(id ?? ""), enabled: !!id });

export const sendListingEdit = (id: string, input: ListingEditInput): Promise<ListingEditResult> =>
  sendJson(`/api/listings/${encodeURIComponent(id)}`, editAnswer, "PATCH", input);

/**
 * One edit, optimistic: the listing shows the new values at once and goes back if the marketplace refuses.
 * Written, the listing is the marketplace's answer, and the questions about it (their {stock}) are re-read.
 */
export function useEditListing(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ListingEditInput) => sendListingEdit(id, input),
    onMutate: async (input) => {
      await client.cancelQueries({ queryKey: listingKeys.detail(id) });
      const previous = client.getQueryData<EditableListing>(listingKeys.detail(id));
      if (previous) client.setQueryData(listingKeys.detail(id), optimistic(previous, input));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) client.setQueryData(listingKeys.detail(id), context.previous);
    },
    onSuccess: (result) => {
      client.setQueryData(listingKeys.detail(id), result.listing);
      // The open question about this item shows (and its reply's {stock} and {price} fill) the new values at
      // once; the lists re-read our copy, which the edit refreshed.
      const { availableQuantity, price, status } = result.listing;
      client.setQueriesData<QuestionDetail>({ queryKey: questionKeys.details() }, (q) =>
        q?.item?.id === id ? { ...q, item: { ...q.item, availableQuantity, price, status } } : q,
      );
      void client.invalidateQueries({ queryKey: questionKeys.lists() });
      void client.invalidateQueries({ queryKey: listingListKeys.all });
    },
  });
}

function optimistic(listing: EditableListing, { change }: ListingEditInput): EditableListing {
  const variations = listing.variations.map((v) => ({
    ...v,
    availableQuantity: change.variations?.find((c) => c.id === v.id)?.availableQuantity ?? v.availableQuantity,
  }));
  return {
    ...listing,
    price: change.price ?? listing.price,
    status: change.status ?? listing.status,
    variations,
    availableQuantity: listing.variations.length
      ? variations.reduce((sum, v) => sum + v.availableQuantity, 0)
      : (change.availableQuantity ?? listing.availableQuantity),
  };
}

/** A teammate's edit, or the marketplace's items notification, shows at once on every open editor. */
export function useListingEvents() {
  const client = useQueryClient();
  useEventStream((event) => {
    if (event.type !== "item.updated") return;
    void client.invalidateQueries({ queryKey: listingKeys.detail(event.itemId) });
    void client.invalidateQueries({ queryKey: listingListKeys.all });
  });
}

export type ListingFilters = {
  status?: "active" | "paused" | "closed" | "under_review";
  outOfStock?: boolean;
  withQuestions?: boolean;
  q?: string;
};

export const listingListKeys = {
  all: [...listingKeys.all, "list"] as const,
  list: (filters: ListingFilters) => [...listingListKeys.all, filters] as const,
};

/** The seller's listings from our copy, filtered (GET /api/listings); the first 100. */
export function useListingList(filters: ListingFilters) {
  const params = new URLSearchParams({ limit: "100" });
  if (filters.status) params.set("status", filters.status);
  if (filters.outOfStock) params.set("outOfStock", "true");
  if (filters.withQuestions) params.set("withQuestions", "true");
  if (filters.q) params.set("q", filters.q);
  return useQuery({
    queryKey: listingListKeys.list(filters),
    queryFn: () => fetchJson(`/api/listings?${params}`, () => import("../schemas/listings").then((m) => m.listingsAnswerSchema)),
  });
}
