import type { Metadata } from "next";
import { AccountLink } from "@/components/shell/account-link";
import { getTranslations } from "next-intl/server";
import { ConnectionCard } from "./connection-card";
import { SecurityCard } from "@/components/auth/security-card";
import { readHasPassword } from "@/lib/auth/has-password";
import { PageHeader } from "@/components/patterns/page-header";
import { LanguageSelect } from "@/components/shell/language-select";
import { Card, cardClass } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { Text } from "@/components/ui/text";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("settings"))("title") };
}

export default async function SettingsPage() {
  const t = await getTranslations("settings");
  const tTeam = await getTranslations("team.settings");
  const tLive = await getTranslations("live.settings");
  const tInbox = await getTranslations("questions");
  const tAccounts = await getTranslations("accounts.settings");
  const hasPassword = await readHasPassword();
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <PageHeader title={t("title")} />
      <Card>
        <LanguageSelect />
        <Text className="mt-2">{t("languageHelp")}</Text>
      </Card>
      <ConnectionCard />
      <SecurityCard hasPassword={hasPassword} />
      <SettingsLink href="/settings/accounts" title={tAccounts("title")} text={tAccounts("linkDescription")} />
      <SettingsLink href="/settings/team" title={tTeam("cardTitle")} text={tTeam("cardText")} />
      <SettingsLink href="/settings/replies" title={tInbox("replies.title")} text={tInbox("replies.summary")} />
      <SettingsLink href="/settings/blocked" title={tInbox("blocked.title")} text={tInbox("blocked.description")} />
      <SettingsLink href="/settings/notifications" title={tLive("link")} text={tLive("linkHelp")} />
    </div>
  );
}

/** A settings page's link as a whole card: one big target on phones, with the card's focus ring. */
function SettingsLink({ href, title, text }: { href: string; title: string; text: string }) {
  return (
    <AccountLink href={href} className={cn(cardClass, "block hover:border-accent focus-visible:outline-2 focus-visible:outline-accent")}>
      <span className="font-semibold text-accent-strong">{title}</span>
      <Text as="span" className="mt-1 block">
        {text}
      </Text>
    </AccountLink>
  );
}
