"use client";

import { useEffect } from "react";
import { Toaster as Sonner, toast } from "sonner";
import { toasterMounted } from "./toast";

/**
 * Mounted once in the root providers (loaded on demand, see ./toast.tsx). Bottom centre on phones clears
 * the bottom bar; sonner renders an aria-live region, so success and error toasts are announced.
 */
export default function Toaster() {
  // After sonner's own effect has subscribed: toasts asked for before now show from here on.
  useEffect(() => {
    const timer = setTimeout(() => toasterMounted(toast), 0);
    return () => clearTimeout(timer);
  }, []);
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
