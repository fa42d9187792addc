"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { CategoryAttribute } from "@/lib/schemas/categories";
import { cardClass } from "@/components/ui/card";
import { cn } from "@/lib/cn";

/** Attributes as a checklist: required and catalog-required first, with type, length and allowed values. */
export function AttributeChecklist({ attributes }: { attributes: CategoryAttribute[] }) {
  const t = useTranslations("catalog.attributes");
  // The marketplace's value types (number_unit, grid_id…) in words; a type it adds later shows as it is.
  const valueType = (code: string) => (t.has(`valueTypes.${code}`) ? t(`valueTypes.${code}`) : code);
  return (
    <section aria-labelledby="attributes" className={cn(cardClass, "p-4")}>
      <h2 id="attributes" className="mb-3 font-semibold text-slate-900">{t("title")}</h2>
      <ul className="divide-y divide-slate-100">
        {attributes.map((a) => (
          <li key={a.id} className="flex flex-col gap-1 py-2 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-slate-900">{a.name}</span>
              <span className="font-mono text-xs text-slate-500">{a.id}</span>
              {a.required && <Badge tone="danger">{t("required")}</Badge>}
              {a.catalogRequired && <Badge tone="warning">{t("catalogRequired")}</Badge>}
              {a.group && <Badge tone="neutral">{a.group}</Badge>}
            </div>
            <p className="text-xs text-slate-600">
              {t("type", { type: valueType(a.valueType) })}
              {a.maxLength !== null && ` · ${t("maxLength", { max: a.maxLength })}`}
              {a.values.length > 0 && ` · ${t("values", { count: a.values.length })}: ${a.values.slice(0, 8).map((v) => v.name).join(", ")}${a.values.length > 8 ? "…" : ""}`}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
