"use client";

import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
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

  return (
    <form onSubmit={submit} className="mt-6 flex flex-col gap-4">
      {error && (
        <Alert tone="danger">
          {t(`errors.${error}`)}
          {error === "already_member" && (
            <>
              {" "}
              <Link href="/signin" className="font-medium underline">
                {t("goToSignIn")}
              </Link>
            </>
          )}
        </Alert>
      )}
      {/* An existing account keeps its name: the field is hidden but keeps its value if they go back. */}
      <div hidden={isExisting}>
        <Field label={t("name")}>
          <Input name="name" autoComplete="name" required={!isExisting} maxLength={80} />
        </Field>
      </div>
      <Field label={t("email")}>
        <Input name="email" type="email" autoComplete="email" required maxLength={254} onChange={() => setExisting(false)} />
      </Field>
      <Field label={isExisting ? t("existingPassword") : t("password")} hint={isExisting ? t("existingHint") : t("passwordHint", { min: PASSWORD_MIN_LENGTH })}>
        <Input ref={passwordRef} name="password" type="password" autoComplete={isExisting ? "current-password" : "new-password"} required minLength={PASSWORD_MIN_LENGTH} />
      </Field>
      <Button type="submit" size="lg" loading={isPending} disabled={!isHydrated} className="w-full">
        {isExisting ? t("submitExisting") : t("submit")}
      </Button>
    </form>
  );
}
