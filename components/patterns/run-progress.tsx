import type { ReactNode } from "react";
import { Text } from "@/components/ui/text";

/**
 * A long run's progress (bulk free shipping, bulk invoice links): a bar named for what the run does and
 * the count in words, read out as it changes. `processed` counts rows with a final outcome (done,
 * refused or failed), so a run whose every row was refused still ends at 100 %.
 */
export function RunProgress({
  label,
  text,
  processed,
  total,
  children,
}: {
  /** The bar's accessible name: what is being done ("Invoice links sent"). */
  label: string;
  /** The count in words ("12 of 40 processed"): shown, and the bar's value text. */
  text: string;
  processed: number;
  total: number;
  /** More about the run after the count (counts per outcome…). */
  children?: ReactNode;
}) {
  return (
    <div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuetext={text}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={processed}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full bg-accent-strong transition-all" style={{ width: `${total ? (processed / total) * 100 : 100}%` }} />
      </div>
      <Text className="mt-1" aria-live="polite">
        {text}
        {children}
      </Text>
    </div>
  );
}
