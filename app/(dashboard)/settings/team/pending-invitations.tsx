"use client";

import { useLocale, useTranslations } from "next-intl";
import { Section } from "@/components/patterns/section";
import { ErrorState } from "@/components/patterns/error-state";
import { Alert } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import { useAccount } from "@/components/shell/account-context";
import { useInvitations, useRevokeInvitation } from "@/lib/queries/invitations";
import { Text } from "@/components/ui/text";
import { dividedList } from "@/components/ui/stack";
import { useGrantWords } from "./grant-words";

/**
 * Links not yet used that grant this account, each saying what it grants: an owner can revoke one sent to
 * the wrong person (the whole link stops working, whichever of its accounts it is revoked from).
 */
export function PendingInvitations() {
  const t = useTranslations();
  const locale = useLocale();
  const { siteId } = useAccount();
  const { data: invitations, isPending, error, refetch } = useInvitations(true);
  const revoke = useRevokeInvitation();
  const grantWords = useGrantWords();

  return (
    <Section title={t("team.settings.pending.title")}>
      {isPending && <Skeleton className="h-12 w-full" />}
      {error && <ErrorState error={error} onRetry={() => void refetch()} />}
      {revoke.isError && <Alert tone="danger">{t("team.settings.errors.default")}</Alert>}
      {invitations?.length === 0 && <Text>{t("team.settings.pending.none")}</Text>}
      <ul className={dividedList}>
        {invitations?.map((inv) => {
          const role = grantWords(inv.grants);
          const expires = formatDate(inv.expiresAt, siteId, locale, "date-time");
          return (
            <li key={inv.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <span>
                <span className="font-medium">{role}</span>
                {inv.otherAccounts > 0 && (
                  <Text as="span" className="block">
                    {t("team.settings.pending.otherAccounts", { count: inv.otherAccounts })}
                  </Text>
                )}
                <Text as="span" className="block">
                  {t("team.settings.invite.expires", { date: expires })}
                </Text>
              </span>
              <Button
                variant="ghost"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(inv.id)}
                aria-label={t("team.settings.pending.revokeNamed", { role, date: expires })}
                className="px-3 font-medium text-red-800 hover:bg-red-50"
              >
                {t("team.settings.pending.revoke")}
              </Button>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
