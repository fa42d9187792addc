"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { errorKey, retryAfterSeconds } from "@/components/inbox/error-key";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useSaveReply } from "@/lib/queries/saved-replies";
import { ANSWER_MAX_LENGTH, type SavedReply } from "@/lib/schemas/inbox";

/** One form for creating and editing; the body limit is the answer limit, since it becomes an answer. */
export function ReplyForm({ reply, onDone }: { reply?: SavedReply; onDone: () => void }) {
  const t = useTranslations("inbox");
  const [title, setTitle] = useState(reply?.title ?? "");
  const [body, setBody] = useState(reply?.body ?? "");
  const save = useSaveReply();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ id: reply?.id, title: title.trim(), body: body.trim() }, { onSuccess: onDone });
  };
  return (
    <Card asChild>
      <form onSubmit={submit} className="flex flex-col gap-3 border-slate-300 p-4">
        <Field label={t("replies.titleLabel")}>
          <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={80} required />
        </Field>
        <Field label={t("replies.bodyLabel")}>
          <Textarea value={body} onChange={(e) => setBody(e.target.value)} limit={ANSWER_MAX_LENGTH} maxLength={ANSWER_MAX_LENGTH} required rows={4} />
        </Field>
        {save.isError && <Alert tone="danger">{t(`errors.${errorKey(save.error)}`, { seconds: retryAfterSeconds(save.error) ?? 0 })}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onDone}>
            {t("replies.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!title.trim() || !body.trim()}>
            {save.isPending ? t("replies.saving") : t("replies.save")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
