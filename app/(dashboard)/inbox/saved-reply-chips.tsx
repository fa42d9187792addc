"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useSavedReplies } from "@/lib/queries/saved-replies";

/** Saved replies as one-tap chips above the composer: on a phone, tapping one leads straight to review. */
export function SavedReplyChips({ onPick }: { onPick: (body: string) => void }) {
  const t = useTranslations("inbox.composer");
  const { data: replies } = useSavedReplies();
  if (!replies) return null;
  return (
    <div role="group" aria-label={t("savedReplies")} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
      {replies.map((r) => (
        <button
          key={r.id}
          type="button"
          onClick={() => onPick(r.body)}
          title={r.body}
          className="min-h-11 shrink-0 rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:border-accent hover:bg-accent/5"
        >
          {r.title}
        </button>
      ))}
      <Link href="/settings/replies" className="inline-flex min-h-11 shrink-0 items-center rounded-full px-3 text-sm text-accent-strong underline-offset-2 hover:underline">
        {replies.length ? t("manageReplies") : t("addReplies")}
      </Link>
    </div>
  );
}
