"use client";

import { useLocale, useTranslations } from "next-intl";
import { describeSite } from "@/lib/sites";
import { useMe } from "@/lib/queries/me";
import { LanguageSelect } from "./language-select";
import { ReputationMeter } from "./reputation-meter";
import { SignOutButton } from "./sign-out-button";

/** Who is signed in: the seller's nickname, site and reputation, on every page. */
export function TopBar() {
  const t = useTranslations("shell");
  const locale = useLocale();
  const { data: me, isPending } = useMe();

  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="flex min-h-14 items-center justify-between gap-3 px-4 md:px-6">
        <div className="flex min-w-0 items-center gap-3">
          <span aria-hidden className="grid size-8 shrink-0 place-items-center rounded-lg bg-brand font-black text-brand-ink md:hidden">M</span>
          {isPending ? (
            <span className="text-sm text-slate-500">{t("loading")}</span>
          ) : me ? (
            <div className="min-w-0">
              <p className="truncate font-semibold leading-tight" data-testid="seller-nickname">
                {me.nickname}
              </p>
              <p className="flex items-center gap-2 text-xs text-slate-600">
                <span data-testid="seller-site">{describeSite(me.siteId, locale)}</span>
                <ReputationMeter levelId={me.reputation.levelId} />
              </p>
            </div>
          ) : null}
        </div>
        <div className="hidden items-center gap-2 md:flex">
          <LanguageSelect />
          <SignOutButton />
        </div>
      </div>
    </header>
  );
}
