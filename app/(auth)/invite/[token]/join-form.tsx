"use client";

import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useRef, useState, type FormEvent } from "react";
import { useHydrated } from "@/lib/use-hydrated";
import { ApiRequestError, fetchJson } from "@/lib/queries/fetch-json";
import { PASSWORD_MIN_LENGTH } from "@/lib/team/password-rules";
import { joinResultSchema } from "@/lib/team/schemas";

const KNOWN_ERRORS = ["invalid_link", "expired_link", "used_link", "account_exists", "already_member", "too_many_attempts", "invalid_input", "network"];

/**
 * Name, e-mail and password for a new teammate. When the e-mail already has an account the server
 * says so, and the form asks for that account's password instead of a new one.
 */
export function JoinForm({ token }: { token: string }) {
  const t = useTranslations("team.join");
  const router = useRouter();
  const id = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [isExisting, setExisting] = useState(false);
  const [isPending, setPending] = useState(false);
  const isHydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email"));
    const password = String(form.get("password"));
    setPending(true);
    setError(null);
    try {
      const joined = await fetchJson("/api/team/join", joinResultSchema, {
        method: "POST",
        headers: { "content-type": "application/json" },
        // An existing account keeps its own name; the field may be empty then.
        body: JSON.stringify({ token, name: isExisting ? form.get("name") || "-" : form.get("name"), email, password }),
      });
      const result = await signIn("credentials", { email, password, workspaceId: joined.workspaceId, redirect: false });
      if (!result?.ok) return fail("signInAfterJoin");
      // replace: the back button should not return to a link that no longer works.
      router.replace("/inbox");
    } catch (e) {
      const code = e instanceof ApiRequestError ? e.code : "default";
      if (code === "account_exists") setExisting(true);
      fail(KNOWN_ERRORS.includes(code) ? code : "default");
      if (code === "account_exists") passwordRef.current?.focus();
    }
  }

  function fail(code: string) {
    setError(code);
    setPending(false);
  }

  const input = "mt-1 min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900";
  return (
    <form onSubmit={submit} className="mt-6 flex flex-col gap-4">
      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {t(`errors.${error}`)}
          {error === "already_member" && (
            <>
              {" "}
              <Link href="/signin" className="font-medium underline">
                {t("goToSignIn")}
              </Link>
            </>
          )}
        </p>
      )}
      {/* An existing account keeps its name: the field is hidden but keeps its value if they go back. */}
      <div hidden={isExisting}>
        <label htmlFor={`${id}-name`} className="text-sm font-medium">
          {t("name")}
        </label>
        <input id={`${id}-name`} name="name" autoComplete="name" required={!isExisting} maxLength={80} className={input} />
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="text-sm font-medium">
          {t("email")}
        </label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" required maxLength={254} className={input} onChange={() => setExisting(false)} />
      </div>
      <div>
        <label htmlFor={`${id}-password`} className="text-sm font-medium">
          {isExisting ? t("existingPassword") : t("password")}
        </label>
        <input
          ref={passwordRef}
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete={isExisting ? "current-password" : "new-password"}
          required
          minLength={PASSWORD_MIN_LENGTH}
          aria-describedby={`${id}-password-hint`}
          className={input}
        />
        <p id={`${id}-password-hint`} className="mt-1 text-sm text-slate-600">
          {isExisting ? t("existingHint") : t("passwordHint", { min: PASSWORD_MIN_LENGTH })}
        </p>
      </div>
      <button
        type="submit"
        disabled={isPending || !isHydrated}
        className="flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-accent px-4 font-semibold text-white shadow-sm transition hover:bg-accent-strong disabled:opacity-70"
      >
        {isPending && <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent" />}
        {isExisting ? t("submitExisting") : t("submit")}
      </button>
    </form>
  );
}
