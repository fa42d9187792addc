import { ReferenceArea } from "recharts";
import { PROVISIONAL_BAND } from "./provisional-style";

/** The room a chart keeps above its plot (add it to the top margin) for the provisional band's label. */
export const PROVISIONAL_LABEL_ROOM = 16;

/**
 * The shaded, labelled band over a chart's provisional stretch (`splitProvisional(…).band`), the same on the
 * account charts and the listings' comparison. A function, not a component: recharts places its own
 * elements.
 *
 * The label sits above the plot, ending at the band's right edge, with a tick over the band's width: the band
 * is often a day or two wide, narrower than the word, and a label inside it ran over the lines. The chart
 * keeps `PROVISIONAL_LABEL_ROOM` for it in its top margin, more by `lift` when something else (marker tags)
 * already sits just above the plot.
 */
export function provisionalBand(band: { x1: string; x2: string } | null, label: string, lift = 0) {
  return (
    band && (
      <ReferenceArea
        x1={band.x1}
        x2={band.x2}
        fill={PROVISIONAL_BAND.fill}
        fillOpacity={PROVISIONAL_BAND.fillOpacity}
        label={{
          value: label,
          content: (props: { viewBox?: unknown }) => <ProvisionalLabel viewBox={props.viewBox} label={label} lift={lift} />,
        }}
      />
    )
  );
}

function ProvisionalLabel({ viewBox, label, lift }: { viewBox: unknown; label: string; lift: number }) {
  const box = viewBox as { x?: number; y?: number; width?: number } | undefined;
  if (typeof box?.x !== "number" || typeof box.y !== "number" || typeof box.width !== "number") return null;
  const right = box.x + box.width;
  const top = box.y - lift;
  return (
    <g className="provisional-label">
      <line x1={box.x} x2={right} y1={top - 2} y2={top - 2} stroke={PROVISIONAL_BAND.text} strokeOpacity={0.5} strokeWidth={2} />
      <text x={right} y={top - 6} textAnchor="end" fontSize={11} fill={PROVISIONAL_BAND.text}>
        {label}
      </text>
    </g>
  );
}
