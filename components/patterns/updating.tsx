"use client";

import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { useStillWaiting } from "./use-still-waiting";

/**
 * Figures kept on screen while newer ones load (TanStack Query's `isPlaceholderData`): dimmed, busy, and
 * marked "Updating…" until the new ones arrive, so old numbers never read as the answer to a new question
 * (a new range, a new filter); after a few seconds it says it is still waiting for the marketplace.
 * `className` lays out the children.
 */
export function Updating({ busy, children, className }: { busy: boolean; children: ReactNode; className?: string }) {
  const t = useTranslations("ui");
  const late = useStillWaiting(busy);
  return (
    <div aria-busy={busy || undefined} data-updating={busy || undefined} className="relative min-w-0">
      {/* Sticky with no height: the sign stays in view while the region scrolls by, and moves nothing. */}
      {busy && (
        <div className="sticky top-20 z-10 flex h-0 items-start justify-center">
          <p
            role="status"
            className="-mt-4 inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white px-3 py-1 text-sm font-medium text-slate-800 shadow-sm"
          >
            <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
            {late ? t("stillWaiting") : t("updating")}
          </p>
        </div>
      )}
      <div className={cn("min-w-0 transition-opacity", busy && "opacity-40", className)}>{children}</div>
    </div>
  );
}
