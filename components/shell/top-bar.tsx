"use client";

import { useLocale, useTranslations } from "next-intl";
import { useAllAccounts } from "@/lib/accounts/use-all-accounts";
import { describeSite } from "@/lib/sites";
import { useMe } from "@/lib/queries/me";
import { useAccount } from "./account-context";
import { LanguageSelect } from "./language-select";
import { ReputationMeter } from "./reputation-meter";
import { SignOutButton } from "./sign-out-button";
import { Text } from "@/components/ui/text";
import { cluster } from "@/components/ui/stack";

/**
 * Who is signed in: nickname and site from our own database (at once, even with the marketplace down);
 * the reputation only when the marketplace answers. An all-accounts view names no one account: it says so
 * (on a phone the switcher is in the "More" sheet, so this is the only place that tells).
 */
export function TopBar() {
  const locale = useLocale();
  const t = useTranslations("accounts");
  const account = useAccount();
  const allAccounts = useAllAccounts();
  const { data: me } = useMe();

  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="flex min-h-14 items-center justify-between gap-3 px-4 md:px-6">
        <div className="flex min-w-0 items-center gap-3">
          <span aria-hidden className="grid size-8 shrink-0 place-items-center rounded-lg bg-brand font-black text-brand-ink md:hidden">
            M
          </span>
          <div className="min-w-0">
            {allAccounts ? (
              <>
                <p className="truncate font-semibold leading-tight">{t("switcher.all")}</p>
                <Text variant="caption">{t("count", { count: account.accounts.length })}</Text>
              </>
            ) : (
              <>
                <p className="truncate font-semibold leading-tight" data-testid="seller-nickname">
                  {account.nickname}
                </p>
                <Text variant="caption" className={cluster({ wrap: false, align: "center" })}>
                  <span data-testid="seller-site">{describeSite(account.siteId, locale)}</span>
                  {me && <ReputationMeter levelId={me.reputation.levelId} />}
                </Text>
              </>
            )}
          </div>
        </div>
        <div className="hidden items-center gap-2 md:flex">
          <LanguageSelect />
          <SignOutButton />
        </div>
      </div>
    </header>
  );
}
