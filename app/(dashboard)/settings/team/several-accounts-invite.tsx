"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { useZodForm } from "@/components/ui/form";
import { Select } from "@/components/ui/select";
import { Text } from "@/components/ui/text";
import { useAccount } from "@/components/shell/account-context";
import { ROLES } from "@/lib/auth/roles";
import type { CreateInvitationInput, GrantableAccount } from "@/lib/schemas/team";

const PICK_ACCOUNT = "pickAccount";
const grantsSchema = z.object({
  grants: z
    .array(z.object({ accountId: z.string(), isOn: z.boolean(), role: z.enum(ROLES) }))
    .refine((rows) => rows.some((r) => r.isOn), PICK_ACCOUNT),
});

/**
 * An owner of several accounts: one row per account they own (a tick, and the role it gives there), this
 * account ticked by default. A disconnected account is listed but cannot be ticked. The server checks the
 * ownership again (lib/team/invitations), whatever this form sends.
 */
export function SeveralAccountsInvite({
  grantable,
  isPending,
  onInvite,
}: {
  grantable: GrantableAccount[];
  isPending: boolean;
  onInvite: (input: CreateInvitationInput) => void;
}) {
  const t = useTranslations();
  const id = useId();
  const { workspaceId } = useAccount();
  // This account first, as the rest of the page is about it.
  const accounts = [...grantable].sort((a, b) => Number(b.accountId === workspaceId) - Number(a.accountId === workspaceId));
  const form = useZodForm(grantsSchema, {
    grants: accounts.map((a) => ({ accountId: a.accountId, isOn: a.accountId === workspaceId && a.isConnected, role: "agent" as const })),
  });
  const rows = form.watch("grants");
  const error = form.formState.errors.grants;
  const roleOptions = [...ROLES].reverse().map((r) => ({ value: r, label: t(`roles.${r}`) }));

  const submit = form.handleSubmit(({ grants }) =>
    onInvite({ grants: grants.filter((g) => g.isOn).map(({ accountId, role }) => ({ accountId, role })) }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <fieldset aria-describedby={error ? `${id}-error` : `${id}-hint`}>
        <Text as="legend">{t("team.settings.invite.accountsLegend")}</Text>
        <Text id={`${id}-hint`} variant="caption" className="mt-1">
          {t("team.settings.invite.accountsHint")}
        </Text>
        <ul className="mt-2 divide-y divide-slate-100">
          {accounts.map((account, i) => {
            const checkboxId = `${id}-account-${i}`;
            return (
              <li key={account.accountId} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                <Controller
                  control={form.control}
                  name={`grants.${i}.isOn`}
                  render={({ field }) => (
                    <Checkbox
                      id={checkboxId}
                      checked={field.value}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                      disabled={!account.isConnected}
                    />
                  )}
                />
                <label htmlFor={checkboxId} className="flex min-h-11 min-w-0 flex-1 basis-40 flex-col justify-center">
                  <span className="font-medium break-words text-slate-900">{account.nickname}</span>
                  <Text as="span" variant="caption">
                    {account.siteId}
                    {account.accountId === workspaceId && ` · ${t("team.settings.invite.thisAccount")}`}
                    {!account.isConnected && ` · ${t("team.settings.invite.disconnected")}`}
                  </Text>
                </label>
                <Controller
                  control={form.control}
                  name={`grants.${i}.role`}
                  render={({ field }) => (
                    <Select
                      aria-label={t("team.settings.invite.roleIn", { nickname: account.nickname })}
                      options={roleOptions}
                      value={field.value}
                      onValueChange={field.onChange}
                      disabled={!rows[i]?.isOn}
                      className="w-full sm:w-36"
                    />
                  )}
                />
              </li>
            );
          })}
        </ul>
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-800">
            {t("team.settings.invite.pickAccount")}
          </p>
        )}
      </fieldset>
      <dl className="mt-3 grid gap-1 text-sm text-slate-600 sm:grid-cols-[auto_1fr] sm:gap-x-3">
        {[...ROLES].reverse().map((r) => (
          <div key={r} className="contents">
            <dt className="font-medium text-slate-800">{t(`roles.${r}`)}</dt>
            <dd className="mb-1 sm:mb-0">{t(`team.roleHelp.${r}`)}</dd>
          </div>
        ))}
      </dl>
      <Button type="submit" loading={isPending} className="mt-3">
        {t("team.settings.invite.create")}
      </Button>
    </form>
  );
}
