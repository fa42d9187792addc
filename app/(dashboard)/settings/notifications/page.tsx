import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { NotificationsView } from "./notifications-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("live"))("settings.title") };
}

export default async function NotificationSettingsPage() {
  const t = await getTranslations("live");
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <div>
        <Link href="/settings" className="text-sm text-slate-600 underline-offset-2 hover:underline">
          {t("settings.back")}
        </Link>
        <h1 className="mt-1 text-2xl font-bold tracking-tight">{t("settings.title")}</h1>
        <p className="mt-1 text-sm text-slate-600">{t("settings.intro")}</p>
      </div>
      <NotificationsView />
    </div>
  );
}
