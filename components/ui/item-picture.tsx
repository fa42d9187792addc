"use client";

import { Package, type LucideIcon } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/cn";

/**
 * A picture from the marketplace's hosts (a listing's, a store's logo) on a grey tile while it loads: a
 * plain, lazy <img>, as pictures come from many hosts that next/image would need configured one by one.
 * No picture, or one that fails to load (a removed listing, an offline demo), shows an icon instead.
 * `className` sets the size (e.g. "size-10 sm:size-14").
 */
export function ItemPicture({
  src,
  className,
  icon: Icon = Package,
  fit = "cover",
}: {
  src: string | null | undefined;
  className?: string;
  icon?: LucideIcon;
  fit?: "cover" | "contain";
}) {
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  if (!src || brokenSrc === src) {
    return (
      <span aria-hidden className={cn("grid shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-400", className)}>
        <Icon className="size-1/2 max-h-6 max-w-6" />
      </span>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      alt=""
      loading="lazy"
      onError={() => setBrokenSrc(src)}
      className={cn(
        "shrink-0 rounded-lg border border-slate-200 bg-slate-100",
        fit === "contain" ? "object-contain" : "object-cover",
        className,
      )}
    />
  );
}
