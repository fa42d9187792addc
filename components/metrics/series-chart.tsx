"use client";

import { useState } from "react";
import { Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip } from "recharts";
import { splitProvisional } from "@/lib/metrics/bucket";
import { formatCount, formatLabel } from "@/lib/metrics/format";
import { chartAxes } from "./chart-axes";
import type { SeriesOk } from "@/lib/schemas/metrics";
import { PROVISIONAL_LABEL_ROOM, provisionalBand } from "./provisional-band";

/** An event drawn as a vertical line on its day, with a one-character tag; the page lists them in words. */
export interface ChartMarker {
  date: string;
  tag: string;
  label: string;
}

export interface ChartLabels {
  current: string;
  previous: string;
  provisional: string;
  gap: string;
  legend: string;
}

/**
 * The only module that imports recharts: pages load it with next/dynamic, so the library ships only
 * with the metrics pages. A null point is a break in the line (a gap), never a dip to zero.
 */
export default function SeriesChart({
  series,
  locale,
  labels,
  extra,
  markers,
}: {
  series: SeriesOk;
  locale: string;
  labels: ChartLabels;
  extra?: Array<{ name: string; values: Array<number | null> }>;
  markers?: ChartMarker[];
}) {
  // Buckets after the last final one are still being counted (or, for visits, still arriving).
  const isProvisional = (label: string) => label > series.finalThrough;
  // The band and the dashed stretch start at the last final point: a partial bucket's low count then reads
  // as "still counting", not as a fall.
  const split = splitProvisional(
    series.points.map((p) => p.date),
    series.finalThrough,
  );
  const values = series.points.map((p) => p.value);
  const [final, provisional] = [split.final(values), split.provisional(values)];
  const data = series.points.map((p, i) => ({
    label: p.date,
    current: p.value,
    final: final[i],
    provisional: provisional[i],
    previous: series.previous[i]?.value ?? null,
    previousLabel: series.previous[i]?.date ?? "",
    ...Object.fromEntries((extra ?? []).map((e, k) => [`extra${k}`, e.values[i] ?? null])),
  }));
  const colors = ["#d97706", "#059669", "#7c3aed", "#db2777"];
  const drawn = useDrawn();
  // The dashed grey line needs saying: which line is which, in words beside a sample of each.
  const comparing = !extra && series.previous.some((p) => p.value !== null);
  return (
    <div aria-busy={!drawn.done}>
      <div className="h-60">
        <ResponsiveContainer width="100%" height={240} onResize={drawn.onResize}>
          <LineChart
            data={data}
            margin={{ top: (markers?.length ? 18 : 8) + (split.band ? PROVISIONAL_LABEL_ROOM : 0), right: 8, bottom: 0, left: -12 }}
          >
            {chartAxes(locale)}
            {/* Above the markers' tags, which sit just over the plot. */}
            {provisionalBand(split.band, labels.provisional, markers?.length ? 16 : 0)}
            {(markers ?? []).map((m) => (
              <ReferenceLine
                key={`${m.date}-${m.tag}`}
                x={m.date}
                stroke="#7c3aed"
                strokeDasharray="2 3"
                label={{ value: m.tag, position: "top", fontSize: 12, fontWeight: 700, fill: "#5b21b6" }}
              />
            ))}
            <Tooltip
              content={({ active, payload }) => {
                const row = payload?.[0]?.payload as (typeof data)[number] | undefined;
                if (!active || !row) return null;
                return (
                  <div className="rounded-lg border border-slate-200 bg-white p-2 text-sm shadow">
                    <p className="font-medium">
                      {formatLabel(row.label, locale, "long")}
                      {isProvisional(row.label) ? ` · ${labels.provisional}` : ""}
                    </p>
                    <p>
                      {labels.current}: <strong>{row.current === null ? labels.gap : formatCount(row.current, locale)}</strong>
                    </p>
                    {(markers ?? [])
                      .filter((m) => m.date === row.label)
                      .map((m) => (
                        <p key={m.tag + m.label} className="text-violet-800">
                          {m.tag} · {m.label}
                        </p>
                      ))}
                    {!extra && (
                      <p className="text-slate-600">
                        {labels.previous} ({formatLabel(row.previousLabel, locale)}):{" "}
                        {row.previous === null ? labels.gap : formatCount(row.previous, locale)}
                      </p>
                    )}
                    {(extra ?? []).map((e, k) => (
                      <p key={e.name}>
                        {e.name}: {formatCount((row as unknown as Record<string, number | null>)[`extra${k}`] ?? null, locale)}
                      </p>
                    ))}
                  </div>
                );
              }}
            />
            {!extra && (
              <Line
                type="monotone"
                dataKey="previous"
                name={labels.previous}
                stroke="#94a3b8"
                strokeDasharray="5 4"
                dot={false}
                strokeWidth={2}
                connectNulls={false}
                isAnimationActive={false}
              />
            )}
            {split.first !== 0 && (
              <Line
                type="monotone"
                dataKey="final"
                name={labels.current}
                stroke="#1f55a8"
                dot={false}
                strokeWidth={2.5}
                connectNulls={false}
                isAnimationActive={false}
              />
            )}
            {split.band && (
              <Line
                className="series-provisional"
                type="monotone"
                dataKey="provisional"
                name={`${labels.current} (${labels.provisional})`}
                stroke="#1f55a8"
                strokeDasharray="2 4"
                dot={false}
                strokeWidth={2.5}
                connectNulls={false}
                isAnimationActive={false}
              />
            )}
            {(extra ?? []).map((e, k) => (
              <Line
                key={e.name}
                type="monotone"
                dataKey={`extra${k}`}
                name={e.name}
                stroke={colors[k % colors.length]}
                dot={false}
                strokeWidth={2}
                connectNulls={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      {comparing && (
        <ul aria-label={labels.legend} className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600" data-testid="series-legend">
          <LegendItem label={labels.current} stroke="#1f55a8" width={2.5} />
          <LegendItem label={labels.previous} stroke="#94a3b8" width={2} dash="5 4" />
        </ul>
      )}
    </div>
  );
}

/** One line of the legend: a short sample of the line as drawn (colour, width, dash), then its name. */
function LegendItem({ label, stroke, width, dash }: { label: string; stroke: string; width: number; dash?: string }) {
  return (
    <li className="flex items-center gap-1.5">
      <svg aria-hidden width="24" height="8" viewBox="0 0 24 8" className="shrink-0">
        <line x1="1" y1="4" x2="23" y2="4" stroke={stroke} strokeWidth={width} strokeDasharray={dash} strokeLinecap="round" />
      </svg>
      {label}
    </li>
  );
}

/**
 * Busy until the lines are on screen. ResponsiveContainer draws nothing until it has measured its box
 * (an effect after the first render), and the lines come a commit after the axes; on a loaded machine that
 * gap is long, and whatever waits for the page to stop being busy (people's screenshots, the e2e and axe
 * checks) saw charts without lines. The first measure with a width is followed by a frame to draw in.
 */
export function useDrawn() {
  const [done, setDone] = useState(false);
  const onResize = (width: number) => {
    if (width > 0 && !done) requestAnimationFrame(() => setDone(true));
  };
  return { done, onResize };
}
