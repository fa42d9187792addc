"use client";

import { Check, Copy } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { stack } from "@/components/ui/stack";

/**
 * The question was answered by someone else while this user wrote: their text is still theirs to keep
 * (copy it into a note or another question) before they discard it.
 */
export function UnsentDraft({ text, onDiscard }: { text: string; onDiscard: () => void }) {
  const t = useTranslations("questions.composer");
  const [isCopied, setCopied] = useState(false);
  const draft = useRef<HTMLQuoteElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard here (permission, insecure origin): select the text so Ctrl+C copies it; never say "Copied".
      const selection = window.getSelection();
      if (!draft.current || !selection) return;
      const range = document.createRange();
      range.selectNodeContents(draft.current);
      selection.removeAllRanges();
      selection.addRange(range);
    }
  };
  if (!text) return null;
  return (
    <div className={stack({ gap: 2 })}>
      <p className="text-xs font-semibold text-slate-700">{t("yourDraft")}</p>
      <blockquote
        ref={draft}
        data-testid="unsent-draft"
        className="max-h-[30dvh] overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3 whitespace-pre-wrap text-slate-900"
      >
        {text}
      </blockquote>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          {isCopied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {isCopied ? t("copied") : t("copy")}
        </Button>
        <Button variant="secondary" onClick={onDiscard}>
          {t("discard")}
        </Button>
      </div>
    </div>
  );
}
