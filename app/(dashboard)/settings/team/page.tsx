import type { Metadata } from "next";
import { getServerSession } from "next-auth";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/patterns/page-header";
import { authOptions } from "@/lib/auth/options";
import { getDb } from "@/lib/db";
import { TeamView } from "./team-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("team"))("settings.title") };
}

/**
 * Settings → Team. The role read here only decides which controls to draw; every change is checked
 * again by the API (withSeller), so a stale page cannot do more than its viewer's current role allows.
 */
export default async function TeamPage() {
  const t = await getTranslations("team.settings");
  const session = await getServerSession(authOptions());
  const userId = session?.user.id ?? "";
  const membership = session?.workspaceId
    ? await (await getDb()).membership.findUnique({ where: { userId_workspaceId: { userId, workspaceId: session.workspaceId } } })
    : null;

  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <PageHeader
        title={t("title")}
        description={t("intro")}
        back={{ href: "/settings", label: (await getTranslations())("settings.back") }}
      />
      <TeamView viewerId={userId} viewerRole={membership?.role ?? "viewer"} />
    </div>
  );
}
