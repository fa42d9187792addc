import { Slot } from "./slot";
import type { HTMLAttributes } from "react";
import { cn } from "@/lib/cn";
import { headingVariants, textVariants } from "./text";

export const cardClass = "rounded-2xl border border-slate-200 bg-white p-5";

/**
 * The white panel every page is made of (it replaces the repeated "rounded-2xl border … p-5" string).
 * `asChild` gives a form, a list item or a link the card's look.
 */
export function Card({ className, asChild = false, ...props }: HTMLAttributes<HTMLDivElement> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : "div";
  return <Comp className={cn(cardClass, className)} {...props} />;
}

export function CardHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("mb-3 flex flex-col gap-1", className)} {...props} />;
}

/** A card's heading: an h2 by default; pass `as` to keep the page's heading order. */
export function CardTitle({ className, as: Tag = "h2", ...props }: HTMLAttributes<HTMLHeadingElement> & { as?: "h2" | "h3" | "h4" }) {
  return <Tag className={cn(headingVariants(), className)} {...props} />;
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn(textVariants(), className)} {...props} />;
}

export function CardFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("mt-4 flex flex-wrap items-center justify-end gap-2", className)} {...props} />;
}
