import type { HTMLAttributes } from "react";
import { cn } from "@/lib/cn";

/** A grey placeholder of the shape to come. Decorative: the region that loads says aria-busy. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden className={cn("animate-pulse rounded-lg bg-slate-200 motion-reduce:animate-none", className)} {...props} />;
}
