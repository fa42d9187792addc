"use client";

import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatAxis, formatCount, formatLabel } from "@/lib/metrics/format";
import { useDrawn } from "./series-chart";

export interface CompareSeries {
  id: string;
  name: string;
  color: string;
  dash?: string;
  values: Array<number | null>;
}

/** Up to five listings' visits per day on one chart (loaded on demand, like the other charts). */
export default function CompareChart({ dates, series, locale, gapLabel }: { dates: string[]; series: CompareSeries[]; locale: string; gapLabel: string }) {
  const data = dates.map((label, i) => ({ label, ...Object.fromEntries(series.map((s) => [s.id, s.values[i] ?? null])) }));
  const drawn = useDrawn();
  return (
    <div aria-busy={!drawn.done} className="h-65">
    <ResponsiveContainer width="100%" height={260} onResize={drawn.onResize}>
      <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -12 }}>
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis dataKey="label" tickFormatter={(l: string) => formatLabel(l, locale)} tick={{ fontSize: 12, fill: "#475569" }} minTickGap={24} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: "#475569" }} width={48} tickFormatter={(v: number) => formatAxis(v, locale)} />
        <Tooltip
          content={({ active, payload }) => {
            const row = payload?.[0]?.payload as Record<string, string | number | null> | undefined;
            if (!active || !row) return null;
            return (
              <div className="max-w-72 rounded-lg border border-slate-200 bg-white p-2 text-sm shadow">
                <p className="font-medium">{formatLabel(String(row.label), locale, "long")}</p>
                {series.map((s) => (
                  <p key={s.id} className="flex items-center gap-1.5">
                    <span aria-hidden className="inline-block size-2.5 shrink-0 rounded-full" style={{ background: s.color }} />
                    <span className="truncate">{s.name}</span>: <strong>{row[s.id] === null ? gapLabel : formatCount(Number(row[s.id]), locale)}</strong>
                  </p>
                ))}
              </div>
            );
          }}
        />
        {series.map((s) => (
          <Line key={s.id} type="monotone" dataKey={s.id} name={s.name} stroke={s.color} strokeDasharray={s.dash} dot={false} strokeWidth={2.5} connectNulls={false} isAnimationActive={false} />
        ))}
      </LineChart>
    </ResponsiveContainer>
    </div>
  );
}
