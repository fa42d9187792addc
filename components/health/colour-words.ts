import type { useTranslations } from "next-intl";
import type { Health } from "@/lib/schemas/health";

type Translate = ReturnType<typeof useTranslations>;
export type HealthColour = "green" | "yellow" | "orange" | "red";
export type HealthRate = Health["rates"][number]["rate"];

/** Text and dot colours per band colour (dark enough on white for AA contrast). */
export const COLOUR_CLASS: Record<HealthColour, { dot: string; text: string }> = {
  green: { dot: "bg-green-600", text: "text-green-800" },
  yellow: { dot: "bg-yellow-400", text: "text-yellow-800" },
  orange: { dot: "bg-orange-500", text: "text-orange-800" },
  red: { dot: "bg-red-600", text: "text-red-800" },
};

/** "2 more claims or 1 more late dispatch": every rate that can drop the colour, fewest first. */
export function worseText(t: Translate, counts: Record<string, number | null>): string {
  const parts = (Object.entries(counts) as Array<[HealthRate, number | null]>)
    .filter((e): e is [HealthRate, number] => e[1] !== null)
    .sort((a, b) => a[1] - b[1])
    .map(([rate, count]) => t(`distance.${rate}`, { count }));
  return parts.join(` ${t("distance.or")} `);
}

/** "11 sales without a claim", naming the one binding rate, or all of them when several bind. */
export function betterText(t: Translate, sales: number, binding: HealthRate[]): string {
  const what = binding.length === 1 ? t(`distance.what.${binding[0]!}`) : t("distance.what.several");
  return t("distance.better", { count: sales, what });
}
