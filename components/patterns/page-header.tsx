import { ArrowLeft } from "lucide-react";
import { AccountLink } from "@/components/shell/account-link";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Heading } from "@/components/ui/text";
import { cluster, stack } from "@/components/ui/stack";

/**
 * The top of every page: the one h1, an optional description, actions on the right (below on phones) and
 * the one back-link style ("← Settings") used everywhere a page sits under another. It carries no outer
 * margin: the page spaces its sections (most with a gap).
 */
export function PageHeader({
  title,
  description,
  actions,
  back,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  back?: { href: string; label: string };
  className?: string;
}) {
  return (
    <header className={cn(stack({ gap: 3 }), className)}>
      {back && <BackLink href={back.href} label={back.label} />}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <Heading as="h1" variant="page" className="text-slate-900">
            {title}
          </Heading>
          {description && <p className="text-slate-600">{description}</p>}
        </div>
        {actions && <div className={cluster({ align: "center" })}>{actions}</div>}
      </div>
    </header>
  );
}

/** The back link's look, for the rare back control that is a button (the inbox's list/detail on phones). */
export const backLinkClass =
  "-ml-2 inline-flex min-h-11 items-center gap-1.5 self-start rounded-lg px-2 text-sm font-semibold text-accent-strong hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-accent md:min-h-9";

export function BackLink({ href, label, className }: { href: string; label: string; className?: string }) {
  return (
    <AccountLink href={href} className={cn(backLinkClass, className)}>
      <ArrowLeft aria-hidden className="size-4" />
      {label}
    </AccountLink>
  );
}
