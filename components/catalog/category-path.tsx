import { cn } from "@/lib/cn";
import { textVariants } from "@/components/ui/text";

/**
 * A category's ancestors on one line, cut in the middle when it does not fit: the root side shrinks to
 * an ellipsis first while the last `keep` ancestors (the parent, or as many as tell same-named
 * categories apart: lib/catalog/category-path.ts) stay whole. `prefix` (e.g. "Predicted") comes first.
 * The full path is the `title`; callers put it in the accessible name too.
 */
export function CategoryPath({
  ancestors,
  keep,
  prefix,
  className,
}: {
  ancestors: string[];
  keep: number;
  prefix?: string;
  className?: string;
}) {
  const cut = Math.max(0, ancestors.length - keep);
  const head = ancestors.slice(0, cut).join(" › ");
  const tail = ancestors.slice(cut).join(" › ");
  return (
    <span className={cn("flex min-w-0 overflow-hidden", textVariants({ variant: "caption" }), className)} title={ancestors.join(" › ")}>
      {prefix && <span className="shrink-0 whitespace-pre">{ancestors.length ? `${prefix} · ` : prefix}</span>}
      {head && <span className="min-w-6 truncate">{head}</span>}
      {head && tail && <span className="shrink-0 whitespace-pre"> › </span>}
      {/* Never shrinks (even a fraction of a pixel would show an ellipsis): the root side gives way. */}
      {tail && (
        <span data-path-tail className="max-w-full shrink-0 truncate">
          {tail}
        </span>
      )}
    </span>
  );
}
