"use client";

import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type FormEvent } from "react";
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

  const input = "mt-1 min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900";
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 border-t border-slate-200 pt-6">
      <h2 id={`${id}-title`} className="font-semibold">
        {t("heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("intro")}</p>
      <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
        {error && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {t(`errors.${error}`)}
          </p>
        )}
        <div>
          <label htmlFor={`${id}-email`} className="text-sm font-medium">
            {t("email")}
          </label>
          <input ref={emailRef} id={`${id}-email`} name="email" type="email" autoComplete="username" required maxLength={254} className={input} />
        </div>
        <div>
          <label htmlFor={`${id}-password`} className="text-sm font-medium">
            {t("password")}
          </label>
          <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required maxLength={256} className={input} />
        </div>
        <button
          type="submit"
          disabled={isPending || !isHydrated}
          className="flex min-h-12 w-full items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-4 font-semibold text-slate-900 shadow-sm transition hover:bg-slate-50 disabled:opacity-70"
        >
          {isPending && <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-slate-700 border-t-transparent" />}
          {t("submit")}
        </button>
      </form>
    </section>
  );
}
