"use client";

import { useLocale, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { useShippingTerms } from "@/components/patterns/shipping-terms";
import { formatList, formatMoney, formatNumber } from "@/lib/format";
import { cardClass } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { Heading } from "@/components/ui/text";

type Settings = Record<string, unknown>;
const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);

/**
 * The category's settings in words, grouped the way a seller thinks about listing: limits, price,
 * condition, buying modes, shipping, pictures. What listing requires is marked "Required".
 */
export function CategorySettings({ settings: s, site }: { settings: Settings; site: string }) {
  const t = useTranslations("catalog.settings");
  const locale = useLocale();
  const shipping = useShippingTerms();
  const n = (v: unknown) => (typeof v === "number" ? formatNumber(v, site, locale) : "—");
  const money = (v: unknown) => (typeof v === "number" ? formatMoney(v, site, locale) : "—");
  const yes = (v: unknown) => (v === true ? t("yes") : t("no"));
  // Marketplace codes (buy_it_now, not_specified…) in words; an unknown code is shown as it is.
  const code = (c: string) => (t.has(`codes.${c}`) ? t(`codes.${c}`) : c);
  const words = (v: unknown, name = code) => formatList(list(v).map(name), locale, "unit") || "—";
  // Whether listing needs a field: required, optional or not_allowed (a code we don't know shows as it is).
  const need = (v: unknown) => (typeof v !== "string" ? "—" : t.has(`need.${v}`) ? t(`need.${v}`) : v);
  const groups: Array<{ title: string; rows: Array<{ label: string; value: string; required?: boolean }> }> = [
    {
      title: t("limits"),
      rows: [
        { label: t("maxTitle"), value: n(s.max_title_length) },
        { label: t("maxSubtitle"), value: n(s.max_sub_title_length) },
        { label: t("maxDescription"), value: n(s.max_description_length) },
        { label: t("stock"), value: need(s.stock), required: s.stock === "required" },
      ],
    },
    {
      title: t("prices"),
      rows: [
        { label: t("price"), value: need(s.price), required: s.price === "required" },
        { label: t("minPrice"), value: money(s.minimum_price) },
        { label: t("maxPrice"), value: money(s.maximum_price) },
        { label: t("currencies"), value: formatList(list(s.currencies), locale, "unit") || "—" },
      ],
    },
    { title: t("conditions"), rows: [{ label: t("itemConditions"), value: words(s.item_conditions) }] },
    {
      title: t("buying"),
      rows: [
        { label: t("buyingModes"), value: words(s.buying_modes) },
        { label: t("sellerContact"), value: need(s.seller_contact), required: s.seller_contact === "required" },
        { label: t("adult"), value: yes(s.adult_content) },
      ],
    },
    {
      title: t("shipping"),
      rows: [
        { label: t("shippingModes"), value: words(s.shipping_modes, shipping.mode) },
        { label: t("fragile"), value: yes(s.fragile) },
      ],
    },
    {
      title: t("pictures"),
      rows: [
        { label: t("maxPictures"), value: n(s.max_pictures_per_item) },
        { label: t("maxPicturesVariation"), value: n(s.max_pictures_per_item_var) },
      ],
    },
  ];
  return (
    <section aria-labelledby="settings" className={cn(cardClass, "p-4")}>
      <Heading id="settings" className="mb-3">
        {t("title")}
      </Heading>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((g) => (
          <div key={g.title}>
            <h3 className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">{g.title}</h3>
            <dl className="flex flex-col gap-1 text-sm">
              {g.rows.map((r) => (
                <div key={r.label} className="flex justify-between gap-2">
                  <dt className="text-slate-600">{r.label}</dt>
                  <dd className="text-right font-medium text-slate-900">
                    {r.required ? <Badge tone="warning">{r.value}</Badge> : r.value}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </section>
  );
}
