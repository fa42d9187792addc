"use client";

import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { emailText, FORM_ERRORS, useFormError, useZodForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { safeCallbackUrl } from "@/lib/auth/safe-callback";
import { useHydrated } from "@/lib/use-hydrated";
import { Text } from "@/components/ui/text";

/** next-auth's error codes for the credentials provider (see lib/auth/credentials.ts). */
const ERROR_KEYS: Record<string, string> = { CredentialsSignin: "invalid", TooManyAttempts: "tooManyAttempts", NoAccess: "noAccess" };

// A password is sent exactly as typed (never trimmed).
const credentialsSchema = z.object({ email: emailText(), password: z.string().min(1, FORM_ERRORS.required).max(256, FORM_ERRORS.tooLong) });

/** Teammates invited by the owner sign in with the e-mail and password they chose when joining. */
export function CredentialsForm({ callbackUrl }: { callbackUrl: string }) {
  const t = useTranslations("team.signin");
  const id = useId();
  const formError = useFormError();
  const form = useZodForm(credentialsSchema, { email: "", password: "" });
  const { errors } = form.formState;
  const [isPending, setPending] = useState(false);
  const isHydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ email, password }) => {
    setPending(true);
    setError(null);
    const result = await signIn("credentials", { email, password, redirect: false }).catch(() => null);
    if (result?.ok && !result.error) {
      // A full navigation so the server components render with the new session.
      // The page already checked it; checked again here, so the form never navigates off our origin.
      window.location.assign(safeCallbackUrl(callbackUrl, window.location.origin));
      return;
    }
    setError(ERROR_KEYS[result?.error ?? ""] ?? "default");
    setPending(false);
    form.setFocus("email");
  });

  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 border-t border-slate-200 pt-6">
      <h2 id={`${id}-title`} className="font-semibold">
        {t("heading")}
      </h2>
      <Text className="mt-1">{t("intro")}</Text>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        {error && <Alert tone="danger">{t(`errors.${error}`)}</Alert>}
        <Field label={t("email")} required error={formError(errors.email, { max: 254 })}>
          <Input {...form.register("email")} type="email" autoComplete="username" maxLength={254} />
        </Field>
        <Field label={t("password")} required error={formError(errors.password, { max: 256 })}>
          <Input {...form.register("password")} type="password" autoComplete="current-password" maxLength={256} />
        </Field>
        <Button type="submit" variant="secondary" size="lg" loading={isPending} disabled={!isHydrated} className="w-full">
          {t("submit")}
        </Button>
      </form>
    </section>
  );
}
