"use client";

import { useLocale, useTranslations } from "next-intl";
import { Section } from "@/components/patterns/section";
import { useAccount } from "@/components/shell/account-context";
import { describeSite } from "@/lib/sites";
import { Text } from "@/components/ui/text";

export function ConnectionCard() {
  const t = useTranslations();
  const locale = useLocale();
  // Ours (stored at sign-in and refreshed when the marketplace answers): shown even while it does not.
  const { nickname, siteId, role } = useAccount();
  return (
    <Section title={t("settings.connection")}>
      <p className="text-slate-700">{t("settings.connected", { nickname, site: describeSite(siteId, locale) })}</p>
      <Text className="mt-1">{t("settings.role", { role: t(`roles.${role}`) })}</Text>
    </Section>
  );
}
