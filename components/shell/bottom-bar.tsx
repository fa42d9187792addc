"use client";

import { Menu } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { cn } from "@/lib/cn";
import { LanguageSelect } from "./language-select";
import { isActive, NAV_ITEMS } from "./nav-items";
import { SignOutButton } from "./sign-out-button";

/** Phone navigation: the main sections in a bottom bar, the rest in a "More" sheet. */
export function BottomBar() {
  const t = useTranslations("nav");
  const pathname = usePathname();
  const [isOpen, setOpen] = useState(false);
  const secondary = NAV_ITEMS.filter((i) => !i.primary);
  const tab = "flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-medium";

  return (
    <nav aria-label={t("label")} className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden">
      <ul className="flex">
        {NAV_ITEMS.filter((i) => i.primary).map(({ href, label, icon: Icon }) => {
          const active = isActive(pathname, href);
          return (
            <li key={href} className="flex flex-1">
              <Link href={href} aria-current={active ? "page" : undefined} className={cn(tab, active ? "text-accent-strong" : "text-slate-600")}>
                <Icon aria-hidden className="size-5" />
                {t(label)}
              </Link>
            </li>
          );
        })}
        <li className="flex flex-1">
          <Sheet open={isOpen} onOpenChange={setOpen}>
            <SheetTrigger className={cn(tab, secondary.some((i) => isActive(pathname, i.href)) ? "text-accent-strong" : "text-slate-600")}>
              <Menu aria-hidden className="size-5" />
              {t("more")}
            </SheetTrigger>
            <SheetContent side="bottom" closeLabel={t("close")}>
              <div className="mb-2 flex min-h-11 items-center">
                <SheetTitle className="text-base">{t("more")}</SheetTitle>
              </div>
              <SheetDescription className="sr-only">{t("label")}</SheetDescription>
                <ul className="grid grid-cols-2 gap-2">
                  {secondary.map(({ href, label, icon: Icon }) => (
                    <li key={href}>
                      <Link
                        href={href}
                        onClick={() => setOpen(false)}
                        aria-current={isActive(pathname, href) ? "page" : undefined}
                        className="flex min-h-12 items-center gap-3 rounded-xl border border-slate-200 px-3 text-sm font-medium text-slate-800"
                      >
                        <Icon aria-hidden className="size-5" />
                        {t(label)}
                      </Link>
                    </li>
                  ))}
                </ul>
                <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
                  <LanguageSelect />
                  <SignOutButton />
                </div>
            </SheetContent>
          </Sheet>
        </li>
      </ul>
    </nav>
  );
}
