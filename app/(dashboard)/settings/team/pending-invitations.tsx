"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useInvitations, useRevokeInvitation } from "@/lib/team/queries";

/** Links not yet used: an owner can revoke one sent to the wrong person. */
export function PendingInvitations() {
  const t = useTranslations();
  const format = useFormatter();
  const { data: invitations, isError } = useInvitations(true);
  const revoke = useRevokeInvitation();

  return (
    <section aria-labelledby="pending-title" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="pending-title" className="font-semibold">
        {t("team.settings.pending.title")}
      </h2>
      {(isError || revoke.isError) && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {t("team.settings.errors.default")}
        </p>
      )}
      {invitations?.length === 0 && <p className="mt-2 text-sm text-slate-600">{t("team.settings.pending.none")}</p>}
      <ul className="mt-2 divide-y divide-slate-100">
        {invitations?.map((inv) => {
          const role = t(`roles.${inv.role}`);
          const expires = format.dateTime(new Date(inv.expiresAt), { dateStyle: "medium", timeStyle: "short" });
          return (
            <li key={inv.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <span>
                <span className="font-medium">{role}</span>
                <span className="block text-sm text-slate-600">{t("team.settings.invite.expires", { date: expires })}</span>
              </span>
              <button
                type="button"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(inv.id)}
                aria-label={t("team.settings.pending.revokeNamed", { role, date: expires })}
                className="min-h-11 rounded-lg px-3 text-sm font-medium text-red-800 hover:bg-red-50 disabled:opacity-60"
              >
                {t("team.settings.pending.revoke")}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
