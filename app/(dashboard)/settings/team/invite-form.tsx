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
import { useCreateInvitation } from "@/lib/queries/invitations";
import { Text } from "@/components/ui/text";
import { cluster } from "@/components/ui/stack";

const inviteSchema = z.object({ role: z.enum(ROLES) });

/** Creates a single-use link for one role; the link is shown once, here, to copy and send. */
export function InviteForm() {
  const t = useTranslations();
  const locale = useLocale();
  const { siteId } = useAccount();
  const id = useId();
  const create = useCreateInvitation();
  const linkRef = useRef<HTMLInputElement>(null);
  const form = useZodForm(inviteSchema, { role: "agent" });
  const [isCopied, setCopied] = useState(false);

  function invite({ role }: z.output<typeof inviteSchema>) {
    setCopied(false);
    create.mutate(role, { onSuccess: () => requestAnimationFrame(() => linkRef.current?.select()) });
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
      <form onSubmit={(event) => void form.handleSubmit(invite)(event)} noValidate>
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
        <Button type="submit" loading={create.isPending} className="mt-3">
          {t("team.settings.invite.create")}
        </Button>
      </form>
      {create.isError && (
        <Alert tone="danger" className="mt-3">
          {t("team.settings.errors.default")}
        </Alert>
      )}
      {create.data && (
        <div className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-3">
          <Field label={t("team.settings.invite.linkLabel", { role: t(`roles.${create.data.role}`) })}>
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
