/** A tiny line of a series in plain SVG (no chart library): null points break the line, never drop to 0. */
export function Sparkline({ values, className = "h-8 w-24", label }: { values: Array<number | null>; className?: string; label?: string }) {
  const known = values.filter((v): v is number => v !== null);
  const max = Math.max(1, ...known);
  const w = 100;
  const h = 30;
  const step = values.length > 1 ? w / (values.length - 1) : w;
  let d = "";
  let pen = false;
  values.forEach((v, i) => {
    if (v === null) {
      pen = false;
      return;
    }
    const x = (i * step).toFixed(1);
    const y = (h - 2 - (v / max) * (h - 4)).toFixed(1);
    d += `${pen ? "L" : "M"}${x} ${y} `;
    pen = true;
  });
  return (
    <svg viewBox={`0 0 ${w} ${h}`} preserveAspectRatio="none" className={className} role={label ? "img" : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
