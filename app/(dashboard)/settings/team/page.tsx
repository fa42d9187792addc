import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/patterns/page-header";
import { readPageMembership } from "@/lib/accounts/page-account";
import { getDb } from "@/lib/db";
import { listGrantableAccounts } from "@/lib/team/invitations";
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
  const membership = await readPageMembership();
  const userId = membership?.userId ?? "";
  const isOwner = membership?.role === "owner";
  // The accounts an invitation may grant (the owner's own, connected ones), for the invite form.
  const grantable = isOwner ? await listGrantableAccounts(await getDb(), userId) : [];

  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <PageHeader
        title={t("title")}
        description={t("intro")}
        back={{ href: "/settings", label: (await getTranslations())("settings.back") }}
      />
      <TeamView viewerId={userId} viewerRole={membership?.role ?? "viewer"} grantable={grantable} />
    </div>
  );
}
