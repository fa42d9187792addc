"use client";

import type { ComponentProps } from "react";
import { useTranslations } from "next-intl";
import { useAccount } from "./account-context";

type Props = Omit<ComponentProps<"select">, "value" | "onChange"> & {
  value: string | undefined;
  onChange: (accountId: string | undefined) => void;
};

/**
 * The all-accounts lists' account filter (`inAccount`): "All accounts" or one of the person's accounts.
 * The page gives it its label and place.
 */
export function AccountFilterSelect({ value, onChange, ...select }: Props) {
  const t = useTranslations("accounts");
  const { accounts } = useAccount();
  return (
    <select value={value ?? ""} onChange={(e) => onChange(e.target.value || undefined)} {...select}>
      <option value="">{t("filterAll")}</option>
      {accounts.map((a) => (
        <option key={a.workspaceId} value={a.workspaceId}>
          {a.nickname} ({a.siteId})
        </option>
      ))}
    </select>
  );
}
