import { useTranslations } from "next-intl";
import { AGE_BANDS } from "./age-badge";
import { Text } from "@/components/ui/text";

/** Explains the age colours once, next to the list, instead of only in hover tooltips touch cannot show. */
export function AgeLegend() {
  const t = useTranslations("questions.age");
  return (
    <Text variant="caption" className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span>{t("legendTitle")}</span>
      {AGE_BANDS.map((b) => (
        <span key={b.key} className="inline-flex items-center gap-1">
          <span aria-hidden className={`size-2.5 rounded-full ring-1 ring-inset ${b.className}`} />
          {t(`legendBand.${b.key}`)}
        </span>
      ))}
    </Text>
  );
}
