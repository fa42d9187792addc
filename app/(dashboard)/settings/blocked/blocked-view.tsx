"use client";

import { UserX } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { errorKey, retryAfterSeconds } from "@/components/inbox/error-key";
import { useBlacklist, useBlockUser, useUnblockUser } from "@/lib/queries/blacklist";
import { useAccount } from "@/components/shell/account-context";

/** Buyers the seller blocked from asking, with a one-tap unblock (and blocking by id, for spam seen elsewhere). */
export function BlockedView() {
  const t = useTranslations("inbox");
  const { role } = useAccount();
  const { data: users, error, isPending } = useBlacklist();
  const unblock = useUnblockUser();
  const block = useBlockUser();
  const [userId, setUserId] = useState("");
  const canAct = role !== "viewer";
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (userId) block.mutate(userId, { onSuccess: () => setUserId("") });
  };
  const failure = error ?? unblock.error ?? block.error;

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight">{t("blocked.title")}</h1>
      <p className="text-slate-600">{t("blocked.description")}</p>
      {failure && <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">{t(`errors.${errorKey(failure)}`, { seconds: retryAfterSeconds(failure) ?? 0 })}</p>}
      {canAct && (
        <form onSubmit={submit} className="flex gap-2">
          <label className="flex-1">
            <span className="sr-only">{t("blocked.addLabel")}</span>
            <input inputMode="numeric" value={userId} onChange={(e) => setUserId(e.target.value.replace(/\D/g, ""))} placeholder={t("blocked.addLabel")} className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3" />
          </label>
          <button type="submit" disabled={!userId || block.isPending} className="min-h-11 rounded-lg bg-slate-900 px-4 font-semibold text-white disabled:opacity-50">
            {t("blocked.add")}
          </button>
        </form>
      )}
      {isPending ? (
        <div aria-busy className="h-32 animate-pulse rounded-2xl bg-slate-200/60" />
      ) : users && users.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">{t("blocked.empty")}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
          {users?.map((u) => (
            <li key={u.userId} className="flex items-center justify-between gap-3 px-4 py-2">
              <span className="flex min-w-0 items-center gap-2">
                <UserX aria-hidden className="size-4 shrink-0 text-slate-400" />
                <span className="truncate font-medium">{u.nickname ?? u.userId}</span>
                {u.nickname && <span className="text-xs text-slate-500">#{u.userId}</span>}
              </span>
              {canAct && (
                <button
                  type="button"
                  disabled={unblock.isPending && unblock.variables === u.userId}
                  onClick={() => unblock.mutate(u.userId)}
                  aria-label={t("blocked.unblockLabel", { nickname: u.nickname ?? u.userId })}
                  className="min-h-11 rounded-lg border border-slate-300 px-4 text-sm font-medium hover:bg-slate-50"
                >
                  {t("blocked.unblock")}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
