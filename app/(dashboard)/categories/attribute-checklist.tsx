"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { CategoryAttribute } from "@/lib/schemas/categories";
import { cardClass } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { Heading, Text } from "@/components/ui/text";
import { cluster, dividedList } from "@/components/ui/stack";

/** Attributes as a checklist: required and catalog-required first, with type, length and allowed values. */
export function AttributeChecklist({ attributes }: { attributes: CategoryAttribute[] }) {
  const t = useTranslations("catalog.attributes");
  // The marketplace's value types (number_unit, grid_id…) in words; a type it adds later shows as it is.
  const valueType = (code: string) => (t.has(`valueTypes.${code}`) ? t(`valueTypes.${code}`) : code);
  return (
    <section aria-labelledby="attributes" className={cn(cardClass, "p-4")}>
      <Heading id="attributes" className="mb-3">
        {t("title")}
      </Heading>
      <ul className={dividedList}>
        {attributes.map((a) => (
          <li key={a.id} className="flex flex-col gap-1 py-2 text-sm">
            <div className={cluster({ align: "center" })}>
              <span className="font-medium text-slate-900">{a.name}</span>
              <Text as="span" variant="code">
                {a.id}
              </Text>
              {a.required && <Badge tone="danger">{t("required")}</Badge>}
              {a.catalogRequired && <Badge tone="warning">{t("catalogRequired")}</Badge>}
              {a.group && <Badge tone="neutral">{a.group}</Badge>}
            </div>
            <Text variant="caption">
              {t("type", { type: valueType(a.valueType) })}
              {a.maxLength !== null && ` · ${t("maxLength", { max: a.maxLength })}`}
              {a.values.length > 0 &&
                ` · ${t("values", { count: a.values.length })}: ${a.values
                  .slice(0, 8)
                  .map((v) => v.name)
                  .join(", ")}${a.values.length > 8 ? "…" : ""}`}
            </Text>
          </li>
        ))}
      </ul>
    </section>
  );
}
