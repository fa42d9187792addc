import { cn } from "@/lib/cn";

/**
 * A tiny trend line for a KpiCard's sparkline slot or a table row. Plain SVG (no chart library on first
 * load); decorative unless given a `label`, since the figure beside it already says what it shows.
 * A null value is unknown: the line breaks there (a gap), it never drops to zero. From `provisionalFrom`
 * (the index of the first value still being counted, as the charts' provisional band) the line is dashed,
 * starting at the value before it, so a partial today reads as unfinished rather than as a fall.
 */
export function Sparkline({
  values,
  className,
  label,
  provisionalFrom,
}: {
  values: Array<number | null>;
  className?: string;
  label?: string;
  provisionalFrom?: number;
}) {
  const known = values.filter((v): v is number => v !== null);
  if (values.length < 2 || known.length === 0) return null;
  const min = Math.min(...known);
  const span = Math.max(...known) - min || 1;
  const pathOf = (from: number, to: number) => {
    let d = "";
    let pen = false;
    for (let i = from; i < to; i++) {
      const v = values[i]!;
      if (v === null) {
        pen = false;
        continue;
      }
      d += `${pen ? "L" : "M"}${((i / (values.length - 1)) * 100).toFixed(1)} ${(38 - ((v - min) / span) * 36).toFixed(1)} `;
      pen = true;
    }
    return d.trim();
  };
  const split = provisionalFrom !== undefined && provisionalFrom >= 0 && provisionalFrom < values.length ? provisionalFrom : values.length;
  const solid = pathOf(0, split);
  const dashed = split < values.length ? pathOf(Math.max(0, split - 1), values.length) : "";
  const stroke = {
    fill: "none",
    stroke: "currentColor",
    strokeWidth: 2,
    vectorEffect: "non-scaling-stroke",
    strokeLinejoin: "round",
    strokeLinecap: "round",
  } as const;
  return (
    <svg
      viewBox="0 0 100 40"
      preserveAspectRatio="none"
      className={cn("h-full w-full text-accent", className)}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {solid && <path d={solid} {...stroke} />}
      {dashed && <path d={dashed} {...stroke} strokeDasharray="2 4" data-provisional="" />}
    </svg>
  );
}
