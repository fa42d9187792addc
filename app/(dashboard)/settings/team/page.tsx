import type { Metadata } from "next";
import Link from "next/link";
import { getServerSession } from "next-auth";
import { getTranslations } from "next-intl/server";
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
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <div>
        <Link href="/settings" className="inline-flex min-h-11 items-center text-sm font-medium text-accent-strong underline">
          {t("back")}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
        <p className="mt-1 text-slate-600">{t("intro")}</p>
      </div>
      <TeamView viewerId={userId} viewerRole={membership?.role ?? "viewer"} />
    </div>
  );
}
