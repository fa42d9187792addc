"use client";

import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { ErrorState } from "@/components/patterns/error-state";
import { NotFoundState } from "@/components/patterns/not-found-state";
import { BackLink } from "@/components/patterns/page-header";
import { WaitingOnMarketplace } from "@/components/patterns/waiting-on-marketplace";
import { useAccount } from "@/components/shell/account-context";
import { Text } from "@/components/ui/text";
import { ACCOUNT_PARAM, ALL_ACCOUNTS, isAllAccounts } from "@/lib/accounts/account-param";
import { ApiRequestError } from "@/lib/queries/fetch-json";
import { useClaim } from "@/lib/queries/claims";
import { ClaimActions } from "./claim-actions";
import { ClaimComposer } from "./claim-composer";
import { ClaimConversation } from "./claim-conversation";
import { ClaimHeader } from "./claim-header";
import { ClaimReturn } from "./claim-return";
import { ClaimTimeline } from "./claim-timeline";

/** One claim: the sale and the problem, the reputation clock, what you can do, the conversation, the history. */
export function ClaimView({ id }: { id: string }) {
  const t = useTranslations("claims.page");
  const { role } = useAccount();
  const query = useClaim(id);
  const canAct = role !== "viewer";
  const fromAll = isAllAccounts(useSearchParams().get("from"));
  const data = query.data;
  return (
    <article className="flex max-w-3xl flex-col gap-4 pb-4">
      <BackLink href={fromAll ? `/claims?${ACCOUNT_PARAM}=${ALL_ACCOUNTS}` : "/claims"} label={t("back")} />
      {query.isPending ? (
        <WaitingOnMarketplace label={t("loading")} className="h-48 rounded-xl" />
      ) : query.error instanceof ApiRequestError && query.error.status === 404 ? (
        <NotFoundState title={t("notFound")} />
      ) : !data ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {/* A later read failed (down, 429): the page stays readable, with the reason and a retry. */}
          {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
          <ClaimHeader page={data} />
          {data.claim.status === "opened" &&
            (canAct ? <ClaimActions page={data} /> : <Text className="rounded-xl bg-slate-100 p-3">{t("viewerNotice")}</Text>)}
          <ClaimReturn page={data} canAct={canAct && data.claim.status === "opened"} />
          <ClaimConversation page={data} />
          {data.claim.status === "opened" && canAct && <ClaimComposer page={data} />}
          <ClaimTimeline page={data} />
        </>
      )}
    </article>
  );
}
