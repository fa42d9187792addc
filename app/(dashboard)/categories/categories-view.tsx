"use client";

import { ChevronRight, FolderTree } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback } from "react";
import { EmptyState } from "@/components/patterns/empty-state";
import { ErrorState } from "@/components/patterns/error-state";
import { NotFoundState } from "@/components/patterns/not-found-state";
import { isPrefixedId } from "@/lib/schemas/ids";
import { PageHeader } from "@/components/patterns/page-header";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { formatNumber } from "@/lib/format";
import { useTopCategories } from "@/lib/queries/categories";
import { useAccount } from "@/components/shell/account-context";
import { CategoryDetailPanel } from "./category-detail";
import { Predictor } from "./predictor";
import { TreePanel } from "./tree-panel";
import { cardClass } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { siteOptions } from "@/lib/sites";
import { Heading } from "@/components/ui/text";
import { WaitingOnMarketplace } from "@/components/patterns/waiting-on-marketplace";
import { useKeepAccount } from "@/components/shell/account-context";

/** Site picker, predictor, top-level categories, and the open category's drill-down (`?id=`). */
export function CategoriesView() {
  const t = useTranslations("catalog.categories");
  const locale = useLocale();
  const params = useSearchParams();
  const router = useRouter();
  const keepAccount = useKeepAccount();
  const pathname = usePathname();
  // The seller's own site is ours (stored at sign-in): the default never waits on the marketplace.
  const account = useAccount();
  const site = params.get("site") ?? account.siteId;
  const id = params.get("id");
  const open = useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(params);
      for (const [k, v] of Object.entries(changes)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      router.push(keepAccount(`${pathname}?${next.toString()}`), { scroll: false });
    },
    [params, pathname, router, keepAccount],
  );

  return (
    <div className="flex max-w-6xl flex-col gap-6">
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <Field label={t("site")} className="w-full sm:w-auto">
            <Select
              options={siteOptions(locale)}
              value={site ?? undefined}
              onValueChange={(value) => open({ site: value, id: null })}
              className="w-full sm:w-56"
            />
          </Field>
        }
      />
      <Predictor site={site} onOpen={(categoryId) => open({ id: categoryId })} />
      {site && <TreePanel site={site} onOpen={(categoryId) => open({ id: categoryId })} />}
      {id && !isPrefixedId(id) ? (
        // ?id=<not a category id> (a mistyped or mangled link): no category can have it, and retrying cannot help.
        <NotFoundState
          title={t("notFound")}
          back={{
            href: params.has("site") ? `${pathname}?site=${encodeURIComponent(params.get("site")!)}` : pathname,
            label: t("allCategories"),
          }}
        />
      ) : id ? (
        <CategoryDetailPanel id={id} site={site ?? "MLA"} onOpen={(categoryId) => open({ id: categoryId })} />
      ) : (
        <TopLevel site={site} onOpen={(categoryId) => open({ id: categoryId })} />
      )}
    </div>
  );
}

function TopLevel({ site, onOpen }: { site: string | null; onOpen: (id: string) => void }) {
  const t = useTranslations("catalog.categories");
  const top = useTopCategories(site);
  if (top.isError) return <ErrorState error={top.error} onRetry={() => top.refetch()} />;
  if (!top.data) return <WaitingOnMarketplace className="h-64 w-full" />;
  if (top.data.length === 0) return <EmptyState icon={FolderTree} title={t("emptyTitle")} />;
  return (
    <section aria-labelledby="top-level" className={cn(cardClass, "p-4")}>
      <Heading id="top-level" className="mb-2">
        {t("topLevel")}
      </Heading>
      <CategoryList items={top.data} onOpen={onOpen} site={site ?? "MLA"} />
    </section>
  );
}

export function CategoryList({
  items,
  onOpen,
  site,
}: {
  items: Array<{ id: string; name: string; totalItems?: number }>;
  onOpen: (id: string) => void;
  site: string;
}) {
  const locale = useLocale();
  const t = useTranslations("catalog.categories");
  // The name and the count are side by side on screen; read aloud they were one word ("Calzado382,051"):
  // the button's name says them apart, the count in words.
  const count = (n: number) => formatNumber(n, site, locale);
  return (
    <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((c) => (
        <li key={c.id}>
          <button
            type="button"
            onClick={() => onOpen(c.id)}
            aria-label={
              c.totalItems === undefined
                ? undefined
                : `${c.name} — ${t("itemCount", { count: c.totalItems, formatted: count(c.totalItems) })}`
            }
            className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg px-3 text-left text-sm text-slate-800 hover:bg-slate-100"
          >
            <span className="truncate">{c.name}</span>
            <span className="flex shrink-0 items-center gap-1 text-slate-500 tabular-nums">
              {c.totalItems !== undefined && count(c.totalItems)}
              <ChevronRight aria-hidden className="size-4" />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
