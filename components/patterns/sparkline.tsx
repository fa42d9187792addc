import { cn } from "@/lib/cn";

/**
 * A tiny trend line for a KpiCard's sparkline slot. Plain SVG (no chart library on first load);
 * decorative, since the card's figure and change already say what it shows.
 */
export function Sparkline({ values, className }: { values: number[]; className?: string }) {
  if (values.length < 2) return null;
  const min = Math.min(...values);
  const span = Math.max(...values) - min || 1;
  const points = values.map((v, i) => `${(i / (values.length - 1)) * 100},${38 - ((v - min) / span) * 36}`).join(" ");
  return (
    <svg aria-hidden viewBox="0 0 100 40" preserveAspectRatio="none" className={cn("h-full w-full text-accent", className)}>
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={2} vectorEffect="non-scaling-stroke" strokeLinejoin="round" />
    </svg>
  );
}
