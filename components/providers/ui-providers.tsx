"use client";

import dynamic from "next/dynamic";
import type { ReactNode } from "react";

// The one toast region, loaded after the first paint (sonner is not needed to draw a page).
const Toaster = dynamic(() => import("@/components/ui/toaster"), { ssr: false });

/**
 * What the design system needs once per page: the one toast region. Tooltips bring their own provider
 * (components/ui/tooltip.tsx), so pages without one do not load the tooltip code.
 */
export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
