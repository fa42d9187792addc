"use client";

import { Line, LineChart, ResponsiveContainer, Tooltip } from "recharts";
import { splitProvisional } from "@/lib/metrics/bucket";
import { formatCount, formatLabel } from "@/lib/metrics/format";
import { chartAxes } from "./chart-axes";
import { PROVISIONAL_LABEL_ROOM, provisionalBand } from "./provisional-band";
import { PROVISIONAL_OPACITY } from "./provisional-style";
import { useDrawn } from "./series-chart";

export interface CompareSeries {
  id: string;
  name: string;
  color: string;
  dash?: string;
  values: Array<number | null>;
}

/**
 * Up to five listings' visits per day on one chart (loaded on demand, like the other charts). The days after
 * `finalThrough` are still being counted: shaded as on the account charts, each line continuing faded (in
 * its own colour and dash, which tell the lines apart) from its last final point, so today's partial count
 * reads as unfinished rather than as a fall.
 */
export default function CompareChart({
  dates,
  finalThrough,
  series,
  locale,
  labels,
}: {
  dates: string[];
  finalThrough: string;
  series: CompareSeries[];
  locale: string;
  labels: { gap: string; provisional: string };
}) {
  const split = splitProvisional(dates, finalThrough);
  const lines = series.map((s) => ({ ...s, final: split.final(s.values), provisional: split.provisional(s.values) }));
  // Keys by position: a listing id is a fine key, but the split lines need keys recharts reads as plain names.
  const data = dates.map((label, i) => ({
    label,
    ...Object.fromEntries(
      lines.flatMap((s, k) => [
        [`v${k}`, s.values[i] ?? null],
        [`f${k}`, s.final[i] ?? null],
        [`p${k}`, s.provisional[i] ?? null],
      ]),
    ),
  }));
  const drawn = useDrawn();
  return (
    <div aria-busy={!drawn.done} className="h-65">
      <ResponsiveContainer width="100%" height={260} onResize={drawn.onResize}>
        <LineChart data={data} margin={{ top: 8 + (split.band ? PROVISIONAL_LABEL_ROOM : 0), right: 8, bottom: 0, left: -12 }}>
          {chartAxes(locale)}
          {provisionalBand(split.band, labels.provisional)}
          <Tooltip
            content={({ active, payload }) => {
              const row = payload?.[0]?.payload as Record<string, string | number | null> | undefined;
              if (!active || !row) return null;
              return (
                <div className="max-w-72 rounded-lg border border-slate-200 bg-white p-2 text-sm shadow">
                  <p className="font-medium">
                    {formatLabel(String(row.label), locale, "long")}
                    {String(row.label) > finalThrough ? ` · ${labels.provisional}` : ""}
                  </p>
                  {series.map((s, k) => (
                    <p key={s.id} className="flex items-center gap-1.5">
                      <span aria-hidden className="inline-block size-2.5 shrink-0 rounded-full" style={{ background: s.color }} />
                      <span className="truncate">{s.name}</span>:{" "}
                      <strong>{row[`v${k}`] === null ? labels.gap : formatCount(Number(row[`v${k}`]), locale)}</strong>
                    </p>
                  ))}
                </div>
              );
            }}
          />
          {split.first !== 0 &&
            lines.map((s, k) => (
              <Line
                key={s.id}
                className="compare-final"
                type="monotone"
                dataKey={`f${k}`}
                name={s.name}
                stroke={s.color}
                strokeDasharray={s.dash}
                dot={false}
                strokeWidth={2.5}
                connectNulls={false}
                isAnimationActive={false}
              />
            ))}
          {split.band &&
            lines.map((s, k) => (
              <Line
                key={`${s.id}-provisional`}
                className="compare-provisional"
                type="monotone"
                dataKey={`p${k}`}
                name={`${s.name} (${labels.provisional})`}
                stroke={s.color}
                strokeOpacity={PROVISIONAL_OPACITY}
                strokeDasharray={s.dash}
                dot={false}
                strokeWidth={2.5}
                connectNulls={false}
                isAnimationActive={false}
              />
            ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
