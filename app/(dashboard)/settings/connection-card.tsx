"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMe } from "@/lib/queries/me";
import { describeSite } from "@/lib/sites";

export function ConnectionCard() {
  const t = useTranslations();
  const locale = useLocale();
  const { data: me } = useMe();
  return (
    <section aria-labelledby="connection-title" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="connection-title" className="font-semibold">
        {t("settings.connection")}
      </h2>
      {me && (
        <>
          <p className="mt-2 text-slate-700">{t("settings.connected", { nickname: me.nickname, site: describeSite(me.siteId, locale) })}</p>
          <p className="mt-1 text-sm text-slate-600">{t("settings.role", { role: t(`roles.${me.viewer.role}`) })}</p>
        </>
      )}
    </section>
  );
}
