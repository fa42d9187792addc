import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { ConnectionCard } from "./connection-card";
import { PageHeader } from "@/components/patterns/page-header";
import { LanguageSelect } from "@/components/shell/language-select";
import { Card, cardClass } from "@/components/ui/card";
import { cn } from "@/lib/cn";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("settings"))("title") };
}

export default async function SettingsPage() {
  const t = await getTranslations("settings");
  const tTeam = await getTranslations("team.settings");
  const tLive = await getTranslations("live.settings");
  const tInbox = await getTranslations("questions");
  // Each link is a whole card: one big target on phones, with the card's focus ring.
  const card = cn(cardClass, "block hover:border-accent focus-visible:outline-2 focus-visible:outline-accent");
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <PageHeader title={t("title")} />
      <Card>
        <LanguageSelect />
        <p className="mt-2 text-sm text-slate-600">{t("languageHelp")}</p>
      </Card>
      <ConnectionCard />
      <Link href="/settings/team" className={card}>
        <span className="font-semibold text-accent-strong">{tTeam("cardTitle")}</span>
        <span className="mt-1 block text-sm text-slate-600">{tTeam("cardText")}</span>
      </Link>
      <Link href="/settings/replies" className={card}>
        <span className="font-semibold text-accent-strong">{tInbox("replies.title")}</span>
        <span className="mt-1 block text-sm text-slate-600">{tInbox("replies.summary")}</span>
      </Link>
      <Link href="/settings/blocked" className={card}>
        <span className="font-semibold text-accent-strong">{tInbox("blocked.title")}</span>
        <span className="mt-1 block text-sm text-slate-600">{tInbox("blocked.description")}</span>
      </Link>
      <Link href="/settings/notifications" className={card}>
        <span className="font-semibold text-accent-strong">{tLive("link")}</span>
        <span className="mt-1 block text-sm text-slate-600">{tLive("linkHelp")}</span>
      </Link>
    </div>
  );
}
