"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { Menu, X } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
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
              <Link href={href} aria-current={active ? "page" : undefined} className={`${tab} ${active ? "text-accent-strong" : "text-slate-600"}`}>
                <Icon aria-hidden className="size-5" />
                {t(label)}
              </Link>
            </li>
          );
        })}
        <li className="flex flex-1">
          <Dialog.Root open={isOpen} onOpenChange={setOpen}>
            <Dialog.Trigger className={`${tab} ${secondary.some((i) => isActive(pathname, i.href)) ? "text-accent-strong" : "text-slate-600"}`}>
              <Menu aria-hidden className="size-5" />
              {t("more")}
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
              <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto rounded-t-2xl bg-white p-4 pb-[calc(1rem+env(safe-area-inset-bottom))] shadow-xl">
                <div className="mb-2 flex items-center justify-between">
                  <Dialog.Title className="text-base font-semibold">{t("more")}</Dialog.Title>
                  <Dialog.Close aria-label={t("close")} className="grid size-11 place-items-center rounded-full hover:bg-slate-100">
                    <X aria-hidden className="size-5" />
                  </Dialog.Close>
                </div>
                <Dialog.Description className="sr-only">{t("label")}</Dialog.Description>
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
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </li>
      </ul>
    </nav>
  );
}
