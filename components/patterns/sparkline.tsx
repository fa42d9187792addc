import { cn } from "@/lib/cn";

/**
 * A tiny trend line for a KpiCard's sparkline slot or a table row. Plain SVG (no chart library on first
 * load); decorative unless given a `label`, since the figure beside it already says what it shows.
 * A null value is unknown: the line breaks there (a gap), it never drops to zero.
 */
export function Sparkline({ values, className, label }: { values: Array<number | null>; className?: string; label?: string }) {
  const known = values.filter((v): v is number => v !== null);
  if (values.length < 2 || known.length === 0) return null;
  const min = Math.min(...known);
  const span = Math.max(...known) - min || 1;
  let d = "";
  let pen = false;
  values.forEach((v, i) => {
    if (v === null) {
      pen = false;
      return;
    }
    d += `${pen ? "L" : "M"}${((i / (values.length - 1)) * 100).toFixed(1)} ${(38 - ((v - min) / span) * 36).toFixed(1)} `;
    pen = true;
  });
  return (
    <svg viewBox="0 0 100 40" preserveAspectRatio="none" className={cn("h-full w-full text-accent", className)} role={label ? "img" : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      <path d={d.trim()} fill="none" stroke="currentColor" strokeWidth={2} vectorEffect="non-scaling-stroke" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
