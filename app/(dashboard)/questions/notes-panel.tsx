"use client";

import { useLocale, useTranslations } from "next-intl";
import type { FormEvent, KeyboardEvent } from "react";
import { useErrorText } from "@/components/patterns/explain-error";
import { useDraft } from "@/components/composer/use-draft";
import { useAccount } from "@/components/shell/account-context";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { useAddNote } from "@/lib/queries/notes";
import type { Note } from "@/lib/schemas/questions";
import { NOTE_MAX_LENGTH } from "@/lib/schemas/questions-constants";
import { formatDate } from "@/lib/format";
import { Text } from "@/components/ui/text";
import { stack } from "@/components/ui/stack";

/** Internal notes: what the team knows about this buyer or item; never shown on the marketplace. */
export function NotesPanel({ questionId, notes, canAct }: { questionId: string; notes: Note[]; canAct: boolean }) {
  const t = useTranslations("questions.notes");
  const errorText = useErrorText("questions");
  const locale = useLocale();
  const { siteId, workspaceId } = useAccount();
  const add = useAddNote(questionId, workspaceId);
  // A note being written survives opening another question, a reload or a crashed tab.
  const [text, setText, clearDraft] = useDraft(`note:${questionId}`);
  const canAdd = text.trim().length > 0 && text.length <= NOTE_MAX_LENGTH;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (canAdd && !add.isPending) add.mutate(text.trim(), { onSuccess: clearDraft });
  };
  // Enter starts a new line (notes keep theirs); Ctrl/⌘+Enter adds, like the answer composer.
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) submit(e);
  };

  return (
    <details className="rounded-xl border border-amber-200 bg-amber-50/60" open={notes.length > 0 || text.length > 0}>
      <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-amber-950">
        {t("title", { count: notes.length })}
      </summary>
      <div className="flex flex-col gap-2 px-3 pb-3">
        <ul className={stack({ gap: 2 })}>
          {notes.map((n) => (
            <li key={n.id} className="rounded-lg bg-white p-2 text-sm">
              <Text variant="caption">
                {n.author.name} · {formatDate(n.createdAt, siteId, locale, "short-date-time")}
              </Text>
              <p className="whitespace-pre-wrap text-slate-900">{n.text}</p>
            </li>
          ))}
        </ul>
        {canAct && (
          <form onSubmit={submit} className={stack({ gap: 2 })}>
            {/* Past the limit the text is kept (not cut off silently): the count turns red and Add waits. */}
            <Textarea
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={onKeyDown}
              limit={NOTE_MAX_LENGTH}
              rows={2}
              placeholder={t("placeholder")}
              aria-label={t("label")}
              className="min-h-16 bg-white"
            />
            <Button type="submit" loading={add.isPending} disabled={!canAdd} className="self-end">
              {t("add")}
            </Button>
          </form>
        )}
        {add.isError && (
          <p role="alert" className="text-sm text-red-800">
            {errorText(add.error)}
          </p>
        )}
      </div>
    </details>
  );
}
