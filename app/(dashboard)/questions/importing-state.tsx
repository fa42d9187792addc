"use client";

import { useTranslations } from "next-intl";
import { EmptyState } from "@/components/patterns/empty-state";
import { useSyncProgress } from "@/lib/queries/questions";

/**
 * A new workspace's first import, still running: not "no questions". A big seller's import waits on the
 * marketplace's rate for minutes, so it says how far it is (calls to Mercado Libre answered so far).
 */
export function ImportingState() {
  const t = useTranslations("questions.importing");
  const progress = useSyncProgress(true).data;
  return (
    <EmptyState
      title={t("title")}
      description={
        <>
          {t("description")}
          {progress?.running && progress.total > 0 && (
            <span className="mt-2 block font-medium tabular-nums" role="status" data-testid="import-progress">
              {t("progress", { done: progress.done, total: progress.total })}
            </span>
          )}
        </>
      }
      className="p-6 sm:p-6"
    />
  );
}
