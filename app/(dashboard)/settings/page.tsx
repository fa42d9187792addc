import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ConnectionCard } from "./connection-card";
import { LanguageSelect } from "@/components/shell/language-select";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("settings"))("title") };
}

export default async function SettingsPage() {
  const t = await getTranslations("settings");
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
      <section className="rounded-2xl border border-slate-200 bg-white p-5">
        <LanguageSelect />
        <p className="mt-2 text-sm text-slate-600">{t("languageHelp")}</p>
      </section>
      <ConnectionCard />
    </div>
  );
}
