"use client";

import { EyeOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { useHideWithUndo } from "@/components/inbox/use-hide-with-undo";

/** Appears once rows are ticked: hiding several questions at once (spam, duplicates) in one request. */
export function BulkHideBar({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const t = useTranslations("inbox");
  const hide = useHideWithUndo();
  return (
    <div role="region" aria-label={t("bulk.label")} className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-slate-900 px-3 py-2 text-sm text-white">
      <span>{t("bulk.selected", { count: ids.length })}</span>
      <span className="flex gap-2">
        <button type="button" onClick={onDone} className="min-h-11 rounded-lg px-3 font-medium hover:bg-white/10">
          {t("bulk.clear")}
        </button>
        <button
          type="button"
          onClick={() => {
            hide(ids);
            onDone();
          }}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand px-3 font-semibold text-brand-ink"
        >
          <EyeOff aria-hidden className="size-4" />
          {t("bulk.hide", { count: ids.length })}
        </button>
      </span>
    </div>
  );
}
