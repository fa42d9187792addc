"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/patterns/confirm-dialog";
import { useErrorText } from "@/components/patterns/explain-error";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { useDisconnectAccount } from "@/lib/queries/accounts";
import type { DisconnectAccountInput } from "@/lib/schemas/accounts";

/**
 * "Disconnect" on an account the person owns: a confirmation naming the account and the choice (keep its
 * data read-only, or delete it after typing the account's name). The request names that account
 * explicitly, whatever account the page is on; then a full load, since the account may be gone.
 */
export function DisconnectAccountButton({ workspaceId, nickname }: { workspaceId: string; nickname: string }) {
  const t = useTranslations("accounts.disconnect");
  const errorText = useErrorText("page");
  const [choice, setChoice] = useState<"keep" | "delete">("keep");
  const [typed, setTyped] = useState("");
  const [state, setState] = useState<{ kind: "idle" | "busy" } | { kind: "failed"; error: unknown }>({ kind: "idle" });
  const inputId = useId();
  const disconnect = useDisconnectAccount();
  const confirm = async () => {
    setState({ kind: "busy" });
    try {
      const body: DisconnectAccountInput = choice === "keep" ? { keepData: true } : { keepData: false, confirmNickname: typed };
      await disconnect.mutateAsync({ workspaceId, input: body });
      // A full load on purpose: the shell, the switcher and the cache must forget an account that may be gone.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- see above
      window.location.assign("/settings/accounts");
    } catch (error) {
      setState({ kind: "failed", error });
    }
  };
  return (
    <div className="flex flex-col items-end gap-1">
      <ConfirmDialog
        trigger={
          <Button variant="secondary" disabled={state.kind === "busy"} aria-label={t("buttonFor", { nickname })}>
            {state.kind === "busy" ? t("busy") : t("button")}
          </Button>
        }
        title={t("title", { nickname })}
        description={t("body")}
        confirmLabel={choice === "keep" ? t("confirmKeep") : t("confirmDelete", { nickname })}
        cancelLabel={t("cancel")}
        confirmDisabled={choice === "delete" && typed.trim() !== nickname}
        onConfirm={() => void confirm()}
      >
        <RadioGroup
          className="mt-4"
          value={choice}
          onValueChange={(value) => setChoice(value as "keep" | "delete")}
          aria-label={t("choice")}
        >
          <RadioGroupItem value="keep" label={t("keep")} description={t("keepHelp")} />
          <RadioGroupItem value="delete" label={t("delete")} description={t("deleteHelp")} />
        </RadioGroup>
        {choice === "delete" && (
          <div className="mt-3 flex flex-col gap-1">
            <label htmlFor={inputId} className="text-sm font-medium">
              {t("typeName", { nickname })}
            </label>
            <Input id={inputId} value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
          </div>
        )}
      </ConfirmDialog>
      <p role="status" className={state.kind === "failed" ? "text-sm text-red-800" : "sr-only"}>
        {state.kind === "failed" ? errorText(state.error) : ""}
      </p>
    </div>
  );
}
