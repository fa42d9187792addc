"use client";

import * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import { Check, Minus } from "lucide-react";
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from "react";
import { cn } from "@/lib/cn";

/**
 * A checkbox (supports "indeterminate" for select-all). The visible box is 20 px; the hit area grows to
 * 44 px on phones through a transparent ring so rows of checkboxes stay compact.
 */
export const Checkbox = forwardRef<ElementRef<typeof CheckboxPrimitive.Root>, ComponentPropsWithoutRef<typeof CheckboxPrimitive.Root>>(
  function Checkbox({ className, ...props }, ref) {
    return (
      <CheckboxPrimitive.Root
        ref={ref}
        className={cn(
          "peer relative grid size-5 shrink-0 place-items-center rounded border-2 border-slate-500 bg-white text-white",
          // The ring is placed from inside the 2 px border: 16 px + 2 × 14 px = 44 px.
          "before:absolute before:-inset-3.5 before:content-[''] md:before:-inset-1",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-50",
          "data-[state=checked]:border-accent-strong data-[state=checked]:bg-accent-strong data-[state=indeterminate]:border-accent-strong data-[state=indeterminate]:bg-accent-strong",
          className,
        )}
        {...props}
      >
        <CheckboxPrimitive.Indicator>
          {props.checked === "indeterminate" ? (
            <Minus aria-hidden className="size-3.5" strokeWidth={3} />
          ) : (
            <Check aria-hidden className="size-3.5" strokeWidth={3} />
          )}
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
    );
  },
);
