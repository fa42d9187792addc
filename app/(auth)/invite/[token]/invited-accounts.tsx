import { getTranslations } from "next-intl/server";
import { Alert } from "@/components/ui/alert";
import { Heading, Text } from "@/components/ui/text";
import type { LinkGrants } from "@/lib/team/link-grants";

/**
 * The join page's heading: the account the link grants and the role (as it always read), or, for a link
 * granting several, each account with its role. Accounts the link no longer grants are named with the reason,
 * so nobody expects access that joining will not give.
 */
export async function InvitedAccounts({ grants: { granted, skipped } }: { grants: LinkGrants }) {
  const t = await getTranslations("team");
  const tRoot = await getTranslations();
  const roles = [...new Set(granted.map((g) => g.role))];
  const [only] = granted;
  return (
    <>
      {granted.length === 1 && only ? (
        <>
          <Heading as="h1" variant="page">
            {t("join.title", { nickname: only.nickname })}
          </Heading>
          <p className="mt-2 text-slate-700">{t("join.role", { role: tRoot(`roles.${only.role}`) })}</p>
        </>
      ) : (
        <>
          <Heading as="h1" variant="page">
            {t("join.titleSeveral", { count: granted.length })}
          </Heading>
          <ul className="mt-3 flex flex-col gap-1 text-slate-700" aria-label={t("join.accountsLabel")}>
            {granted.map((g) => (
              <li key={g.workspaceId}>
                <span className="font-medium text-slate-900">{g.nickname}</span> · {g.siteId} — {tRoot(`roles.${g.role}`)}
              </li>
            ))}
          </ul>
        </>
      )}
      {roles.map((role) => (
        <Text key={role} className="mt-1">
          {granted.length > 1 ? `${tRoot(`roles.${role}`)}: ` : ""}
          {t(`roleHelp.${role}`)}
        </Text>
      ))}
      {skipped.length > 0 && (
        <Alert tone="warning" role={undefined} title={t("join.skippedTitle", { count: skipped.length })} className="mt-4">
          <ul>
            {skipped.map((s) => (
              <li key={s.workspaceId}>
                {s.nickname} · {s.siteId}: {t(`join.skipped.${s.reason}`)}
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </>
  );
}
