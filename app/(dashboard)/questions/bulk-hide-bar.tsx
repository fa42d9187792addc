"use client";

import { useAccount } from "@/components/shell/account-context";
import { EyeOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { useHideWithUndo } from "@/components/questions/use-hide-with-undo";
import { Button } from "@/components/ui/button";
import { cluster } from "@/components/ui/stack";

/** Appears once rows are ticked: hiding several questions at once (spam, duplicates) in one request. */
export function BulkHideBar({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const t = useTranslations("questions");
  const hide = useHideWithUndo(useAccount().workspaceId);
  return (
    <div
      role="region"
      aria-label={t("bulk.label")}
      className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-slate-900 px-3 py-2 text-sm text-white"
    >
      <span>{t("bulk.selected", { count: ids.length })}</span>
      <span className={cluster({ wrap: false })}>
        <Button variant="ghost" onClick={onDone} className="text-white hover:bg-white/10">
          {t("bulk.clear")}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            hide(ids);
            onDone();
          }}
        >
          <EyeOff aria-hidden />
          {t("bulk.hide", { count: ids.length })}
        </Button>
      </span>
    </div>
  );
}
