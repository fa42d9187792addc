"use client";

import { useLocale, useTranslations } from "next-intl";
import { Section } from "@/components/patterns/section";
import { Text } from "@/components/ui/text";
import { formatDate } from "@/lib/format";
import type { ClaimPage } from "@/lib/schemas/claim-page";
import { actorOf, knownAction } from "../claim-words";

/** The claim's actions and status changes, oldest first, in plain words ("The buyer accepted the partial refund"). */
export function ClaimTimeline({ page }: { page: ClaimPage }) {
  const t = useTranslations("claims");
  const locale = useLocale();
  return (
    <Section title={t("page.timelineTitle")}>
      {page.timeline.length === 0 ? (
        <Text className="text-slate-700">{t("page.timelineEmpty")}</Text>
      ) : (
        <ol className="flex flex-col gap-2">
          {page.timeline.map((step, i) => {
            const when = formatDate(step.at, page.siteId, locale, "short-date-time");
            const who = t(`page.actor.${actorOf(step.by)}`);
            const known = step.kind === "action" ? knownAction(step.action) : null;
            const what =
              step.kind === "action"
                ? known
                  ? t(`page.did.${known}`)
                  : t("page.did.other", { name: step.action })
                : t("page.statusStep", {
                    stage: step.stage ? t(`stage.${step.stage}` as "stage.claim") : "—",
                    status: step.status ? t(`status.${step.status}` as "status.opened") : "—",
                  });
            return (
              <li key={`${step.kind}-${step.at}-${i}`} className="flex flex-wrap gap-x-2 text-sm">
                <time dateTime={step.at} className="text-slate-600">
                  {when}
                </time>
                <span>{step.kind === "action" ? `${who} ${what}` : what}</span>
              </li>
            );
          })}
        </ol>
      )}
    </Section>
  );
}
