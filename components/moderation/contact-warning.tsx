"use client";

import { ShieldAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { reasonOfKind } from "@/lib/moderation/precheck";
import type { ContactKind } from "@/lib/moderation/types";

/**
 * Shown before the review when the text carries contact data: the marketplace moderates it after the send
 * (and a public answer cannot be edited), so the user decides knowingly. Shared by every buyer-facing composer.
 */
export function ContactWarning({ kinds, onEdit, onContinue }: { kinds: ContactKind[]; onEdit: () => void; onContinue: () => void }) {
  const t = useTranslations("moderation");
  return (
    <div
      role="alertdialog"
      aria-labelledby="contact-warning-title"
      aria-describedby="contact-warning-body"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p id="contact-warning-title" className="inline-flex items-center gap-1.5 font-semibold">
        <ShieldAlert aria-hidden className="size-4" />
        {t("title")}
      </p>
      <ul className="mt-1 list-disc ps-6" data-testid="contact-kinds">
        {kinds.map((kind) => (
          <li key={kind}>
            {t(`kinds.${kind}`)} <span className="text-xs whitespace-nowrap">({t("reasonName", { reason: reasonOfKind(kind) })})</span>
          </li>
        ))}
      </ul>
      <p id="contact-warning-body" className="mt-1">
        {t("body")}
      </p>
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onEdit} autoFocus className="border-amber-400 font-medium">
          {t("edit")}
        </Button>
        <Button variant="warning" onClick={onContinue}>
          {t("continue")}
        </Button>
      </div>
    </div>
  );
}
