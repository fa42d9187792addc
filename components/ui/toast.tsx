"use client";

import type { ExternalToast, toast as sonnerToast } from "sonner";

type Sonner = typeof sonnerToast;
type Message = Parameters<Sonner>[0];

/**
 * Toasts from the design system, not from the library. sonner loads on demand (it is not in any page's
 * first-load JavaScript): a toast waits until the lazily loaded <Toaster> is mounted, then shows.
 */
let markMounted: (toast: Sonner) => void = () => {};
const mounted = new Promise<Sonner>((resolve) => (markMounted = resolve));

/** Called once by the lazily loaded Toaster (components/ui/toaster.tsx) when it has mounted. */
export function toasterMounted(toast: Sonner) {
  markMounted(toast);
}

const show = (call: (t: Sonner) => unknown) => void mounted.then(call);

export const toast = Object.assign((message: Message, options?: ExternalToast) => show((t) => t(message, options)), {
  success: (message: Message, options?: ExternalToast) => show((t) => t.success(message, options)),
  error: (message: Message, options?: ExternalToast) => show((t) => t.error(message, options)),
  info: (message: Message, options?: ExternalToast) => show((t) => t.info(message, options)),
  warning: (message: Message, options?: ExternalToast) => show((t) => t.warning(message, options)),
  dismiss: (id?: string | number) => show((t) => t.dismiss(id)),
});
