import { ArrowLeft, SearchX } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { AccountLink } from "@/components/shell/account-link";
import { EmptyState } from "./empty-state";

/**
 * "This … was not found": an id in the URL that is not valid, or names nothing. Said as such, never as a
 * failure with a retry (retrying cannot help), with the way back to the list it came from: a link
 * (`back.href`) or, inside a page that shows the list beside it, a button (`back.onClick`).
 */
export function NotFoundState({
  title,
  description,
  back,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** Left out only where the page already shows its own way back beside it. */
  back?: { label: ReactNode } & ({ href: string; onClick?: never } | { onClick: () => void; href?: never });
  className?: string;
}) {
  const t = useTranslations("ui.notFound");
  return (
    <EmptyState
      icon={SearchX}
      title={
        <span role="heading" aria-level={2}>
          {title}
        </span>
      }
      description={description ?? t("description")}
      className={className}
      action={
        !back ? undefined : back.href !== undefined ? (
          <Button asChild variant="secondary">
            <AccountLink href={back.href}>
              <ArrowLeft aria-hidden />
              {back.label}
            </AccountLink>
          </Button>
        ) : (
          <Button variant="secondary" onClick={back.onClick}>
            <ArrowLeft aria-hidden />
            {back.label}
          </Button>
        )
      }
    />
  );
}
