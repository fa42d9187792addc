import { cva, type VariantProps } from "class-variance-authority";
import type { HTMLAttributes } from "react";
import { Slot } from "./slot";
import { cn } from "@/lib/cn";

// A name in a list, a card's heading, the current step of a path: the page's strongest plain text.
const STRONG = "font-semibold text-slate-900";

/**
 * The text styles pages repeat, by what the text is. The page's own text is the body's (text-slate-900);
 * these are the steps down from it, and the one step up (strong).
 */
export const textVariants = cva("", {
  variants: {
    variant: {
      /** A description, a count, the line an empty list shows. */
      muted: "text-sm text-slate-600",
      /** A meta line under a name: a date, a seller, a path. */
      caption: "text-xs text-slate-600",
      /** Reading text a step softer than the title above it. */
      body: "text-sm text-slate-700",
      /** Least important: a timestamp or an id beside what it names. */
      faint: "text-xs text-slate-500",
      /** An id shown as it is (MLA1055, a category id). */
      code: "font-mono text-xs text-slate-500",
      strong: STRONG,
    },
  },
  defaultVariants: { variant: "muted" },
});

type TextProps = HTMLAttributes<HTMLElement> &
  VariantProps<typeof textVariants> & {
    /** The element: a paragraph unless told. */
    as?: "p" | "span" | "div" | "dt" | "legend";
    /** Gives the one child element (a label, a Radix part) the style instead. */
    asChild?: boolean;
  };

export function Text({ as: Tag = "p", asChild = false, variant, className, ...props }: TextProps) {
  const Comp = asChild ? Slot : Tag;
  return <Comp className={cn(textVariants({ variant }), className)} {...props} />;
}

export const headingVariants = cva("", {
  variants: {
    variant: {
      /** A page's h1. */
      page: "text-2xl font-bold tracking-tight",
      /** A dialog's title, the title of what a detail page shows. */
      title: "text-lg font-semibold text-slate-900",
      /** A card's or a section's heading. */
      section: STRONG,
    },
  },
  defaultVariants: { variant: "section" },
});

type HeadingProps = HTMLAttributes<HTMLHeadingElement> &
  VariantProps<typeof headingVariants> & {
    /** The level: an h2 unless told; keep the page's heading order. */
    as?: "h1" | "h2" | "h3" | "h4";
  };

export function Heading({ as: Tag = "h2", variant, className, ...props }: HeadingProps) {
  return <Tag className={cn(headingVariants({ variant }), className)} {...props} />;
}
