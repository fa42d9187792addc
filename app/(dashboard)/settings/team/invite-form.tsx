"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { Section } from "@/components/patterns/section";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useZodForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { ROLES } from "@/lib/auth/roles";
import { formatDate } from "@/lib/format";
import { useAccount } from "@/components/shell/account-context";
import { useErrorText } from "@/components/patterns/explain-error";
import { useCreateInvitation } from "@/lib/queries/invitations";
import type { CreateInvitationInput, GrantableAccount } from "@/lib/schemas/team";
import { Text } from "@/components/ui/text";
import { cluster } from "@/components/ui/stack";
import { useGrantWords } from "./grant-words";
import { SeveralAccountsInvite } from "./several-accounts-invite";

const inviteSchema = z.object({ role: z.enum(ROLES) });

/**
 * Creates a single-use link; the link is shown once, here, to copy and send. An owner of one account picks
 * the role; an owner of several picks which of them the link grants and the role in each
 * (SeveralAccountsInvite), this account alone by default.
 */
export function InviteForm({ grantable }: { grantable: GrantableAccount[] }) {
  const t = useTranslations();
  const locale = useLocale();
  const { siteId, workspaceId } = useAccount();
  const create = useCreateInvitation();
  const errorText = useErrorText("team");
  const grantWords = useGrantWords();
  const linkRef = useRef<HTMLInputElement>(null);
  const [isCopied, setCopied] = useState(false);
  const current = grantable.find((a) => a.accountId === workspaceId);

  function invite(input: CreateInvitationInput) {
    setCopied(false);
    create.mutate(input, { onSuccess: () => requestAnimationFrame(() => linkRef.current?.select()) });
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // No clipboard permission (e.g. plain http): leave the link selected for Ctrl+C instead.
      linkRef.current?.select();
    }
    setCopied(true);
  }

  return (
    <Section title={t("team.settings.invite.title")}>
      {grantable.length > 1 ? (
        <SeveralAccountsInvite grantable={grantable} isPending={create.isPending} onInvite={invite} />
      ) : current && !current.isConnected ? (
        <Text>{t("team.settings.invite.disconnectedOnly")}</Text>
      ) : (
        <OneAccountInvite isPending={create.isPending} onInvite={invite} />
      )}
      {create.isError && (
        <Alert tone="danger" className="mt-3">
          {errorText(create.error)}
        </Alert>
      )}
      {create.data && (
        <div className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-3">
          <Field label={t("team.settings.invite.linkLabel", { role: grantWords(create.data.grants) })}>
            <div className={cluster({ wrap: false })}>
              <Input ref={linkRef} readOnly value={create.data.url} className="min-w-0 flex-1" />
              <Button variant="secondary" onClick={() => void copy(create.data.url)}>
                {t("team.settings.invite.copy")}
              </Button>
            </div>
          </Field>
          <Text className="mt-2" aria-live="polite">
            {isCopied
              ? t("team.settings.invite.copied")
              : t("team.settings.invite.expires", { date: formatDate(create.data.expiresAt, siteId, locale, "date-time") })}
          </Text>
        </div>
      )}
    </Section>
  );
}

/** This account, one role: the form as it always was. */
function OneAccountInvite({ isPending, onInvite }: { isPending: boolean; onInvite: (input: CreateInvitationInput) => void }) {
  const t = useTranslations();
  const id = useId();
  const form = useZodForm(inviteSchema, { role: "agent" });
  return (
    <form onSubmit={(event) => void form.handleSubmit(({ role }) => onInvite({ role }))(event)} noValidate>
      <fieldset>
        <Text as="legend" id={`${id}-legend`}>
          {t("team.settings.invite.roleLegend")}
        </Text>
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <RadioGroup value={field.value} onValueChange={field.onChange} aria-labelledby={`${id}-legend`} className="mt-2">
              {[...ROLES].reverse().map((r) => (
                <RadioGroupItem key={r} value={r} label={t(`roles.${r}`)} description={t(`team.roleHelp.${r}`)} />
              ))}
            </RadioGroup>
          )}
        />
      </fieldset>
      <Button type="submit" loading={isPending} className="mt-3">
        {t("team.settings.invite.create")}
      </Button>
    </form>
  );
}
