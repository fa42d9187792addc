"use client";

import { useVirtualizer } from "@tanstack/react-virtual";
import { Download, RefreshCw } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { memo, useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from "react";
import { CategoryPath } from "@/components/catalog/category-path";
import { ErrorState } from "@/components/patterns/error-state";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { distinguishingDepths } from "@/lib/catalog/category-path";
import { createTreeSearch, indexTree, type TreeEntry } from "@/lib/catalog/search-tree";
import { formatDate, formatNumber } from "@/lib/format";
import { useStoredTree, useUpdateTree } from "@/lib/queries/category-tree";
import type { TreeCategory } from "@/lib/schemas/category-tree";
import { cardClass } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { Heading, Text } from "@/components/ui/text";
import { cluster } from "@/components/ui/stack";
import { useAccount } from "@/components/shell/account-context";

/**
 * The whole tree offline: download it once (one gzip call, MD5-checked, stored with its date), then
 * search every category of the site as you type, in the browser. "Update" downloads again and lists
 * what changed; the tree can be saved as a JSON file.
 */
export function TreePanel({ site, onOpen }: { site: string; onOpen: (id: string) => void }) {
  const t = useTranslations("catalog.tree");
  const locale = useLocale();
  // Times on the seller's own clock, whichever site's tree this is: one moment reads the same on every tree.
  const { siteId: mySite } = useAccount();
  const tree = useStoredTree(site);
  const update = useUpdateTree(site);
  const changes = update.data?.changes ?? null;
  const download = () => {
    const blob = new Blob([JSON.stringify(tree.data, null, 2)], { type: "application/json" });
    const a = Object.assign(document.createElement("a"), { href: URL.createObjectURL(blob), download: `categories-${site}.json` });
    a.click();
    URL.revokeObjectURL(a.href);
  };
  return (
    <section aria-labelledby="tree" className={cn(cardClass, "p-4")}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <Heading id="tree">{t("title")}</Heading>
        <div className={cluster()}>
          <Button variant="secondary" size="sm" onClick={() => update.mutate()} loading={update.isPending}>
            <RefreshCw aria-hidden />
            {tree.data?.stored ? t("update") : t("download")}
          </Button>
          {tree.data?.stored && (
            <Button variant="ghost" size="sm" onClick={download}>
              <Download aria-hidden />
              {t("json")}
            </Button>
          )}
        </div>
      </div>
      {tree.isError ? (
        <ErrorState error={tree.error} onRetry={() => tree.refetch()} />
      ) : update.isError ? (
        <ErrorState error={update.error} onRetry={() => update.mutate()} />
      ) : !tree.data ? (
        <Skeleton className="h-10 w-full" />
      ) : !tree.data.stored ? (
        <Text>{t("notStored")}</Text>
      ) : (
        <>
          <Text className="mb-2" aria-live="polite">
            {t("status", {
              count: formatNumber(tree.data.categoryCount, site, locale),
              read: formatDate(tree.data.readAt!, mySite, locale, "date-time"),
              created: tree.data.contentCreated ? formatDate(tree.data.contentCreated, mySite, locale, "date-time") : "—",
            })}
            {update.data && !update.data.changed && ` ${t("unchanged")}`}
          </Text>
          {changes && update.data?.changed && <ChangeList changes={changes} />}
          <TreeSearch categories={tree.data.categories} onOpen={onOpen} />
        </>
      )}
    </section>
  );
}

/** Every match is reachable by scrolling, but only the rows in view are in the DOM. */
const ROW_PX = 56;
const MAX_HITS = 2000;

/**
 * The search box and its matches, apart from the panel so a keystroke re-renders only this. Per
 * keystroke: the folded index is built once per tree, a longer query scans only the last matches
 * (createTreeSearch), the list follows a beat behind the field (useDeferredValue) and is memoized,
 * so typing alone never re-renders it, and only the rows in view are rendered.
 */
function TreeSearch({ categories, onOpen }: { categories: TreeCategory[]; onOpen: (id: string) => void }) {
  const t = useTranslations("catalog.tree");
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const search = useMemo(() => createTreeSearch(indexTree(categories)), [categories]);
  const hits = useMemo(() => search(deferred, MAX_HITS), [search, deferred]);
  // Keystroke-to-results marks (bench/catalog-browser.ts reads them): the matches are in the DOM here.
  useLayoutEffect(() => {
    if (deferred) performance.mark("tree-search:shown", { detail: deferred });
  }, [deferred, hits]);
  return (
    <>
      <Input
        type="search"
        aria-label={t("search")}
        placeholder={t("searchPlaceholder")}
        value={query}
        onChange={(e) => {
          performance.mark("tree-search:input", { detail: e.target.value });
          setQuery(e.target.value);
        }}
      />
      {deferred && <TreeHits hits={hits} onOpen={onOpen} />}
    </>
  );
}

const TreeHits = memo(function TreeHits({ hits, onOpen }: { hits: TreeEntry[]; onOpen: (id: string) => void }) {
  const t = useTranslations("catalog.tree");
  const scrollRef = useRef<HTMLDivElement>(null);
  const keep = useMemo(() => distinguishingDepths(hits), [hits]);
  // The virtualizer hands out fresh measurements each render; the compiler skipping this component is expected.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: hits.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_PX,
    overscan: 4,
    getItemKey: (i) => hits[i]!.id,
    // The box's height (max-h-80) before it is measured: the first matches render in the first pass.
    initialRect: { width: 0, height: 320 },
  });
  if (hits.length === 0) return <Text className="mt-2 py-2">{t("none")}</Text>;
  return (
    <>
      <Text variant="caption" className="mt-2" aria-live="polite">
        {t("matches", { count: hits.length })}
      </Text>
      <div ref={scrollRef} className="mt-1 max-h-80 overflow-auto">
        <ul aria-label={t("results")} className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => (
            <li
              key={row.key}
              aria-setsize={hits.length}
              aria-posinset={row.index + 1}
              className="absolute inset-x-0 border-b border-slate-100"
              style={{ top: row.start, height: ROW_PX }}
            >
              <HitRow entry={hits[row.index]!} keep={keep[row.index]!} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
});

/** One fixed-height row (the list is virtualized without measuring), kept while the same category stays listed. */
const HitRow = memo(function HitRow({ entry: h, keep, onOpen }: { entry: TreeEntry; keep: number; onOpen: (id: string) => void }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(h.id)}
      aria-label={`${h.path} · ${h.id}`}
      className="flex size-full flex-col justify-center px-1 text-left text-sm hover:bg-slate-50"
    >
      <span className="truncate font-medium text-slate-900">
        {h.name}{" "}
        <Text as="span" variant="code">
          {h.id}
        </Text>
      </span>
      <CategoryPath ancestors={h.ancestors} keep={keep} />
    </button>
  );
});

function ChangeList({ changes }: { changes: NonNullable<ReturnType<typeof useUpdateTree>["data"]>["changes"] }) {
  const t = useTranslations("catalog.tree");
  if (!changes) return null;
  const rows = [
    ...changes.added.map((c) => t("added", { name: c.name, id: c.id })),
    ...changes.removed.map((c) => t("removed", { name: c.name, id: c.id })),
    ...changes.renamed.map((c) => t("renamed", { from: c.from, to: c.to, id: c.id })),
    ...changes.moved.map((c) => t("moved", { name: c.name, id: c.id, to: c.toParent ?? "—" })),
  ];
  return (
    <div className="mb-3 rounded-xl bg-amber-50 p-3 text-sm">
      <Heading as="h3">{t("changes", { count: rows.length })}</Heading>
      <ul aria-label={t("changeList")} className="mt-1 list-disc pl-5 text-slate-800">
        {rows.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </div>
  );
}
