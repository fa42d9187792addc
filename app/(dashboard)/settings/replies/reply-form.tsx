"use client";

import { useTranslations } from "next-intl";
import { useRef } from "react";
import { z } from "zod";
import { useErrorText } from "@/components/patterns/explain-error";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { requiredText, useFormError, useZodForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useSaveReply } from "@/lib/queries/saved-replies";
import { contextsOf, savedReplyProblem } from "@/lib/replies/variables";
import { ANSWER_MAX_LENGTH, type SavedReply } from "@/lib/schemas/questions";
import { useVariableProblem, VARIABLE_PROBLEM } from "./variable-problem";
import { VariableHints } from "./variable-hints";

const TITLE_MAX = 80;
// The same rule as the server's (lib/schemas/questions.ts), checked before the request: the issue carries a key.
const replySchema = z.object({
  title: requiredText(TITLE_MAX),
  body: requiredText(ANSWER_MAX_LENGTH).refine((body) => savedReplyProblem(body) === null, VARIABLE_PROBLEM),
});

/** One form for creating and editing; the body limit is the answer limit, since it becomes an answer. */
export function ReplyForm({ reply, onDone }: { reply?: SavedReply; onDone: () => void }) {
  const t = useTranslations("questions");
  const errorText = useErrorText("questions");
  const formError = useFormError();
  const form = useZodForm(replySchema, { title: reply?.title ?? "", body: reply?.body ?? "" });
  const { errors } = form.formState;
  const save = useSaveReply();
  const body = form.watch("body");
  const variableProblem = useVariableProblem(body);
  const box = useRef<HTMLTextAreaElement | null>(null);
  const { ref: registerBody, ...bodyField } = form.register("body");

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: reply?.id, ...values },
      {
        onSuccess: onDone,
        // The server's check said no (an older form, say): show it on the field, like the form's own check.
        onError: (error) => {
          const refusal = bodyRefusal(error);
          if (refusal !== null) form.setError("body", { message: savedReplyProblem(values.body) ? VARIABLE_PROBLEM : refusal });
        },
      },
    ),
  );
  // A variable goes where the cursor is; the cursor then follows it, in the box, to go on typing.
  const insert = (variable: string) => {
    const start = box.current?.selectionStart ?? body.length;
    const end = box.current?.selectionEnd ?? body.length;
    form.setValue("body", body.slice(0, start) + variable + body.slice(end), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
    requestAnimationFrame(() => {
      box.current?.focus();
      box.current?.setSelectionRange(start + variable.length, start + variable.length);
    });
  };
  const bodyError =
    errors.body?.message === VARIABLE_PROBLEM ? (variableProblem ?? undefined) : formError(errors.body, { max: ANSWER_MAX_LENGTH });
  const isFieldRefusal = save.isError && bodyRefusal(save.error) !== null;

  return (
    <Card asChild>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 border-slate-300 p-4">
        <Field label={t("replies.titleLabel")} required error={formError(errors.title, { max: TITLE_MAX })}>
          <Input {...form.register("title")} maxLength={TITLE_MAX} />
        </Field>
        <Field label={t("replies.bodyLabel")} required error={bodyError} hint={t("replies.offeredIn", { where: offeredWhere(body) })}>
          {/* Controlled so the counter follows every keystroke. */}
          <Textarea
            {...bodyField}
            ref={(node) => {
              registerBody(node);
              box.current = node;
            }}
            value={body}
            limit={ANSWER_MAX_LENGTH}
            rows={4}
          />
        </Field>
        <VariableHints onInsert={insert} />
        {save.isError && !isFieldRefusal && <Alert tone="danger">{errorText(save.error)}</Alert>}
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

/** Where a reply with this text is offered: the offeredIn message's select key. */
function offeredWhere(body: string): "both" | "question" | "sale" | "none" {
  if (savedReplyProblem(body)) return "none";
  const contexts = contextsOf(body);
  return contexts.length === 2 ? "both" : (contexts[0] ?? "none");
}

/** The server's message when it refused the body (our 400 with a zod issue on it), else null. */
function bodyRefusal(error: unknown): string | null {
  const { code, details } = (error ?? {}) as { code?: unknown; details?: unknown };
  if (code !== "invalid_input" || !Array.isArray(details)) return null;
  const issue = (details as Array<{ path?: unknown[]; message?: unknown } | null>).find((i) => i?.path?.[0] === "body");
  return issue ? String(issue.message ?? "") : null;
}
