"use client";

import { Toaster as Sonner } from "sonner";

/** Re-exported so pages import toasts from the design system, not from the library. */
export { toast } from "sonner";

/**
 * Mounted once in the root providers. Bottom centre on phones clears the bottom bar; sonner renders an
 * aria-live region, so success and error toasts are announced.
 */
export function Toaster() {
  return (
    <Sonner
      position="bottom-center"
      offset={{ bottom: 24 }}
      mobileOffset={{ bottom: 88 }}
      closeButton
      richColors
      toastOptions={{ classNames: { toast: "rounded-xl text-sm", actionButton: "!min-h-8 !font-semibold" } }}
    />
  );
}
