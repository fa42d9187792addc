"use client";

import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** Optional: wrap a group of tooltips so moving between them skips the open delay. */
export const TooltipProvider = TooltipPrimitive.Provider;

/** The open delay every tooltip uses. */
export const TOOLTIP_DELAY_MS = 300;

/**
 * A hint on hover and keyboard focus. Never the only place for information a user needs: touch screens
 * do not hover, so an icon button still carries its own aria-label.
 */
export function Tooltip({
  content,
  children,
  side = "top",
  className,
}: {
  content: ReactNode;
  children: ReactNode;
  side?: "top" | "bottom" | "left" | "right";
  className?: string;
}) {
  // Its own provider: the tooltip code loads only with pages that use a tooltip, not with every page.
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className={cn("z-50 max-w-xs rounded-md bg-slate-900 px-2 py-1 text-xs text-white shadow", className)}
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-slate-900" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
