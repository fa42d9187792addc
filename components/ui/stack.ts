import { cva } from "class-variance-authority";

/**
 * The two layouts pages repeat most, as class names for any element (a form, a list, a fieldset keeps its
 * own tag): `className={stack({ gap: 3 })}`, or `cn(stack(), "…")` with more.
 */

/** Parts one under another with even space between. */
export const stack = cva("flex flex-col", {
  variants: {
    gap: { 0: "", 1: "gap-1", 2: "gap-2", 3: "gap-3", 4: "gap-4" },
  },
  defaultVariants: { gap: 2 },
});

/** Parts side by side that wrap onto the next line when the row is full: buttons, chips, filters. */
export const cluster = cva("flex gap-2", {
  variants: {
    wrap: { true: "flex-wrap", false: "" },
    align: { center: "items-center" },
    justify: { between: "justify-between" },
  },
  defaultVariants: { wrap: true },
});

/** A list whose rows are parted by a light rule. */
export const dividedList = "divide-y divide-slate-100";

/** Two equal columns from md up, one on phones. */
export const twoColumns = "grid gap-4 md:grid-cols-2";
