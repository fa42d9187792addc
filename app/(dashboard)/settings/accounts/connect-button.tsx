"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useConnectAccount } from "@/lib/queries/accounts";

/**
 * "Connect another account": records the intent for this person (POST /api/accounts/connect), then the
 * marketplace's sign-in as for signing in; the callback attaches the seller to this person as owner and
 * comes back here with the new account as the session's default.
 */
export function ConnectAccountButton() {
  const t = useTranslations("accounts.settings");
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  const connectAccount = useConnectAccount();
  const connect = async () => {
    setState("busy");
    try {
      await connectAccount.mutateAsync({ callbackUrl: "/settings/accounts", required: true });
    } catch {
      setState("failed");
    }
  };
  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="brand" onClick={() => void connect()} disabled={state === "busy"}>
        {state === "busy" ? t("connecting") : t("connect")}
      </Button>
      <p role="status" className={state === "failed" ? "text-sm text-red-800" : "sr-only"}>
        {state === "failed" ? t("connectFailed") : ""}
      </p>
    </div>
  );
}
