"use client";

import { ChevronRight, RotateCw } from "lucide-react";
import { AccountLink } from "@/components/shell/account-link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { explainError } from "@/components/patterns/explain-error";
import { Button } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { WaitingOnMarketplace } from "@/components/patterns/waiting-on-marketplace";

/**
 * One overview card: links to the page that acts on it and owns its states. Loading shows a skeleton
 * (queries have a timeout upstream, so it ends); an error says why and offers a retry.
 */
export function WorkCard({
  title,
  href,
  icon,
  isLoading,
  error,
  onRetry,
  children,
}: {
  title: string;
  href: string;
  icon: ReactNode;
  isLoading: boolean;
  error: Error | null;
  onRetry: () => void;
  children: ReactNode;
}) {
  const t = useTranslations("metrics.overview");
  const unreachable = error !== null && explainError(error).isOutage;
  return (
    <section aria-label={title} className={cn(cardClass, "flex min-w-0 flex-col p-4")}>
      <AccountLink href={href} className="group mb-2 flex items-center gap-2 text-sm font-medium text-slate-600 hover:text-slate-900">
        {icon}
        <h2>{title}</h2>
        <ChevronRight aria-hidden className="ml-auto size-4 text-slate-400 group-hover:text-slate-700" />
        <span className="sr-only">{t("open")}</span>
      </AccountLink>
      {error ? (
        <div role="alert" className="flex flex-col items-start gap-2 text-sm text-red-800">
          <p>{unreachable ? t("unreachable") : t("error")}</p>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            <RotateCw aria-hidden /> {t("retry")}
          </Button>
        </div>
      ) : isLoading ? (
        <WaitingOnMarketplace className="h-14 rounded-lg" />
      ) : (
        children
      )}
    </section>
  );
}
