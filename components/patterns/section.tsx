import { useId, type ReactNode } from "react";
import { cardClass } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { Heading, Text } from "@/components/ui/text";
import { cluster } from "@/components/ui/stack";

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
  return (
    <section aria-labelledby={id} className={cn(card && cardClass, className)}>
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <Heading as={headingLevel === 2 ? "h2" : "h3"} id={id}>
            {title}
          </Heading>
          {description && <Text>{description}</Text>}
        </div>
        {actions && <div className={cluster()}>{actions}</div>}
      </div>
      {children}
    </section>
  );
}
