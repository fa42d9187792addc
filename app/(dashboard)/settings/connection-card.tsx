"use client";

import { useLocale, useTranslations } from "next-intl";
import { Section } from "@/components/patterns/section";
import { useAccount } from "@/components/shell/account-context";
import { describeSite } from "@/lib/sites";

export function ConnectionCard() {
  const t = useTranslations();
  const locale = useLocale();
  // Ours (stored at sign-in and refreshed when the marketplace answers): shown even while it does not.
  const { nickname, siteId, role } = useAccount();
  return (
    <Section title={t("settings.connection")}>
      <p className="text-slate-700">{t("settings.connected", { nickname, site: describeSite(siteId, locale) })}</p>
      <p className="mt-1 text-sm text-slate-600">{t("settings.role", { role: t(`roles.${role}`) })}</p>
    </Section>
  );
}
