"use client";

import { Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis, CartesianGrid } from "recharts";
import { formatDay, formatPercentIn } from "@/lib/format";
import type { HealthTrend } from "@/lib/schemas/health";

const BAND_STROKE = { green: "#15803d", yellow: "#a16207", orange: "#c2410c" } as const;

/**
 * One rate over our daily copy, the site's bands drawn as horizontal lines. Loaded with next/dynamic by the
 * health page, so recharts ships only with it (as with the metrics pages' charts).
 */
export default function TrendChart({
  trend,
  rate,
  locale,
  bandLabel,
}: {
  trend: HealthTrend;
  rate: keyof HealthTrend["bands"];
  locale: string;
  bandLabel: (colour: keyof typeof BAND_STROKE, value: string) => string;
}) {
  const data = trend.points.map((p) => ({ day: p.day, value: p[rate] }));
  const bands = trend.bands[rate];
  const top = Math.max(bands.orange * 1.2, ...data.map((d) => d.value ?? 0));
  const pct = (v: number) => formatPercentIn(v, locale);
  return (
    <ResponsiveContainer width="100%" height={200}>
      <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis
          dataKey="day"
          tickFormatter={(d: string) => formatDay(d, trend.siteId, locale, "short-date")}
          tick={{ fontSize: 12, fill: "#475569" }}
          minTickGap={24}
        />
        <YAxis domain={[0, top]} tickFormatter={pct} tick={{ fontSize: 12, fill: "#475569" }} width={48} />
        {(Object.keys(BAND_STROKE) as Array<keyof typeof BAND_STROKE>).map((c) => (
          <ReferenceLine
            key={c}
            y={bands[c]}
            stroke={BAND_STROKE[c]}
            strokeDasharray="4 4"
            ifOverflow="extendDomain"
            label={{ value: bandLabel(c, pct(bands[c])), position: "insideTopRight", fontSize: 11, fill: BAND_STROKE[c] }}
          />
        ))}
        <Tooltip
          formatter={(v) => (typeof v === "number" ? pct(v) : String(v))}
          labelFormatter={(d) => formatDay(String(d), trend.siteId, locale)}
        />
        <Line
          type="monotone"
          dataKey="value"
          stroke="#1e40af"
          strokeWidth={2}
          dot={data.length < 3}
          connectNulls={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
