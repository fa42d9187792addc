"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useId, useRef, useState, type FormEvent } from "react";
import { ROLES, type Role } from "@/lib/auth/roles";
import { useCreateInvitation } from "@/lib/team/queries";

/** Creates a single-use link for one role; the link is shown once, here, to copy and send. */
export function InviteForm() {
  const t = useTranslations();
  const format = useFormatter();
  const id = useId();
  const create = useCreateInvitation();
  const linkRef = useRef<HTMLInputElement>(null);
  const [role, setRole] = useState<Role>("agent");
  const [isCopied, setCopied] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setCopied(false);
    create.mutate(role, { onSuccess: () => requestAnimationFrame(() => linkRef.current?.select()) });
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // No clipboard permission (e.g. plain http): leave the link selected for Ctrl+C instead.
      linkRef.current?.select();
    }
    setCopied(true);
  }

  return (
    <section aria-labelledby="invite-title" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="invite-title" className="font-semibold">
        {t("team.settings.invite.title")}
      </h2>
      <form onSubmit={submit} className="mt-3">
        <fieldset>
          <legend className="text-sm text-slate-600">{t("team.settings.invite.roleLegend")}</legend>
          <div className="mt-2 flex flex-col gap-1">
            {[...ROLES].reverse().map((r) => (
              <label key={r} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-2 py-2 hover:bg-slate-50">
                <input type="radio" name={`${id}-role`} value={r} checked={role === r} onChange={() => setRole(r)} className="mt-1 size-4" />
                <span>
                  <span className="font-medium">{t(`roles.${r}`)}</span>
                  <span className="block text-sm text-slate-600">{t(`team.roleHelp.${r}`)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" disabled={create.isPending} className="mt-3 min-h-11 rounded-xl bg-accent px-4 font-semibold text-white hover:bg-accent-strong disabled:opacity-70">
          {t("team.settings.invite.create")}
        </button>
      </form>
      {create.isError && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {t("team.settings.errors.default")}
        </p>
      )}
      {create.data && (
        <div className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-3">
          <label htmlFor={`${id}-link`} className="text-sm font-medium">
            {t("team.settings.invite.linkLabel", { role: t(`roles.${create.data.role}`) })}
          </label>
          <div className="mt-1 flex gap-2">
            <input ref={linkRef} id={`${id}-link`} readOnly value={create.data.url} className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-sm" />
            <button type="button" onClick={() => void copy(create.data.url)} className="min-h-11 shrink-0 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold hover:bg-slate-100">
              {t("team.settings.invite.copy")}
            </button>
          </div>
          <p className="mt-2 text-sm text-slate-600" aria-live="polite">
            {isCopied ? t("team.settings.invite.copied") : t("team.settings.invite.expires", { date: format.dateTime(new Date(create.data.expiresAt), { dateStyle: "medium", timeStyle: "short" }) })}
          </p>
        </div>
      )}
    </section>
  );
}
