"use client";

import { Globe } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { stack } from "@/components/ui/stack";

/** The last look before publishing: buyers see exactly this, and it cannot be edited afterwards. */
export function ComposerReview({
  text,
  isPending,
  isWaiting = false,
  onEdit,
  onPublish,
}: {
  text: string;
  isPending: boolean;
  /** A rate-limited send waiting for its next try: Publish stays busy, Edit takes the text back. */
  isWaiting?: boolean;
  onEdit: () => void;
  onPublish: () => void;
}) {
  const t = useTranslations("questions.composer");
  const publishRef = useRef<HTMLButtonElement>(null);
  // Focus lands on Publish, so a plain Enter completes the send from the keyboard (Ctrl+Enter only reviews).
  useEffect(() => publishRef.current?.focus(), []);
  return (
    <div className={stack({ gap: 2 })}>
      <p className="inline-flex items-center gap-1 text-xs font-medium text-slate-600">
        <Globe aria-hidden className="size-3.5" />
        {t("publicNotice")}
      </p>
      <blockquote
        data-testid="answer-preview"
        className="max-h-[30dvh] overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3 whitespace-pre-wrap text-slate-900"
      >
        {text}
      </blockquote>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onEdit} disabled={isPending}>
          {t("edit")}
        </Button>
        <Button ref={publishRef} onClick={onPublish} loading={isPending || isWaiting} className="px-5">
          {isPending || isWaiting ? t("publishing") : t("publish")}
        </Button>
      </div>
    </div>
  );
}
