import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/patterns/page-header";
import { DevicePush } from "./device-push";
import { DiagnosticsView } from "./diagnostics-view";
import { NotificationsView } from "./notifications-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("live"))("settings.title") };
}

export default async function NotificationSettingsPage() {
  const t = await getTranslations("live");
  const tRoot = await getTranslations();
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <PageHeader
        title={t("settings.title")}
        description={t("settings.intro")}
        back={{ href: "/settings", label: tRoot("settings.back") }}
      />
      <DevicePush />
      <NotificationsView />
      <DiagnosticsView />
    </div>
  );
}
