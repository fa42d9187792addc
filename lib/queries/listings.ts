import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
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
      void client.invalidateQueries({ queryKey: questionKeys.all });
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
    if (event.type === "item.updated") void client.invalidateQueries({ queryKey: listingKeys.detail(event.itemId) });
  });
}
