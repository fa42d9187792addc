"use client";

import { WifiOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { useOnline } from "./use-online";

/** Said at once, on every page: nothing can be sent while offline, and nothing is sent later behind the user's back. */
export function OfflineBanner() {
  const t = useTranslations("shell");
  if (useOnline()) return null;
  return (
    <p
      role="status"
      data-testid="offline-banner"
      className="mx-4 mt-4 flex items-center gap-2 rounded-xl border border-slate-300 bg-slate-900 p-3 text-sm text-white md:mx-6"
    >
      <WifiOff aria-hidden className="size-4 shrink-0" />
      {t("offline")}
    </p>
  );
}
