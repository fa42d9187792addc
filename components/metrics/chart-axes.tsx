import { CartesianGrid, XAxis, YAxis } from "recharts";
import { formatAxis, formatLabel } from "@/lib/metrics/format";

/** The grid and both axes every metrics chart draws, labelled in the reader's language. */
export function chartAxes(locale: string) {
  return [
    <CartesianGrid key="grid" stroke="#e2e8f0" vertical={false} />,
    <XAxis
      key="x"
      dataKey="label"
      tickFormatter={(l: string) => formatLabel(l, locale)}
      tick={{ fontSize: 12, fill: "#475569" }}
      minTickGap={24}
    />,
    <YAxis
      key="y"
      allowDecimals={false}
      tick={{ fontSize: 12, fill: "#475569" }}
      width={48}
      tickFormatter={(v: number) => formatAxis(v, locale)}
    />,
  ];
}
