"use client";

import { SearchX } from "lucide-react";
import { useTranslations } from "next-intl";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect } from "react";
import { PageHeader } from "@/components/patterns/page-header";
import { EmptyState } from "@/components/patterns/empty-state";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/patterns/error-state";
import { ApiRequestError } from "@/lib/queries/fetch-json";
import { useAccount } from "@/components/shell/account-context";
import { useSearch } from "@/lib/queries/search";
import { clampPaging } from "@/lib/schemas/search-paging";
import { SearchClosed } from "./search-closed";
import { SearchFilters } from "./search-filters";
import { SearchForm } from "./search-form";
import { SearchPaging } from "./search-paging";
import { ResultGrid, ResultGridSkeleton } from "./search-results";
import { useKeepAccount } from "@/components/shell/account-context";

/** Parameters that narrow the results: changing one starts again from the first page. */
const NARROWING = ["q", "site", "category", "condition", "price", "shipping_cost", "item_location", "area", "radius", "sort"];

/**
 * The search page. Every choice is a URL parameter with the marketplace's own name, so a search can be
 * shared, reloaded and navigated with the browser's back button; the API call is the same query string.
 */
export function SearchView() {
  const t = useTranslations("catalog.search");
  const params = useSearchParams();
  const router = useRouter();
  const keepAccount = useKeepAccount();
  const pathname = usePathname();
  // The seller's own site is ours (stored at sign-in): the default never waits on the marketplace.
  const account = useAccount();
  const site = params.get("site") ?? account.siteId;
  const query = params.toString();
  // A hand-edited offset or limit (?offset=-5&limit=99999) is clamped to what the marketplace serves: the
  // search asks for the clamped page at once, and the URL is corrected to say so.
  const paged = clampPaging(query);
  useEffect(() => {
    if (paged !== query) router.replace(keepAccount(`${pathname}?${paged}`), { scroll: false });
  }, [paged, query, pathname, router, keepAccount]);
  const hasQuery = ["q", "category", "item_location"].some((k) => params.has(k));
  const search = useSearch(site && hasQuery ? withSite(new URLSearchParams(paged), site) : "");
  const enabled = !!site && hasQuery;

  const update = useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === "") next.delete(key);
        else next.set(key, value);
      }
      if (Object.keys(changes).some((k) => NARROWING.includes(k))) next.delete("offset");
      // Turning a page is a step the browser's Back undoes (issue 58 item 12); refining the search is not.
      const isPageTurn = Object.keys(changes).every((k) => k === "offset");
      const url = keepAccount(`${pathname}?${next.toString()}`);
      if (isPageTurn) router.push(url, { scroll: false });
      else router.replace(url, { scroll: false });
    },
    [params, pathname, router, keepAccount],
  );

  const closed = search.error instanceof ApiRequestError && search.error.code === "search_closed";
  return (
    <div className="max-w-7xl">
      <PageHeader title={t("title")} description={t("description")} className="mb-6" />
      <SearchForm key={query} params={params} site={site} onSubmit={update} />
      {!hasQuery ? (
        <EmptyState icon={SearchX} title={t("startTitle")} description={t("startDescription")} className="mt-6" />
      ) : !enabled ? (
        // The seller's site is still loading (the URL leaves it out when it is the seller's own).
        <div aria-busy className="mt-6">
          <ResultGridSkeleton />
        </div>
      ) : closed ? (
        <SearchClosed q={params.get("q") ?? ""} />
      ) : search.isError ? (
        <ErrorState error={search.error} onRetry={() => search.refetch()} className="mt-6" />
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
          <SearchFilters data={search.data} site={site} params={params} onChange={update} />
          <section aria-busy={search.isFetching} aria-label={t("title")} className="min-w-0">
            {!search.data ? (
              <ResultGridSkeleton />
            ) : search.data.results.length === 0 && search.data.paging.offset > 0 && search.data.paging.total > 0 ? (
              // An offset past the last result (a hand-edited URL, or results gone since): the search does match,
              // this page is empty; say so beside the count rather than "Nothing matches".
              <EmptyState
                icon={SearchX}
                title={t("pastEndTitle")}
                description={t("pastEndDescription", { total: search.data.paging.total })}
                action={
                  <Button variant="secondary" onClick={() => update({ offset: null })}>
                    {t("firstPage")}
                  </Button>
                }
              />
            ) : search.data.results.length === 0 ? (
              <EmptyState icon={SearchX} title={t("emptyTitle")} description={t("emptyDescription")} />
            ) : (
              <>
                <ResultGrid results={search.data.results} site={site!} />
                <SearchPaging paging={search.data.paging} site={site!} onChange={update} />
              </>
            )}
          </section>
        </div>
      )}
    </div>
  );
}

/** The API needs the site; the URL leaves it out when it is the seller's own. */
function withSite(params: URLSearchParams, site: string): string {
  const next = new URLSearchParams(params);
  next.set("site", site);
  if (!next.has("limit")) next.set("limit", "12");
  return next.toString();
}
