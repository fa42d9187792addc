import { describe, expect, it } from "vitest";
import { cluster, stack } from "./stack";
import { headingVariants, textVariants } from "./text";

// Each variant replaced a class string that pages repeated: the look must stay exactly what it was.
const classes = (s: string) => s.split(/\s+/).filter(Boolean).sort();

describe("text and layout variants", () => {
  it.each([
    [textVariants(), "text-sm text-slate-600"],
    [textVariants({ variant: "caption" }), "text-xs text-slate-600"],
    [textVariants({ variant: "body" }), "text-sm text-slate-700"],
    [textVariants({ variant: "faint" }), "text-xs text-slate-500"],
    [textVariants({ variant: "code" }), "font-mono text-xs text-slate-500"],
    [textVariants({ variant: "strong" }), "font-semibold text-slate-900"],
    [headingVariants(), "font-semibold text-slate-900"],
    [headingVariants({ variant: "title" }), "text-lg font-semibold text-slate-900"],
    [headingVariants({ variant: "page" }), "text-2xl font-bold tracking-tight"],
    [stack({ gap: 0 }), "flex flex-col"],
    [stack({ gap: 3 }), "flex flex-col gap-3"],
    [cluster(), "flex flex-wrap gap-2"],
    [cluster({ wrap: false }), "flex gap-2"],
    [cluster({ align: "center", justify: "between" }), "flex flex-wrap items-center justify-between gap-2"],
  ])("%s is %s", (actual, expected) => {
    expect(classes(actual)).toEqual(classes(expected));
  });
});
