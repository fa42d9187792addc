"use client";

import { Menu } from "lucide-react";
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { cn } from "@/lib/cn";
import { useHydrated } from "@/lib/use-hydrated";
import { isActive, NAV_ITEMS } from "./nav-items";
import { AccountLink } from "./account-link";

// The sheet (dialog code, language select, sign-out) loads the first time "More" is opened.
const MoreSheet = dynamic(() => import("./more-sheet").then((m) => m.MoreSheet), { ssr: false });

/** Phone navigation: the main sections in a bottom bar, the rest in a "More" sheet. */
export function BottomBar() {
  const t = useTranslations("nav");
  const pathname = usePathname();
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const moreRef = useRef<HTMLButtonElement>(null);
  // A tap before hydration would be lost (no handler yet): the button is off until React has it.
  const isHydrated = useHydrated();
  const secondary = NAV_ITEMS.filter((i) => !i.primary);
  const tab = "flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-medium";

  return (
    <nav
      aria-label={t("label")}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="flex">
        {NAV_ITEMS.filter((i) => i.primary).map(({ href, label, icon: Icon }) => {
          const active = isActive(pathname, href);
          return (
            <li key={href} className="flex flex-1">
              <AccountLink
                href={href}
                aria-current={active ? "page" : undefined}
                className={cn(tab, active ? "text-accent-strong" : "text-slate-600")}
              >
                <Icon aria-hidden className="size-5" />
                {t(label)}
              </AccountLink>
            </li>
          );
        })}
        <li className="flex flex-1">
          <button
            ref={moreRef}
            type="button"
            disabled={!isHydrated}
            aria-haspopup="dialog"
            aria-expanded={isOpen}
            data-state={isOpen ? "open" : "closed"}
            onClick={() => {
              setWasOpened(true);
              setOpen(true);
            }}
            className={cn(tab, secondary.some((i) => isActive(pathname, i.href)) ? "text-accent-strong" : "text-slate-600")}
          >
            <Menu aria-hidden className="size-5" />
            {t("more")}
          </button>
          {wasOpened && <MoreSheet open={isOpen} onOpenChange={setOpen} items={secondary} pathname={pathname} triggerRef={moreRef} />}
        </li>
      </ul>
    </nav>
  );
}
