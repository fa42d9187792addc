"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { explainError, useErrorText } from "@/components/patterns/explain-error";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Text } from "@/components/ui/text";
import { cluster } from "@/components/ui/stack";
import { cn } from "@/lib/cn";
import { useResetTeammatePassword } from "@/lib/queries/account-security";

/**
 * The owner's reset of a teammate's password (lib/team/reset-password.ts): confirmed first, since it
 * signs the teammate out everywhere; the temporary password is shown here once and never again.
 */
export function ResetPassword({ userId, name }: { userId: string; name: string }) {
  const t = useTranslations("team.settings.reset");
  const tSettings = useTranslations("team.settings");
  const errorText = useErrorText("team");
  const id = useId();
  const reset = useResetTeammatePassword();
  const [isConfirming, setConfirming] = useState(false);

  if (reset.data)
    return (
      <div className="mt-2 max-w-md">
        <Text variant="caption">{t("help", { name })}</Text>
        <label htmlFor={`${id}-temp`} className="sr-only">
          {t("label", { name })}
        </label>
        <Input
          id={`${id}-temp`}
          readOnly
          value={reset.data.temporaryPassword}
          className="mt-1 font-mono"
          onFocus={(e) => e.target.select()}
        />
      </div>
    );
  // Not this owner's to reset (the person also works for another owner): said once, with nothing to retry.
  if (reset.error && explainError(reset.error).code === "person_in_other_account")
    return (
      <Alert tone="warning" className="mt-2 max-w-md">
        {errorText(reset.error)}
      </Alert>
    );
  return (
    <div className={cn(cluster({ align: "center" }), "mt-1")}>
      {reset.error && <Alert tone="danger">{errorText(reset.error)}</Alert>}
      {isConfirming ? (
        <>
          <Button
            variant="destructive"
            loading={reset.isPending}
            onClick={() => reset.mutate(userId)}
            className="max-w-full px-3 text-left whitespace-normal"
          >
            {t("confirm", { name })}
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)} className="px-3 font-medium text-slate-700">
            {tSettings("cancel")}
          </Button>
        </>
      ) : (
        <Button variant="ghost" onClick={() => setConfirming(true)} aria-label={t("named", { name })} className="px-3 font-medium">
          {t("action")}
        </Button>
      )}
    </div>
  );
}
