"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { errorKey } from "@/components/inbox/error-key";
import { useMe } from "@/lib/queries/me";
import { useAddNote } from "@/lib/queries/notes";
import type { Note } from "@/lib/schemas/inbox";
import { formatDate } from "@/lib/format";

/** Internal notes: what the team knows about this buyer or item; never shown on the marketplace. */
export function NotesPanel({ questionId, notes, canAct }: { questionId: string; notes: Note[]; canAct: boolean }) {
  const t = useTranslations("inbox.notes");
  const tErrors = useTranslations("inbox.errors");
  const locale = useLocale();
  const { data: me } = useMe();
  const [text, setText] = useState("");
  const add = useAddNote(questionId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) add.mutate(text.trim(), { onSuccess: () => setText("") });
  };

  return (
    <details className="rounded-xl border border-amber-200 bg-amber-50/60" open={notes.length > 0}>
      <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-amber-950">{t("title", { count: notes.length })}</summary>
      <div className="flex flex-col gap-2 px-3 pb-3">
        <ul className="flex flex-col gap-2">
          {notes.map((n) => (
            <li key={n.id} className="rounded-lg bg-white p-2 text-sm">
              <p className="text-xs text-slate-600">
                {n.author.name} · {me ? formatDate(n.createdAt, me.siteId, locale, "short-date-time") : null}
              </p>
              <p className="whitespace-pre-wrap text-slate-900">{n.text}</p>
            </li>
          ))}
        </ul>
        {canAct && (
          <form onSubmit={submit} className="flex gap-2">
            <label className="flex-1">
              <span className="sr-only">{t("label")}</span>
              <input value={text} onChange={(e) => setText(e.target.value)} maxLength={2000} placeholder={t("placeholder")} className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm" />
            </label>
            <button type="submit" disabled={add.isPending || !text.trim()} className="min-h-11 rounded-lg bg-slate-900 px-4 text-sm font-semibold text-white disabled:opacity-50">
              {t("add")}
            </button>
          </form>
        )}
        {add.isError && <p role="alert" className="text-sm text-red-800">{tErrors(errorKey(add.error))}</p>}
      </div>
    </details>
  );
}
