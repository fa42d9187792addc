"use client";

import { useTranslations } from "next-intl";
import type { RefObject } from "react";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { AccountSwitcherSlot } from "./account-switcher-slot";
import { LanguageSelect } from "./language-select";
import { isActive, type NavItem } from "./nav-items";
import { SignOutButton } from "./sign-out-button";
import { AccountLink } from "./account-link";

/**
 * The phone's "More" sheet: the secondary sections, language and sign-out. Loaded on demand by the bottom
 * bar (the dialog code is not needed to draw a page); focus returns to the bar's button when it closes.
 */
export function MoreSheet({
  open,
  onOpenChange,
  items,
  pathname,
  triggerRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: NavItem[];
  pathname: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  const t = useTranslations("nav");
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="bottom"
        closeLabel={t("close")}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      >
        <div className="mb-2 flex min-h-11 items-center">
          <SheetTitle className="text-base">{t("more")}</SheetTitle>
        </div>
        <SheetDescription className="sr-only">{t("label")}</SheetDescription>
        <AccountSwitcherSlot className="mb-3" />
        <ul className="grid grid-cols-2 gap-2">
          {items.map(({ href, label, icon: Icon }) => (
            <li key={href}>
              <AccountLink
                href={href}
                onClick={() => onOpenChange(false)}
                aria-current={isActive(pathname, href) ? "page" : undefined}
                className="flex min-h-12 items-center gap-3 rounded-xl border border-slate-200 px-3 text-sm font-medium text-slate-800"
              >
                <Icon aria-hidden className="size-5" />
                {t(label)}
              </AccountLink>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
          <LanguageSelect />
          <SignOutButton />
        </div>
      </SheetContent>
    </Sheet>
  );
}
