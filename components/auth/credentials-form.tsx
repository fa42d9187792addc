"use client";

import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useHydrated } from "@/lib/use-hydrated";

/** next-auth's error codes for the credentials provider (see lib/auth/credentials.ts). */
const ERROR_KEYS: Record<string, string> = { CredentialsSignin: "invalid", TooManyAttempts: "tooManyAttempts", NoAccess: "noAccess" };

/** Teammates invited by the owner sign in with the e-mail and password they chose when joining. */
export function CredentialsForm({ callbackUrl }: { callbackUrl: string }) {
  const t = useTranslations("team.signin");
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const [isPending, setPending] = useState(false);
  const isHydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    const result = await signIn("credentials", { email: form.get("email"), password: form.get("password"), redirect: false }).catch(() => null);
    if (result?.ok && !result.error) {
      // A full navigation so the server components render with the new session.
      window.location.assign(callbackUrl);
      return;
    }
    setError(ERROR_KEYS[result?.error ?? ""] ?? "default");
    setPending(false);
    emailRef.current?.focus();
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 border-t border-slate-200 pt-6">
      <h2 id={`${id}-title`} className="font-semibold">
        {t("heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("intro")}</p>
      <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
        {error && <Alert tone="danger">{t(`errors.${error}`)}</Alert>}
        <Field label={t("email")}>
          <Input ref={emailRef} name="email" type="email" autoComplete="username" required maxLength={254} />
        </Field>
        <Field label={t("password")}>
          <Input name="password" type="password" autoComplete="current-password" required maxLength={256} />
        </Field>
        <Button type="submit" variant="secondary" size="lg" loading={isPending} disabled={!isHydrated} className="w-full">
          {t("submit")}
        </Button>
      </form>
    </section>
  );
}
