"use client";

import { useBuyerLabel } from "@/components/patterns/use-buyer-label";
import type { BuyerRef } from "@/lib/buyer-label";
import { useLocale, useTranslations } from "next-intl";
import type { TimelineMessage } from "@/lib/schemas/sales";
import { formatDate } from "@/lib/format";
import { marketplaceName } from "@/lib/sites";
import { moderationReasonText } from "../sale-words";
import { Text } from "@/components/ui/text";
import { stack } from "@/components/ui/stack";
import { useAccount } from "@/components/shell/account-context";

/** Both directions, grouped by day in the site's time zone (when the buyer wrote, for the seller's country). */
export function SaleTimeline({ messages, siteId, buyer }: { messages: TimelineMessage[]; siteId: string; buyer: BuyerRef }) {
  const t = useTranslations("sales.timeline");
  const buyerName = useBuyerLabel()(buyer);
  const locale = useLocale();
  // Sends are per account: the page's account is the one that acted. A person is named by the account they
  // sign in with, so on any other account (or for a teammate) the thread says both (issue 58 item 5).
  const { nickname: account } = useAccount();
  const sentBy = (name: string) => (name === account ? t("sentBy", { name }) : t("sentByAs", { name, account }));
  if (messages.length === 0)
    return <Text className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-center">{t("empty")}</Text>;
  const days = new Map<string, TimelineMessage[]>();
  for (const m of messages) {
    const day = m.createdAt ? formatDate(m.createdAt, siteId, locale, "full-date") : "—";
    days.set(day, [...(days.get(day) ?? []), m]);
  }
  return (
    <section aria-label={t("label")} className={stack({ gap: 3 })}>
      {[...days.entries()].map(([day, list]) => (
        <div key={day} className={stack({ gap: 2 })}>
          <h2 className="text-center text-xs font-semibold text-slate-500 uppercase">{day}</h2>
          <ol className={stack({ gap: 2 })}>
            {list.map((m) => (
              <li
                key={m.id}
                className={`max-w-[85%] rounded-2xl p-3 text-sm ${m.fromSeller ? "self-end bg-sky-50 ring-1 ring-sky-200" : "self-start bg-white ring-1 ring-slate-200"}`}
              >
                <p className="whitespace-pre-wrap">{m.text}</p>
                <Text variant="caption" className="mt-1">
                  {m.fromSeller
                    ? m.sentBy
                      ? sentBy(m.sentBy.name)
                      : t("you")
                    : m.fromAgent
                      ? t("agent", { brand: marketplaceName(siteId) })
                      : buyerName}
                  {m.createdAt && ` · ${formatDate(m.createdAt, siteId, locale, "time")}`}
                </Text>
                {m.status === "moderated" && (
                  <p className="mt-1 rounded bg-red-50 px-2 py-1 text-xs font-medium text-red-900">
                    {/* What moderation means depends on who wrote it: the seller's never reached the buyer; the buyer's was held from the seller. */}
                    {t(m.fromSeller ? "moderated" : "moderatedFromBuyer", { reason: moderationReasonText(t, m.moderationReason) })}
                  </p>
                )}
              </li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
