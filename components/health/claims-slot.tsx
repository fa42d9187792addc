"use client";

import { Clock, ShieldAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ErrorState } from "@/components/patterns/error-state";
import { AccountLink } from "@/components/shell/account-link";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useHealthClaims } from "@/lib/queries/health";

/**
 * The health card's claims (notes §12, affects-reputation): the open claims that affect the reputation and the
 * open ones still inside the 48-hour incentive, counted from our claims copy, each linking to the claims desk
 * with the filter that lists exactly those claims.
 */
export function HealthClaimsSlot() {
  const t = useTranslations("health.claims");
  const claims = useHealthClaims();
  if (claims.error) return <ErrorState error={claims.error} onRetry={() => void claims.refetch()} />;
  if (!claims.data) return <Skeleton className="h-24 rounded-lg sm:h-12" />;
  const { affecting, withIncentive } = claims.data;
  return (
    <div className="grid gap-2 sm:grid-cols-2" data-testid="health-claims">
      <ClaimsLink
        href="/claims?reputation=affected"
        testId="health-claims-affecting"
        icon={<ShieldAlert aria-hidden className="size-5 shrink-0 text-slate-600" />}
        urgent={affecting > 0}
      >
        {t("affecting", { count: affecting })}
      </ClaimsLink>
      <ClaimsLink
        href="/claims?incentive=1"
        testId="health-claims-incentive"
        icon={<Clock aria-hidden className="size-5 shrink-0 text-slate-600" />}
        urgent={withIncentive > 0}
      >
        {t("withIncentive", { count: withIncentive })}
      </ClaimsLink>
    </div>
  );
}

function ClaimsLink({
  href,
  testId,
  icon,
  urgent,
  children,
}: {
  href: string;
  testId: string;
  icon: ReactNode;
  urgent: boolean;
  children: ReactNode;
}) {
  const t = useTranslations("health.claims");
  return (
    <AccountLink
      href={href}
      data-testid={testId}
      className={cn(
        "flex min-h-11 items-center gap-3 rounded-lg border p-3 text-sm hover:bg-slate-50",
        urgent ? "border-amber-300" : "border-slate-200",
      )}
    >
      {icon}
      <span className={cn("min-w-0 flex-1", urgent && "font-semibold")}>{children}</span>
      <span className="shrink-0 font-medium text-accent-strong">{t("see")}</span>
    </AccountLink>
  );
}
