"use client";

import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { z } from "zod";
import { explainError, useErrorText } from "@/components/patterns/explain-error";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { emailText, FORM_ERRORS, useFormError, useZodForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { useHydrated } from "@/lib/use-hydrated";
import { useJoinTeam } from "@/lib/queries/invitations";
import { PASSWORD_MIN_LENGTH } from "@/lib/team/password-rules";

// `existing`: the e-mail already has an account, which keeps its name and its own password.
const joinSchema = z
  .object({ existing: z.boolean(), name: z.string().trim().max(80, FORM_ERRORS.tooLong), email: emailText(), password: z.string() })
  .superRefine((v, ctx) => {
    if (!v.existing && !v.name) ctx.addIssue({ code: "custom", path: ["name"], message: FORM_ERRORS.required });
    if (!v.password) ctx.addIssue({ code: "custom", path: ["password"], message: FORM_ERRORS.required });
    else if (!v.existing && v.password.length < PASSWORD_MIN_LENGTH)
      ctx.addIssue({ code: "custom", path: ["password"], message: FORM_ERRORS.tooShort });
  });

/**
 * Name, e-mail and password for a new teammate. When the e-mail already has an account the server
 * says so, and the form asks for that account's password instead of a new one.
 */
export function JoinForm({ token }: { token: string }) {
  const t = useTranslations("team.join");
  const errorText = useErrorText("join");
  const router = useRouter();
  const formError = useFormError();
  const form = useZodForm(joinSchema, { existing: false, name: "", email: "", password: "" });
  const { errors } = form.formState;
  const isExisting = form.watch("existing");
  const setExisting = (existing: boolean) => form.setValue("existing", existing);
  const [isPending, setPending] = useState(false);
  const join = useJoinTeam();
  const isHydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ existing, name, email, password }) => {
    setPending(true);
    setError(null);
    try {
      // An existing account keeps its own name; the field may be empty then.
      const joined = await join.mutateAsync({
        token,
        name: existing ? name || "-" : name,
        email,
        password,
      });
      const result = await signIn("credentials", { email, password, workspaceId: joined.workspaceId, redirect: false });
      if (!result?.ok) return fail("signInAfterJoin");
      // replace: the back button should not return to a link that no longer works.
      router.replace("/questions");
    } catch (e) {
      const { code } = explainError(e);
      if (code === "account_exists") setExisting(true);
      fail(code);
      if (code === "account_exists") form.setFocus("password");
    }
  });

  function fail(code: string) {
    setError(code);
    setPending(false);
  }

  return (
    <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-4">
      {error && (
        <Alert tone="danger">
          {error === "signInAfterJoin" ? t("errors.signInAfterJoin") : errorText(error, { values: { min: PASSWORD_MIN_LENGTH } })}
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
        <Field label={t("name")} required={!isExisting} error={formError(errors.name, { max: 80 })}>
          <Input {...form.register("name")} autoComplete="name" maxLength={80} />
        </Field>
      </div>
      <Field label={t("email")} required error={formError(errors.email, { max: 254 })}>
        <Input {...form.register("email", { onChange: () => setExisting(false) })} type="email" autoComplete="email" maxLength={254} />
      </Field>
      <Field
        label={isExisting ? t("existingPassword") : t("password")}
        required
        // The length rule is said once: as the error once it is broken, else as the hint.
        hint={isExisting ? t("existingHint") : errors.password ? undefined : t("passwordHint", { min: PASSWORD_MIN_LENGTH })}
        error={formError(errors.password, { min: PASSWORD_MIN_LENGTH })}
      >
        <Input {...form.register("password")} type="password" autoComplete={isExisting ? "current-password" : "new-password"} />
      </Field>
      <Button type="submit" size="lg" loading={isPending} disabled={!isHydrated} className="w-full">
        {isExisting ? t("submitExisting") : t("submit")}
      </Button>
    </form>
  );
}
