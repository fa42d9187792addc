"use client";

import { useTranslations } from "next-intl";
import { EmptyState } from "@/components/patterns/empty-state";
import { useReadProgress } from "@/lib/queries/read-progress";

/**
 * A new workspace's first import, still running: not "no questions". A big seller's import waits on the
 * marketplace's rate for minutes, so it says how far it is (calls to Mercado Libre answered so far).
 */
export function ImportingState() {
  const t = useTranslations("questions.importing");
  const ui = useTranslations("ui");
  const progress = useReadProgress("/api/questions/sync", true).data;
  return (
    <EmptyState
      title={t("title")}
      description={
        <>
          {t("description")}
          {progress?.running && progress.total > 0 && (
            <span className="mt-2 block font-medium tabular-nums" role="status" data-testid="reads-done">
              {ui("readsDone", { done: progress.done, total: progress.total })}
            </span>
          )}
        </>
      }
      className="p-6 sm:p-6"
    />
  );
}
