"use client";

import { useTranslations } from "next-intl";
import { z } from "zod";
import { errorKey, retryAfterSeconds } from "@/components/patterns/error-key";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { requiredText, useFormError, useZodForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useSaveReply } from "@/lib/queries/saved-replies";
import { ANSWER_MAX_LENGTH, type SavedReply } from "@/lib/schemas/questions";

const TITLE_MAX = 80;
const replySchema = z.object({ title: requiredText(TITLE_MAX), body: requiredText(ANSWER_MAX_LENGTH) });

/** One form for creating and editing; the body limit is the answer limit, since it becomes an answer. */
export function ReplyForm({ reply, onDone }: { reply?: SavedReply; onDone: () => void }) {
  const t = useTranslations("questions");
  const formError = useFormError();
  const form = useZodForm(replySchema, { title: reply?.title ?? "", body: reply?.body ?? "" });
  const { errors } = form.formState;
  const save = useSaveReply();
  const submit = form.handleSubmit((values) => save.mutate({ id: reply?.id, ...values }, { onSuccess: onDone }));
  return (
    <Card asChild>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 border-slate-300 p-4">
        <Field label={t("replies.titleLabel")} required error={formError(errors.title, { max: TITLE_MAX })}>
          <Input {...form.register("title")} maxLength={TITLE_MAX} />
        </Field>
        <Field label={t("replies.bodyLabel")} required error={formError(errors.body, { max: ANSWER_MAX_LENGTH })}>
          {/* Controlled so the counter follows every keystroke. */}
          <Textarea {...form.register("body")} value={form.watch("body")} limit={ANSWER_MAX_LENGTH} rows={4} />
        </Field>
        {save.isError && <Alert tone="danger">{t(`errors.${errorKey(save.error)}`, { seconds: retryAfterSeconds(save.error) ?? 0 })}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onDone}>
            {t("replies.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {save.isPending ? t("replies.saving") : t("replies.save")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
