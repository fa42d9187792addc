"use client";

import * as DialogPrimitive from "@radix-ui/react-dialog";
import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from "react";
import { cn } from "@/lib/cn";
import { overlayClass } from "./dialog";

/** A panel that slides from an edge: the phone's menus and filters (bottom), side panels on desktop (right). */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;
export { DialogTitle as SheetTitle, DialogDescription as SheetDescription } from "./dialog";

const sheetVariants = cva("fixed z-50 flex flex-col overflow-y-auto bg-white p-4 shadow-xl focus-visible:outline-none", {
  variants: {
    side: {
      bottom: "inset-x-0 bottom-0 max-h-[85dvh] rounded-t-2xl pb-[max(1rem,env(safe-area-inset-bottom))]",
      right: "inset-y-0 right-0 w-[min(92vw,24rem)]",
      left: "inset-y-0 left-0 w-[min(92vw,20rem)]",
    },
  },
  defaultVariants: { side: "bottom" },
});

export const SheetContent = forwardRef<
  ElementRef<typeof DialogPrimitive.Content>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Content> &
    VariantProps<typeof sheetVariants> & { hideClose?: boolean; closeLabel?: string }
>(function SheetContent({ className, side, children, hideClose = false, closeLabel, ...props }, ref) {
  const t = useTranslations("ui");
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClass} />
      <DialogPrimitive.Content ref={ref} className={cn(sheetVariants({ side }), className)} {...props}>
        {children}
        {!hideClose && (
          <DialogPrimitive.Close className="absolute top-2 right-2 grid size-11 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-accent">
            <X aria-hidden className="size-5" />
            <span className="sr-only">{closeLabel ?? t("close")}</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
});
