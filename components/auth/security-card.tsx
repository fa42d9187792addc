"use client";

import { signOut } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { useFormError, useZodForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Text } from "@/components/ui/text";
import { ConfirmDialog } from "@/components/patterns/confirm-dialog";
import { useErrorText } from "@/components/patterns/explain-error";
import { useChangePassword, useSignOutEverywhere } from "@/lib/queries/account-security";
import { passwordChangeInputSchema } from "@/lib/schemas/account-security";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/team/password-rules";

/**
 * Settings → Security: a member's own password (teammates who sign in with e-mail) and "sign out
 * everywhere", which ends every session of theirs, on every device (a lost phone, a shared computer).
 */
export function SecurityCard({ hasPassword }: { hasPassword: boolean }) {
  const t = useTranslations("team.security");
  const id = useId();
  const errorText = useErrorText("team");
  const everywhere = useSignOutEverywhere();
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-semibold">
        {t("title")}
      </h2>
      {hasPassword && <PasswordForm />}
      <div className="mt-4 border-t border-slate-200 pt-4">
        <Text>{t("everywhereHelp")}</Text>
        {everywhere.error && (
          <Alert tone="danger" className="mt-2">
            {errorText(everywhere.error)}
          </Alert>
        )}
        {/* Asked first: it ends this session too, and every teammate device of this person at once. */}
        <ConfirmDialog
          trigger={
            <Button variant="secondary" className="mt-3" loading={everywhere.isPending}>
              {t("everywhere")}
            </Button>
          }
          title={t("everywhereConfirmTitle")}
          description={t("everywhereConfirmText")}
          confirmLabel={t("everywhereConfirm")}
          cancelLabel={t("everywhereCancel")}
          onConfirm={() => everywhere.mutate(undefined, { onSuccess: () => void signOut({ callbackUrl: "/signin" }) })}
        />
      </div>
    </Card>
  );
}

function PasswordForm() {
  const t = useTranslations("team.security");
  const formError = useFormError();
  const errorText = useErrorText("team");
  const change = useChangePassword();
  const form = useZodForm(passwordChangeInputSchema, { current: "", next: "" });
  const { errors } = form.formState;
  const submit = form.handleSubmit((input) => change.mutate(input, { onSuccess: () => form.reset() }));
  return (
    <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-4" aria-label={t("passwordTitle")}>
      <Text>{t("passwordHelp")}</Text>
      {change.isSuccess && <Alert tone="success">{t("passwordChanged")}</Alert>}
      {change.error && <Alert tone="danger">{errorText(change.error)}</Alert>}
      <Field label={t("current")} required error={formError(errors.current, { max: PASSWORD_MAX_LENGTH })}>
        <Input {...form.register("current")} type="password" autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} />
      </Field>
      <Field label={t("next")} required error={formError(errors.next, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}>
        <Input {...form.register("next")} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
      </Field>
      <Button type="submit" loading={change.isPending} className="self-start">
        {t("change")}
      </Button>
    </form>
  );
}
