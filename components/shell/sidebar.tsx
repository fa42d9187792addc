"use client";

import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { AccountSwitcherSlot } from "./account-switcher-slot";
import { isActive, NAV_ITEMS } from "./nav-items";
import { AccountLink } from "./account-link";
import { stack } from "@/components/ui/stack";

/**
 * Desktop navigation (md and up). It stays in view while a long page scrolls: sticky at the top and one
 * viewport tall (self-start: stretched to the row's height, the page's, it would have no room to stick),
 * scrolling on its own when its links outgrow a short window. No overscroll-contain: a wheel over it must
 * still scroll the page.
 */
export function Sidebar() {
  const t = useTranslations("nav");
  const pathname = usePathname();
  return (
    <nav
      aria-label={t("label")}
      className="sticky top-0 hidden h-dvh w-60 shrink-0 flex-col self-start overflow-y-auto border-r border-slate-200 bg-white px-3 py-4 md:flex"
    >
      <AccountLink href="/" className="mb-6 flex items-center gap-2 px-2">
        <span aria-hidden className="grid size-9 place-items-center rounded-lg bg-brand font-black text-brand-ink">
          M
        </span>
        <span className="text-lg font-semibold">Mostrador</span>
      </AccountLink>
      <AccountSwitcherSlot className="mb-4" />
      <ul className={stack({ gap: 1 })}>
        {NAV_ITEMS.map(({ href, label, icon: Icon }) => {
          const active = isActive(pathname, href);
          return (
            <li key={href}>
              <AccountLink
                href={href}
                aria-current={active ? "page" : undefined}
                className={`flex min-h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition ${
                  active ? "bg-slate-900 text-white" : "text-slate-700 hover:bg-slate-100"
                }`}
              >
                <Icon aria-hidden className="size-4" />
                {t(label)}
              </AccountLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
