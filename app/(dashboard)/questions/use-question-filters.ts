"use client";

import { useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import type { ListFilters } from "@/lib/queries/questions";
import { LIST_VIEWS } from "@/lib/schemas/questions-constants";

export const DEFAULT_FILTERS: ListFilters = { status: "UNANSWERED", sort: "due", assignee: "anyone" };
const ASSIGNEES = ["anyone", "me", "unassigned", "queue"] as const;
const SORTS = ["due", "newest"] as const;
/** My queue, as a link or a button sets it: mine then unassigned, unanswered, due soonest first. */
export const MY_QUEUE: ListFilters = { status: "UNANSWERED", sort: "due", assignee: "queue" };
/** The URL parameters the list's filters live in (the API's own names); `question` and others are left alone. */
const KEYS = ["status", "sort", "assignee", "days", "itemId", "askerId", "q", "inAccount"] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/**
 * The list's filters live in the URL, like the open question and the sales list's filters: a reload, the
 * back button or a link sent to a teammate shows the same view. A value the URL cannot mean is the default.
 * Written with history.replaceState (Next syncs useSearchParams with it): instant, no server round trip.
 */
export function useInboxFilters() {
  const params = useSearchParams();
  const filters = useMemo<ListFilters>(() => {
    const days = Number(params.get("days"));
    return {
      status: oneOf(LIST_VIEWS, params.get("status"), "UNANSWERED"),
      // "oldest" is due soonest's older name (links already shared): the same order.
      sort: oneOf(SORTS, params.get("sort"), "due"),
      assignee: oneOf(ASSIGNEES, params.get("assignee"), "anyone"),
      ...(Number.isInteger(days) && days >= 1 && days <= 365 ? { days } : {}),
      ...(params.get("itemId") ? { itemId: params.get("itemId")! } : {}),
      ...(/^\d+$/.test(params.get("askerId") ?? "") ? { askerId: params.get("askerId")! } : {}),
      ...(params.get("q") ? { q: params.get("q")! } : {}),
      // The all-accounts inbox's account filter (ignored by the API outside that view's accounts).
      ...(params.get("inAccount") ? { inAccount: params.get("inAccount")! } : {}),
    };
  }, [params]);
  const setFilters = useCallback((next: ListFilters) => {
    const url = new URL(window.location.href);
    for (const key of KEYS) {
      const value = next[key];
      // Due soonest stays written (sort=due) when the list is my queue or was asked for by name, so the view says so.
      if (value === undefined || value === "" || (value === DEFAULT_FILTERS[key] && !(key === "sort" && url.searchParams.has("sort"))))
        url.searchParams.delete(key);
      else url.searchParams.set(key, String(value));
    }
    window.history.replaceState(null, "", url);
  }, []);
  return [filters, setFilters] as const;
}
