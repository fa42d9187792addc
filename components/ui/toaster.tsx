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
      toastOptions={{
        classNames: {
          // A shadow and a firm border set the toast apart from the page under it (on a phone, the answer
          // composer's buttons); the success words darker than sonner's rich green, which reads faint (4.4:1).
          toast: "rounded-xl text-sm font-medium shadow-lg",
          success: "!border-green-700 !bg-green-50 !text-green-900",
          // Phone targets of 44 px: the close button keeps sonner's small round look and grows its hit
          // area with an invisible ::after (a tap on it lands on the button); the action is tall below md.
          closeButton: "after:absolute after:-inset-3.5 after:content-['']",
          actionButton: "!min-h-11 md:!min-h-8 !font-semibold",
        },
      }}
    />
  );
}
