import { useTranslations } from "next-intl";

const LEVELS = ["1_red", "2_orange", "3_yellow", "4_light_green", "5_green"] as const;
const COLORS = ["bg-red-500", "bg-orange-400", "bg-yellow-400", "bg-lime-400", "bg-green-600"];

/** The marketplace's five-colour reputation thermometer, with the level named for screen readers. */
export function ReputationMeter({ levelId, size = "sm" }: { levelId: string | null; size?: "sm" | "lg" }) {
  const t = useTranslations();
  const index = LEVELS.indexOf(levelId as (typeof LEVELS)[number]);
  const label = index >= 0 ? t(`levels.${LEVELS[index]}`) : t("overview.noLevel");
  return (
    <span role="img" aria-label={`${t("shell.reputation")}: ${label}`} title={label} className="inline-flex items-center gap-0.5">
      {COLORS.map((color, i) => (
        <span key={color} className={`${size === "lg" ? "h-3 w-8" : "h-2 w-4"} rounded-sm ${color} ${i === index ? "" : "opacity-25"}`} />
      ))}
    </span>
  );
}
