"use client";

import { Download, RefreshCw } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useDeferredValue, useLayoutEffect, useMemo, useState } from "react";
import { ErrorState } from "@/components/patterns/error-state";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { indexTree, searchTree } from "@/lib/catalog/search-tree";
import { formatDate, formatNumber } from "@/lib/format";
import { useStoredTree, useUpdateTree } from "@/lib/queries/category-tree";
import { cardClass } from "@/components/ui/card";
import { cn } from "@/lib/cn";

/**
 * The whole tree offline: download it once (one gzip call, MD5-checked, stored with its date), then
 * search every category of the site as you type, in the browser. "Update" downloads again and lists
 * what changed; the tree can be saved as a JSON file.
 */
export function TreePanel({ site, onOpen }: { site: string; onOpen: (id: string) => void }) {
  const t = useTranslations("catalog.tree");
  const locale = useLocale();
  const tree = useStoredTree(site);
  const update = useUpdateTree(site);
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const entries = useMemo(() => indexTree(tree.data?.categories ?? []), [tree.data]);
  const hits = useMemo(() => searchTree(entries, deferred), [entries, deferred]);
  // Keystroke-to-results marks (bench/catalog-browser.ts reads them): the matches are in the DOM here.
  useLayoutEffect(() => {
    if (deferred) performance.mark("tree-search:shown", { detail: deferred });
  }, [deferred, hits]);
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
        <h2 id="tree" className="font-semibold text-slate-900">{t("title")}</h2>
        <div className="flex gap-2">
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
        <p className="text-sm text-slate-600">{t("notStored")}</p>
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-600" aria-live="polite">
            {t("status", { count: formatNumber(tree.data.categoryCount, site, locale), read: formatDate(tree.data.readAt!, site, locale, "date-time"), created: tree.data.contentCreated ? formatDate(tree.data.contentCreated, site, locale, "date-time") : "—" })}
            {update.data && !update.data.changed && ` ${t("unchanged")}`}
          </p>
          {changes && update.data?.changed && <ChangeList changes={changes} />}
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
          {deferred && (
            <ul aria-label={t("results")} className="mt-2 max-h-80 divide-y divide-slate-100 overflow-auto">
              {hits.length === 0 ? <li className="py-2 text-sm text-slate-600">{t("none")}</li> : hits.map((h) => (
                <li key={h.id}>
                  <button type="button" onClick={() => onOpen(h.id)} className="flex w-full flex-col py-2 text-left text-sm hover:bg-slate-50">
                    <span className="font-medium text-slate-900">{h.name} <span className="font-mono text-xs text-slate-500">{h.id}</span></span>
                    <span className="text-xs text-slate-600">{h.path}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

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
      <h3 className="font-semibold text-slate-900">{t("changes", { count: rows.length })}</h3>
      <ul aria-label={t("changeList")} className="mt-1 list-disc pl-5 text-slate-800">
        {rows.map((r) => <li key={r}>{r}</li>)}
      </ul>
    </div>
  );
}
