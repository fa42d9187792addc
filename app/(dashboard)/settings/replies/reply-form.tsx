"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { errorKey, retryAfterSeconds } from "@/components/inbox/error-key";
import { useSaveReply } from "@/lib/queries/saved-replies";
import { ANSWER_MAX_LENGTH, type SavedReply } from "@/lib/schemas/inbox";

/** One form for creating and editing; the body limit is the answer limit, since it becomes an answer. */
export function ReplyForm({ reply, onDone }: { reply?: SavedReply; onDone: () => void }) {
  const t = useTranslations("inbox");
  const id = useId();
  const [title, setTitle] = useState(reply?.title ?? "");
  const [body, setBody] = useState(reply?.body ?? "");
  const save = useSaveReply();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ id: reply?.id, title: title.trim(), body: body.trim() }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-2xl border border-slate-300 bg-white p-4">
      <label htmlFor={`${id}-title`} className="flex flex-col gap-1 text-sm font-medium">
        {t("replies.titleLabel")}
        <input id={`${id}-title`} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={80} required className="min-h-11 rounded-lg border border-slate-300 px-3 font-normal" />
      </label>
      <label htmlFor={`${id}-body`} className="flex flex-col gap-1 text-sm font-medium">
        {t("replies.bodyLabel")}
        <textarea id={`${id}-body`} value={body} onChange={(e) => setBody(e.target.value)} maxLength={ANSWER_MAX_LENGTH} required rows={4} className="rounded-lg border border-slate-300 p-3 font-normal" />
      </label>
      <p className="text-xs text-slate-600">{t("composer.count", { length: body.length, max: ANSWER_MAX_LENGTH })}</p>
      {save.isError && <p role="alert" className="text-sm text-red-800">{t(`errors.${errorKey(save.error)}`, { seconds: retryAfterSeconds(save.error) ?? 0 })}</p>}
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onDone} className="min-h-11 rounded-lg border border-slate-300 px-4 text-sm font-medium">
          {t("replies.cancel")}
        </button>
        <button type="submit" disabled={save.isPending || !title.trim() || !body.trim()} className="min-h-11 rounded-lg bg-accent-strong px-5 font-semibold text-white disabled:opacity-50">
          {save.isPending ? t("replies.saving") : t("replies.save")}
        </button>
      </div>
    </form>
  );
}
