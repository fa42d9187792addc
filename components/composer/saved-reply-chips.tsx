"use client";

import { AccountLink } from "@/components/shell/account-link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useAccount } from "@/components/shell/account-context";
import { useSavedReplies } from "@/lib/queries/saved-replies";
import { isOfferedIn, type ReplyContext } from "@/lib/replies/variables";

/**
 * Saved replies as one-tap chips above the composer: on a phone, tapping one leads straight to review.
 * Only the replies this composer's context can fill are offered ({price} is for answers, {order_id} for sales).
 */
export function SavedReplyChips({ context, onPick }: { context: ReplyContext; onPick: (body: string) => void }) {
  const t = useTranslations("questions.composer");
  const { data } = useSavedReplies(useAccount().workspaceId);
  if (!data) return null;
  const replies = data.filter((r) => isOfferedIn(r.body, context));
  return (
    <div role="group" aria-label={t("savedReplies")} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
      {replies.map((r) => (
        // Chips stay 44 px at every width: the composer is used by touch on tablets too.
        <Button key={r.id} variant="secondary" size="md" onClick={() => onPick(r.body)} title={r.body} className="rounded-full font-medium">
          {r.title}
        </Button>
      ))}
      <Button asChild variant="link" className="px-3 font-normal">
        <AccountLink href="/settings/replies">{replies.length ? t("manageReplies") : t("addReplies")}</AccountLink>
      </Button>
    </div>
  );
}
