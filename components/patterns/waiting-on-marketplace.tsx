"use client";

import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useStillWaiting } from "./use-still-waiting";

/**
 * What a part of a page shows while its first answer from the marketplace is on its way: the grey shape of
 * what is coming (`className` sizes it), and after a few seconds "Still waiting for Mercado Libre…" in
 * words, so a slow marketplace is told apart from a page that hangs. `label` names the region for screen
 * readers.
 */
export function WaitingOnMarketplace({ className, label, progress }: { className?: string; label?: string; progress?: ReadsDone }) {
  const late = useStillWaiting(true);
  return (
    <div aria-busy="true" aria-label={label} className="relative min-w-0">
      <Skeleton className={className} />
      {late && <StillWaitingNote className="absolute inset-x-0 top-4 mx-auto w-fit" progress={progress} />}
    </div>
  );
}

/** How far a big read is, in calls to the marketplace (from `useReadProgress`). */
export type ReadsDone = { running: boolean; done: number; total: number } | undefined;

/** The words alone, for a region that keeps its own placeholder (or figures kept while newer ones load). */
export function StillWaitingNote({ className, progress }: { className?: string; progress?: ReadsDone }) {
  const t = useTranslations("ui");
  return (
    <p
      role="status"
      className={cn(
        "inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white px-3 py-1 text-sm font-medium text-slate-800 shadow-sm",
        className,
      )}
    >
      <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
      {t("stillWaiting")}
      {progress?.running && progress.total > 0 && (
        <span className="tabular-nums text-slate-600" data-testid="reads-done">
          {t("readsDone", { done: progress.done, total: progress.total })}
        </span>
      )}
    </p>
  );
}
