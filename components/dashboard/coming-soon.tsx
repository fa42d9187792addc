import { Hammer } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { NavItem } from "@/components/shell/nav-items";

/** Placeholder for sections later issues build: says so plainly, in the user's language. */
export async function ComingSoon({ section }: { section: NavItem["label"] }) {
  const t = await getTranslations();
  const name = t(`nav.${section}`);
  return (
    <section className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-bold tracking-tight">{name}</h1>
      <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center sm:p-10">
        <Hammer aria-hidden className="mx-auto size-8 text-slate-400" />
        <h2 className="mt-3 text-lg font-semibold">{t("comingSoon.title", { section: name })}</h2>
        <p className="mt-2 text-slate-600">{t("comingSoon.body")}</p>
      </div>
    </section>
  );
}
