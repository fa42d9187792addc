import { AccountLink } from "@/components/shell/account-link";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/patterns/page-header";
import { cn } from "@/lib/cn";

const TABS = [
  { key: "items", href: "/shipping" },
  { key: "calculator", href: "/shipping/calculator" },
  { key: "config", href: "/shipping/configuration" },
] as const;

/** The shipping pages' header and their three tabs (links, so each has its own address). */
export async function ShippingNav({ current }: { current: (typeof TABS)[number]["key"] }) {
  const t = await getTranslations("shipping");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} className="mb-6" />
      <nav aria-label={t("title")} className="mb-4 flex gap-1 overflow-x-auto border-b border-slate-200">
        {TABS.map((tab) => (
          <AccountLink
            key={tab.key}
            href={tab.href}
            aria-current={tab.key === current ? "page" : undefined}
            className={cn(
              "-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap md:min-h-9",
              tab.key === current ? "border-accent text-slate-900" : "border-transparent text-slate-600 hover:text-slate-900",
            )}
          >
            {t(`tabs.${tab.key}`)}
          </AccountLink>
        ))}
      </nav>
    </>
  );
}
