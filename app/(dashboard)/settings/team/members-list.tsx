"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Section } from "@/components/patterns/section";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { controlClass } from "@/components/ui/control";
import { Skeleton } from "@/components/ui/skeleton";
import { useAccount } from "@/components/shell/account-context";
import { ROLES, type Role } from "@/lib/auth/roles";
import { cn } from "@/lib/cn";
import { ErrorState } from "@/components/patterns/error-state";
import { useErrorText } from "@/components/patterns/explain-error";
import { useChangeMemberRole, useRemoveMember, useTeamMembers, type TeamMember } from "@/lib/queries/team-members";
import { formatDate } from "@/lib/format";
import { ResetPassword } from "./reset-password";
import { Text } from "@/components/ui/text";
import { cluster, dividedList, stack } from "@/components/ui/stack";

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

export function MembersList({ viewerId, isOwner }: { viewerId: string; isOwner: boolean }) {
  const t = useTranslations("team.settings");
  const errorText = useErrorText("team");
  const { data: members, isPending, error, refetch } = useTeamMembers(useAccount().workspaceId);
  const change = useChangeMemberRole();
  const remove = useRemoveMember();
  const router = useRouter();
  const failure = change.error ?? remove.error;

  return (
    <Section title={t("members")} description={isOwner ? undefined : t("readOnly")}>
      {failure && (
        <Alert tone="danger" className="mb-3">
          {errorText(failure)}
        </Alert>
      )}
      {isPending ? (
        <div aria-busy className={stack({ gap: 2 })}>
          <span className="sr-only">{t("loading")}</span>
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <ul className={dividedList}>
          {members.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              isSelf={member.id === viewerId}
              canManage={isOwner}
              isBusy={change.isPending || remove.isPending}
              // An owner who steps down sees the read-only page at once (the server already treats them so).
              onRole={(role) => change.mutate({ userId: member.id, role }, { onSuccess: () => member.id === viewerId && router.refresh() })}
              onRemove={() => remove.mutate(member.id)}
            />
          ))}
        </ul>
      )}
    </Section>
  );
}

interface RowProps {
  member: TeamMember;
  isSelf: boolean;
  canManage: boolean;
  isBusy: boolean;
  onRole: (role: Role) => void;
  onRemove: () => void;
}

function MemberRow({ member, isSelf, canManage, isBusy, onRole, onRemove }: RowProps) {
  const t = useTranslations();
  const locale = useLocale();
  const { siteId, nickname } = useAccount();
  const id = useId();
  const [isConfirming, setConfirming] = useState(false);
  const name = member.name || t("team.settings.unnamed");
  const roleLabel = isRole(member.role) ? t(`roles.${member.role}`) : member.role;

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium">
          {name}
          {isSelf && (
            <Text as="span" className="ml-2 font-normal">
              {t("team.settings.you")}
            </Text>
          )}
        </p>
        {/* An owner of several accounts is named by the account they sign in with: say which account acts here. */}
        {member.signsInWith && (
          <Text data-testid="member-signs-in-with">{t("team.settings.signsInWith", { home: member.signsInWith, account: nickname })}</Text>
        )}
        {member.email && (
          <Text className="truncate" data-testid="member-email">
            {member.email}
          </Text>
        )}
        <Text variant="caption" data-testid="member-activity">
          {member.lastActiveAt
            ? t("team.settings.lastActive", { date: formatDate(member.lastActiveAt, siteId, locale, "date-time") })
            : t("team.settings.neverActive")}
        </Text>
        {/* Teammates who sign in with e-mail have a password the owner can reset; owners use the marketplace. */}
        {canManage && !isSelf && member.email && <ResetPassword userId={member.id} name={name} />}
      </div>
      {canManage && isRole(member.role) ? (
        <div className={cluster({ align: "center" })}>
          <label htmlFor={`${id}-role`} className="sr-only">
            {t("team.settings.roleFor", { name })}
          </label>
          <select
            id={`${id}-role`}
            value={member.role}
            disabled={isBusy}
            onChange={(e) => onRole(e.target.value as Role)}
            className={cn(controlClass, "min-h-11 w-auto px-2 md:min-h-9")}
          >
            {[...ROLES].reverse().map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
          {isSelf ? null : isConfirming ? (
            <>
              <Button variant="destructive" disabled={isBusy} onClick={onRemove} className="px-3">
                {t("team.settings.confirmRemove", { name })}
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(false)} className="px-3 font-medium text-slate-700">
                {t("team.settings.cancel")}
              </Button>
            </>
          ) : (
            <Button
              variant="ghost"
              disabled={isBusy}
              onClick={() => setConfirming(true)}
              aria-label={t("team.settings.removeNamed", { name })}
              className="px-3 font-medium text-red-800 hover:bg-red-50"
            >
              {t("team.settings.remove")}
            </Button>
          )}
        </div>
      ) : (
        <Text as="span">{roleLabel}</Text>
      )}
    </li>
  );
}
