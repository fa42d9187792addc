"use client";

import { TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { FactKind } from "@/lib/questions/answer-facts";

/**
 * Above the answer box after a suggestion from another item that states shipping, stock, price or
 * availability (issue 58 item 4): those may be false for this item, so Review waits for an edit of the
 * text or this confirmation.
 */
export function SuggestionFactCheck({ kinds, onConfirm }: { kinds: FactKind[]; onConfirm: () => void }) {
  const t = useTranslations("questions.suggestions.factCheck");
  return (
    <div
      role="status"
      data-testid="suggestion-fact-check"
      className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 sm:flex-row sm:items-center"
    >
      {/* On a phone the button goes below the text, so the text keeps the card's width. */}
      <div className="flex min-w-0 flex-1 items-start gap-2">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        <p className="min-w-0">{t("body", { facts: kinds.map((kind) => t(`kinds.${kind}`)).join(", ") })}</p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={onConfirm}
        className="min-h-11 self-end border-amber-400 font-medium sm:self-auto md:min-h-9"
      >
        {t("confirm")}
      </Button>
    </div>
  );
}
