"use client";

import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/inbox/confirm-dialog";
import { errorKey, retryAfterSeconds } from "@/components/inbox/error-key";
import { useAccount } from "@/components/shell/account-context";
import { useDeleteReply, useSavedReplies } from "@/lib/queries/saved-replies";
import { REPLY_VARIABLES } from "@/lib/schemas/inbox";
import { ReplyForm } from "./reply-form";

/** The team's saved replies: create, edit in place, delete (confirmed). */
export function RepliesView() {
  const t = useTranslations("inbox");
  const { role } = useAccount();
  const { data: replies, error, isPending } = useSavedReplies();
  const remove = useDeleteReply();
  const [editing, setEditing] = useState<string | "new" | null>(null);
  const canAct = role !== "viewer";
  const failure = error ?? remove.error;

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight">{t("replies.title")}</h1>
        {canAct && editing !== "new" && (
          <button type="button" onClick={() => setEditing("new")} className="inline-flex min-h-11 items-center gap-1 rounded-lg bg-brand px-4 font-semibold text-brand-ink">
            <Plus aria-hidden className="size-4" />
            {t("replies.new")}
          </button>
        )}
      </div>
      <p className="text-slate-600">{t("replies.description", { variables: REPLY_VARIABLES.map((v) => `{${v}}`).join(" ") })}</p>
      {failure && <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">{t(`errors.${errorKey(failure)}`, { seconds: retryAfterSeconds(failure) ?? 0 })}</p>}
      {editing === "new" && <ReplyForm onDone={() => setEditing(null)} />}
      {isPending ? (
        <div aria-busy className="h-32 animate-pulse rounded-2xl bg-slate-200/60" />
      ) : replies?.length === 0 && editing !== "new" ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">{t("replies.empty")}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {replies?.map((r) =>
            editing === r.id ? (
              <li key={r.id}>
                <ReplyForm reply={r} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <li key={r.id} className="rounded-2xl border border-slate-200 bg-white p-4">
                <h2 className="font-semibold">{r.title}</h2>
                <p className="mt-1 text-sm whitespace-pre-wrap text-slate-700">{r.body}</p>
                {canAct && (
                  <div className="mt-3 flex gap-2">
                    <button type="button" onClick={() => setEditing(r.id)} className="min-h-11 rounded-lg border border-slate-300 px-4 text-sm font-medium">
                      {t("replies.edit")}
                    </button>
                    <ConfirmDialog
                      trigger={<button type="button" className="min-h-11 rounded-lg border border-slate-300 px-4 text-sm font-medium text-red-800">{t("replies.delete")}</button>}
                      title={t("replies.deleteTitle", { title: r.title })}
                      description={t("replies.deleteBody")}
                      confirmLabel={t("replies.delete")}
                      cancelLabel={t("replies.cancel")}
                      onConfirm={() => remove.mutate(r.id)}
                    />
                  </div>
                )}
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  );
}
