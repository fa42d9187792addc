import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/patterns/page-header";
import { Card } from "@/components/ui/card";
import { Text } from "@/components/ui/text";
import { readPageMembership } from "@/lib/accounts/page-account";
import { listAccounts } from "@/lib/accounts/shell-account";
import { getDb } from "@/lib/db";
import { ConnectAccountButton } from "./connect-button";
import { DisconnectAccountButton } from "./disconnect-button";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("accounts.settings"))("title") };
}

/**
 * Settings → Accounts: the person's seller accounts (site, role, whether tokens are stored), each opened
 * with its `account` param; owners connect another account here.
 */
export default async function AccountsPage() {
  const t = await getTranslations("accounts");
  const membership = await readPageMembership();
  const accounts = membership ? await listAccounts(membership.userId) : [];
  const connected = new Set(
    (
      await (
        await getDb()
      ).marketplaceConnection.findMany({
        where: { workspaceId: { in: accounts.map((account) => account.workspaceId) } },
        select: { workspaceId: true },
      })
    ).map((row) => row.workspaceId),
  );
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <PageHeader
        title={t("settings.title")}
        description={t("settings.intro")}
        back={{ href: "/settings", label: (await getTranslations())("settings.back") }}
      />
      <ul className="flex flex-col gap-3" aria-label={t("settings.title")}>
        {accounts.map((account) => (
          <li key={account.workspaceId}>
            <Card className="flex flex-wrap items-center justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold">{account.nickname}</p>
                <Text variant="caption">
                  {account.siteId} · {t(`roles.${account.role}`)} ·{" "}
                  {connected.has(account.workspaceId) ? t("settings.connected") : t("disconnect.disconnected")}
                </Text>
              </div>
              <div className="flex flex-wrap items-center gap-3">
                {account.workspaceId === membership?.workspaceId ? (
                  <Text variant="caption">{t("settings.current")}</Text>
                ) : (
                  <a
                    href={`/?account=${encodeURIComponent(account.workspaceId)}`}
                    className="inline-flex min-h-11 items-center font-medium text-accent-strong underline"
                    aria-label={`${t("settings.open")} ${account.nickname}`}
                  >
                    {t("settings.open")}
                  </a>
                )}
                {account.role === "owner" && <DisconnectAccountButton workspaceId={account.workspaceId} nickname={account.nickname} />}
              </div>
            </Card>
          </li>
        ))}
      </ul>
      {accounts.some((account) => account.role === "owner") && (
        <Card className="flex flex-col gap-3">
          <Text>{t("settings.connectHint")}</Text>
          <ConnectAccountButton />
        </Card>
      )}
    </div>
  );
}
