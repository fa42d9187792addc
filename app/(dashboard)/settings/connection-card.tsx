"use client";

import { useLocale, useTranslations } from "next-intl";
import { Section } from "@/components/patterns/section";
import { useMe } from "@/lib/queries/me";
import { describeSite } from "@/lib/sites";

export function ConnectionCard() {
  const t = useTranslations();
  const locale = useLocale();
  const { data: me } = useMe();
  return (
    <Section title={t("settings.connection")}>
      {me && (
        <>
          <p className="text-slate-700">{t("settings.connected", { nickname: me.nickname, site: describeSite(me.siteId, locale) })}</p>
          <p className="mt-1 text-sm text-slate-600">{t("settings.role", { role: t(`roles.${me.viewer.role}`) })}</p>
        </>
      )}
    </Section>
  );
}
