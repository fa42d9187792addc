import { getTranslations } from "next-intl/server";
import type { AccountSummary } from "@/lib/accounts/shell-account";

/**
 * A dashboard link to an account the person has no role in: says so, shows nothing of that account, and
 * offers their own accounts (plain links: a full load opens the shell for the chosen account).
 */
export async function NoAccountAccess({ accounts }: { accounts: AccountSummary[] }) {
  const t = await getTranslations("accounts");
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col justify-center gap-4 px-4 py-10">
      <h1 className="text-2xl font-semibold">{t("noAccess.title")}</h1>
      <p className="text-slate-700">{t("noAccess.body")}</p>
      <h2 className="mt-2 font-semibold">{t("noAccess.yours")}</h2>
      <ul className="flex flex-col gap-2">
        {accounts.map((account) => (
          <li key={account.workspaceId}>
            <a
              href={`/?account=${encodeURIComponent(account.workspaceId)}`}
              className="flex min-h-11 items-center justify-between rounded-lg border border-slate-200 px-3 font-medium text-accent-strong hover:border-accent"
            >
              <span>{account.nickname}</span>
              <span className="text-sm text-slate-600">
                {account.siteId} · {t(`roles.${account.role}`)}
              </span>
            </a>
          </li>
        ))}
      </ul>
      {/* A full load on purpose: the shell starts over on the default account. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/" className="inline-flex min-h-11 items-center font-medium text-accent-strong underline">
        {t("noAccess.home")}
      </a>
    </main>
  );
}
