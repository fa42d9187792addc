"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useTransition } from "react";
import { controlClass } from "@/components/ui/control";
import { LOCALE_COOKIE, LOCALE_NAMES, LOCALES, type Locale } from "@/i18n/locales";
import { cn } from "@/lib/cn";
import { useHydrated } from "@/lib/use-hydrated";

/** Switches the interface language; the cookie keeps the choice for a year on this browser. */
export function LanguageSelect({ className = "" }: { className?: string }) {
  const t = useTranslations("shell");
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const [isPending, startTransition] = useTransition();
  // A choice made before React hydrates would change the box but not the language (no handler yet), and
  // hydration would then put the old language back: the box waits, as the phone's "More" button does.
  const isHydrated = useHydrated();

  function choose(next: Locale) {
    document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
    startTransition(() => router.refresh());
  }

  return (
    <div className={cn("flex items-center gap-2 text-sm", className)}>
      <label htmlFor={id} className="text-slate-600">
        {t("language")}
      </label>
      <select
        id={id}
        value={locale}
        disabled={isPending || !isHydrated}
        onChange={(e) => choose(e.target.value as Locale)}
        className={cn(controlClass, "min-h-11 w-auto px-2")}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
