import { useId, type ReactNode } from "react";
import { cardClass } from "@/components/ui/card";
import { cn } from "@/lib/cn";

/**
 * A titled part of a page, labelled by its heading (so screen readers list it as a region). `card` draws
 * it as a Card; without, it is a plain group with a heading (for lists of cards).
 */
export function Section({
  title,
  description,
  actions,
  card = true,
  className,
  children,
  headingLevel = 2,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  card?: boolean;
  className?: string;
  children: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const id = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={id} className={cn(card && cardClass, className)}>
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <Heading id={id} className="font-semibold text-slate-900">
            {title}
          </Heading>
          {description && <p className="text-sm text-slate-600">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
