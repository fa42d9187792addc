"use client";

import { Paperclip } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Section } from "@/components/patterns/section";
import { Text } from "@/components/ui/text";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format";
import type { ClaimPage } from "@/lib/schemas/claim-page";
import { actorOf } from "../claim-words";

/** The conversation with the buyer and the mediator, oldest first, with who wrote to whom and the files. */
export function ClaimConversation({ page }: { page: ClaimPage }) {
  const t = useTranslations("claims.page");
  const locale = useLocale();
  return (
    <Section title={t("conversationTitle")}>
      {page.messages.length === 0 ? (
        <Text className="text-slate-700">{t("conversationEmpty")}</Text>
      ) : (
        <ol className="flex flex-col gap-3" data-testid="claim-messages">
          {page.messages.map((m, i) => {
            const from = actorOf(m.senderRole);
            return (
              <li
                key={`${m.at}-${i}`}
                className={cn(
                  "flex max-w-[85%] flex-col gap-1 rounded-xl p-3",
                  from === "seller" ? "self-end bg-sky-50" : "self-start bg-slate-100",
                )}
              >
                <span className="text-xs text-slate-700">
                  {t(`from.${from}`)}
                  {m.receiverRole &&
                    ` → ${m.receiverRole === "mediator" ? t("toMediator") : m.receiverRole === "complainant" ? t("toBuyer") : t("from.seller")}`}
                  {" · "}
                  <time dateTime={m.at}>{formatDate(m.at, page.siteId, locale, "short-date-time")}</time>
                </span>
                <p className="break-words whitespace-pre-wrap">{m.text}</p>
                {m.attachments.length > 0 && (
                  <ul className="flex flex-col gap-1">
                    {m.attachments.map((a) => (
                      <li key={a.name}>
                        <a
                          href={`/api/claims/${page.claim.id}/attachments/${encodeURIComponent(a.name)}`}
                          className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-accent-strong underline"
                          aria-label={t("download", { name: a.originalName })}
                        >
                          <Paperclip aria-hidden className="size-4" />
                          {a.originalName}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </Section>
  );
}
