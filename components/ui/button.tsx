"use client";

import { Slot } from "./slot";
import { cva, type VariantProps } from "class-variance-authority";
import { Loader2 } from "lucide-react";
import { forwardRef, useRef, useState, type ButtonHTMLAttributes, type MouseEvent } from "react";
import { cn } from "@/lib/cn";

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-accent-strong text-white shadow-sm hover:bg-brand-ink",
        secondary: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50",
        ghost: "text-slate-800 hover:bg-slate-100",
        destructive: "bg-red-700 text-white shadow-sm hover:bg-red-800",
        // Going ahead despite a warning (contact data in a buyer-facing text): amber, 5:1 on white.
        warning: "bg-amber-700 text-white shadow-sm hover:bg-amber-800",
        // The marketplace's yellow: only for "Sign in with Mercado Libre" and reconnecting to it.
        brand: "bg-brand text-brand-ink shadow-sm hover:brightness-95",
        link: "text-accent-strong underline-offset-4 hover:underline",
      },
      // 44 px on phones whatever the size: small sizes shrink only where a pointer is precise (md and up).
      size: {
        sm: "min-h-11 px-3 text-sm md:min-h-8",
        md: "min-h-11 px-4 text-sm",
        lg: "min-h-12 rounded-xl px-5 text-base",
        icon: "size-11 md:size-9",
      },
      // A form's button in one row with Fields (a title and Predict): from the breakpoint where they share
      // the row, it sits at the top, lowered by a Field label's height (text-sm's 1.25rem line + the gap-1.5
      // under it), so it lines up with the controls whatever hint or error grows under them.
      alignToField: {
        sm: "sm:mt-6.5 sm:self-start",
        lg: "lg:mt-6.5 lg:self-start",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (a link) with the button's look. */
    asChild?: boolean;
    /** Shows a spinner, disables the button and swallows further clicks. */
    loading?: boolean;
  };

/**
 * The one button. When `onClick` returns a promise the button stays busy until it settles, so a double
 * tap cannot submit twice even before the caller's own `loading` state re-renders.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant, size, alignToField, asChild = false, loading = false, disabled, onClick, children, type, ...props },
  ref,
) {
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const busy = loading || pending;

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (busy || inFlight.current) {
      event.preventDefault();
      return;
    }
    const result = onClick?.(event) as unknown;
    if (result instanceof Promise) {
      inFlight.current = true;
      setPending(true);
      result.finally(() => {
        inFlight.current = false;
        setPending(false);
      });
    }
  }

  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      ref={ref}
      type={asChild ? undefined : (type ?? "button")}
      className={cn(buttonVariants({ variant, size, alignToField }), className)}
      disabled={asChild ? undefined : disabled || busy}
      aria-busy={busy || undefined}
      onClick={handleClick}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {busy && <Loader2 aria-hidden className="animate-spin" />}
          {children}
        </>
      )}
    </Comp>
  );
});
