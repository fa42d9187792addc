"use client";

import { useTranslations } from "next-intl";
import { ContactWarning } from "@/components/moderation/contact-warning";
import { ComposerSendRow } from "@/components/patterns/composer-send-row";
import { Button } from "@/components/ui/button";
import type { ContactKind } from "@/lib/moderation/types";
import { SELLER_MESSAGE_MAX } from "@/lib/schemas/sales";

/**
 * Both sale composers end the same way: the 350 count (free text only) and Send, then the contact-data
 * warning, which holds the send until the user edits (back to the text box) or sends anyway. Text past
 * 350 is kept (a paste or a long saved reply is not cut off silently) and Send says why it is off.
 */
export function SaleSendRow({
  id,
  textId,
  length,
  canSend,
  isPending,
  onSend,
  warning,
  blocked,
}: {
  id: string;
  textId: string;
  /** The free text's length; undefined when the reason is a fixed template. */
  length?: number;
  canSend: boolean;
  isPending: boolean;
  onSend: () => void;
  warning: { kinds: ContactKind[]; isOpen: boolean; onClose: () => void; onContinue: () => void };
  /** Why Send is off when the user must fix the text first (a variable left unfilled), in words. */
  blocked?: string | null;
}) {
  const t = useTranslations("sales.composer");
  const over = length === undefined ? 0 : length - SELLER_MESSAGE_MAX;
  return (
    <>
      <ComposerSendRow
        id={id}
        count={length === undefined ? undefined : { length, limit: SELLER_MESSAGE_MAX }}
        blocked={blocked}
        blockedTone="danger"
      >
        <Button
          onClick={onSend}
          disabled={!canSend || warning.isOpen}
          loading={isPending}
          aria-describedby={over > 0 || blocked ? `${id}-blocked` : undefined}
          className="px-5"
        >
          {isPending ? t("sending") : t("send")}
        </Button>
      </ComposerSendRow>
      {warning.isOpen && (
        <ContactWarning
          kinds={warning.kinds}
          onEdit={() => {
            warning.onClose();
            document.getElementById(textId)?.focus();
          }}
          onContinue={warning.onContinue}
        />
      )}
    </>
  );
}
