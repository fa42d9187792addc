"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useAccount } from "@/components/shell/account-context";
import { ROLES, type Role } from "@/lib/auth/roles";
import { ApiRequestError } from "@/lib/queries/fetch-json";
import { useTeamMembers, type TeamMember } from "@/lib/queries/team-members";
import { formatDate } from "@/lib/format";
import { useChangeMemberRole, useRemoveMember } from "@/lib/team/queries";

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

export function MembersList({ viewerId, isOwner }: { viewerId: string; isOwner: boolean }) {
  const t = useTranslations("team.settings");
  const { data: members, isPending, isError } = useTeamMembers();
  const change = useChangeMemberRole();
  const remove = useRemoveMember();
  const router = useRouter();
  const failure = change.error ?? remove.error;

  return (
    <section aria-labelledby="members-title" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="members-title" className="font-semibold">
        {t("members")}
      </h2>
      {!isOwner && <p className="mt-1 text-sm text-slate-600">{t("readOnly")}</p>}
      {failure && (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {t(`errors.${errorKey(failure)}`)}
        </p>
      )}
      {isPending ? (
        <p className="mt-3 text-sm text-slate-500">{t("loading")}</p>
      ) : isError ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {t("errors.load")}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
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
    </section>
  );
}

function errorKey(error: Error): string {
  const code = error instanceof ApiRequestError ? error.code : "";
  return ["last_owner", "member_not_found", "forbidden"].includes(code) ? code : "default";
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
  const { siteId } = useAccount();
  const id = useId();
  const [isConfirming, setConfirming] = useState(false);
  const name = member.name || t("team.settings.unnamed");
  const roleLabel = isRole(member.role) ? t(`roles.${member.role}`) : member.role;

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium">
          {name}
          {isSelf && <span className="ml-2 text-sm font-normal text-slate-500">{t("team.settings.you")}</span>}
        </p>
        {member.email && <p className="truncate text-sm text-slate-600" data-testid="member-email">{member.email}</p>}
        <p className="text-xs text-slate-500" data-testid="member-activity">
          {member.lastActiveAt ? t("team.settings.lastActive", { date: formatDate(member.lastActiveAt, siteId, locale, "date-time") }) : t("team.settings.neverActive")}
        </p>
      </div>
      {canManage && isRole(member.role) ? (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={`${id}-role`} className="sr-only">
            {t("team.settings.roleFor", { name })}
          </label>
          <select
            id={`${id}-role`}
            value={member.role}
            disabled={isBusy}
            onChange={(e) => onRole(e.target.value as Role)}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-2"
          >
            {[...ROLES].reverse().map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
          {isSelf ? null : isConfirming ? (
            <>
              <button type="button" disabled={isBusy} onClick={onRemove} className="min-h-11 rounded-lg bg-red-700 px-3 text-sm font-semibold text-white">
                {t("team.settings.confirmRemove", { name })}
              </button>
              <button type="button" onClick={() => setConfirming(false)} className="min-h-11 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100">
                {t("team.settings.cancel")}
              </button>
            </>
          ) : (
            <button
              type="button"
              disabled={isBusy}
              onClick={() => setConfirming(true)}
              aria-label={t("team.settings.removeNamed", { name })}
              className="min-h-11 rounded-lg px-3 text-sm font-medium text-red-800 hover:bg-red-50"
            >
              {t("team.settings.remove")}
            </button>
          )}
        </div>
      ) : (
        <span className="text-sm text-slate-600">{roleLabel}</span>
      )}
    </li>
  );
}
