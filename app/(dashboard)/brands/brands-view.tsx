"use client";

import { Store } from "lucide-react";
import { AccountLink } from "@/components/shell/account-link";
import { useLocale, useTranslations } from "next-intl";
import { formatList } from "@/lib/format";
import { Fragment, useState } from "react";
import { EmptyState } from "@/components/patterns/empty-state";
import { ErrorState } from "@/components/patterns/error-state";
import { PageHeader } from "@/components/patterns/page-header";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ItemPicture } from "@/components/ui/item-picture";
import { Skeleton } from "@/components/ui/skeleton";
import { useBrand, useBrands } from "@/lib/queries/brands";
import { BRAND_CATEGORIES_SHOWN, type Brand } from "@/lib/schemas/brands";
import { cardClass } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { Heading, Text } from "@/components/ui/text";
import { WaitingOnMarketplace } from "@/components/patterns/waiting-on-marketplace";

/** The seller's official stores, a store's detail, and what official_store_id means when listing. */
export function BrandsView() {
  const t = useTranslations("catalog.brands");
  const locale = useLocale();
  const brands = useBrands();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      {brands.isError ? (
        <ErrorState error={brands.error} onRetry={() => brands.refetch()} />
      ) : !brands.data ? (
        <WaitingOnMarketplace className="h-48 w-full" />
      ) : !brands.data.hasStores ? (
        <EmptyState icon={Store} title={t("noneTitle")} description={t("noneDescription")} />
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2">
            {brands.data.brands.map((b) => (
              // An open card takes the whole row, so its details sit under its own name with room for the pictures.
              <li key={b.officialStoreId} className={cn(open === b.officialStoreId && "sm:col-span-2")}>
                <BrandCard
                  brand={b}
                  categoryLabels={brands.data.categoryLabels}
                  expanded={open === b.officialStoreId}
                  onToggle={() => setOpen(open === b.officialStoreId ? null : b.officialStoreId)}
                />
              </li>
            ))}
          </ul>
          {brands.data.brands.length > 1 && (
            <Alert tone="info" title={t("storeIdTitle")}>
              <p>
                {t("storeIdBody", {
                  ids: formatList(
                    brands.data.brands.map((b) => String(b.officialStoreId)),
                    locale,
                    "unit",
                  ),
                })}
              </p>
            </Alert>
          )}
        </>
      )}
    </div>
  );
}

function BrandCard({
  brand: b,
  categoryLabels,
  expanded,
  onToggle,
}: {
  brand: Brand;
  categoryLabels: Record<string, string>;
  expanded: boolean;
  onToggle: () => void;
}) {
  const t = useTranslations("catalog.brands");
  const logo = b.pictures.find((p) => p.name === "logo" || p.name === "small_logo");
  const nameId = `brand-${b.officialStoreId}-name`;
  const detailId = `brand-${b.officialStoreId}-detail`;
  return (
    <article className={cn(cardClass, "flex h-full flex-col gap-2 p-4 text-sm")}>
      <div className="flex items-center gap-3">
        <ItemPicture src={logo?.url} icon={Store} fit="contain" className="size-12 bg-white" />
        <div className="min-w-0">
          <Heading id={nameId} className="truncate">
            {b.fantasyName}
          </Heading>
          <Text variant="caption">
            {t("storeId", { id: b.officialStoreId })} · {b.name}
          </Text>
        </div>
        <Badge tone={b.status === "active" ? "success" : "neutral"} className="ml-auto">
          {t.has(`status.${b.status}`) ? t(`status.${b.status}`) : b.status}
        </Badge>
      </div>
      {b.categoryIds.length > 0 && (
        <Text variant="caption">
          {t("categories", { count: b.categoryIds.length })}:{" "}
          {b.categoryIds.slice(0, BRAND_CATEGORIES_SHOWN).map((id, i) => (
            // Inline in the sentence (no wrapper): links in running text keep their text size on phones.
            <Fragment key={id}>
              {i > 0 && ", "}
              <AccountLink href={`/categories?id=${id}`} className="text-accent-strong underline-offset-2 hover:underline">
                {categoryLabels[id] ?? id}
              </AccountLink>
            </Fragment>
          ))}
          {b.categoryIds.length > BRAND_CATEGORIES_SHOWN && "…"}
        </Text>
      )}
      <Button
        variant="link"
        size="sm"
        onClick={onToggle}
        aria-expanded={expanded}
        aria-controls={detailId}
        className="self-start px-0 text-slate-900"
      >
        {expanded ? t("hide") : t("details")}
      </Button>
      {expanded && <BrandDetail id={b.officialStoreId} regionId={detailId} labelledBy={nameId} />}
    </article>
  );
}

/** A store's detail, read when its card opens: a region named by the card's heading, whatever its state. */
function BrandDetail({ id, regionId, labelledBy }: { id: number; regionId: string; labelledBy: string }) {
  const brand = useBrand(id);
  return (
    <section id={regionId} aria-labelledby={labelledBy} aria-busy={brand.isPending || undefined} className="border-t border-slate-200 pt-3">
      {brand.isError ? (
        <ErrorState error={brand.error} onRetry={() => brand.refetch()} />
      ) : !brand.data ? (
        <Skeleton className="h-32 w-full" />
      ) : (
        <BrandDetailBody brand={brand.data} />
      )}
    </section>
  );
}

function BrandDetailBody({ brand: b }: { brand: Brand }) {
  const t = useTranslations("catalog.brands");
  // Picture slots (small_logo, background…) in words; a slot the marketplace adds later shows as it is.
  const kind = (name: string) => (t.has(`pictureKinds.${name}`) ? t(`pictureKinds.${name}`) : name);
  return (
    <>
      <p className="mb-3 text-slate-600">{t("boost", { active: b.boostActive ? "yes" : "no" })}</p>
      <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">{t("pictures")}</h3>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {b.pictures.map((p) => (
          <li key={p.id} className="rounded-lg border border-slate-200 p-2">
            <p className="text-xs text-slate-900">{kind(p.name)}</p>
            <Text variant="caption">{p.size ?? "—"}</Text>
          </li>
        ))}
      </ul>
    </>
  );
}
