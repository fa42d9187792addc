"use client";

import { ShieldCheck, UserX } from "lucide-react";
import { useTranslations } from "next-intl";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { useErrorText } from "@/components/patterns/explain-error";
import { EmptyState } from "@/components/patterns/empty-state";
import { ErrorState } from "@/components/patterns/error-state";
import { PageHeader } from "@/components/patterns/page-header";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useBlacklist, useBlockUser, useUnblockUser } from "@/lib/queries/blacklist";
import { useAccount } from "@/components/shell/account-context";
import { ApiRequestError } from "@/lib/queries/fetch-json";
import { Text } from "@/components/ui/text";
import { WaitingOnMarketplace } from "@/components/patterns/waiting-on-marketplace";

const blockFormSchema = z.object({ buyer: z.string().trim().min(1).max(60) });
type BlockForm = z.infer<typeof blockFormSchema>;

/** Buyers the seller blocked from asking, with a one-tap unblock, and blocking by nickname (or id). */
export function BlockedView() {
  const t = useTranslations("questions");
  const errorText = useErrorText("questions");
  const tRoot = useTranslations();
  const { role, workspaceId } = useAccount();
  const { data: users, error, isPending, refetch } = useBlacklist(workspaceId);
  const unblock = useUnblockUser(workspaceId);
  const block = useBlockUser(workspaceId);
  const canAct = role !== "viewer";
  const form = useForm<BlockForm>({ resolver: zodResolver(blockFormSchema), defaultValues: { buyer: "" } });
  const submit = form.handleSubmit(({ buyer }) => {
    const who = /^\d+$/.test(buyer) ? buyer : { nickname: buyer.replace(/^@/, "") };
    return new Promise<void>((resolve) =>
      block.mutate(who, {
        onSuccess: () => form.reset(),
        // An unknown nickname belongs to the field; anything else is said above the list.
        onError: (e) => {
          if (e instanceof ApiRequestError && (e.code === "unknown_nickname" || e.code === "not_found"))
            form.setError("buyer", { type: "custom", message: t("blocked.unknown", { buyer }) });
        },
        onSettled: () => resolve(),
      }),
    );
  });
  const blockFailure =
    block.error instanceof ApiRequestError && (block.error.code === "unknown_nickname" || block.error.code === "not_found")
      ? null
      : block.error;
  // A failed write is said above the list; a failed load is the list's own error state, with a retry.
  const failure = unblock.error ?? blockFailure;
  const buyerError = form.formState.errors.buyer;

  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <PageHeader
        title={t("blocked.title")}
        description={t("blocked.description")}
        back={{ href: "/settings", label: tRoot("settings.back") }}
      />
      {failure && <Alert tone="danger">{errorText(failure)}</Alert>}
      {canAct && (
        <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <Field
            label={t("blocked.addLabel")}
            hint={t("blocked.addHint")}
            error={buyerError ? (buyerError.type === "custom" ? buyerError.message : t("blocked.required")) : undefined}
            className="flex-1"
          >
            <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} {...form.register("buyer")} />
          </Field>
          <Button type="submit" loading={block.isPending} alignToField="sm">
            {t("blocked.add")}
          </Button>
        </form>
      )}
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <WaitingOnMarketplace className="h-32 rounded-2xl" />
      ) : users && users.length === 0 ? (
        <EmptyState icon={ShieldCheck} title={t("blocked.empty")} />
      ) : (
        <Card asChild className="divide-y divide-slate-100 p-0">
          <ul>
            {users?.map((u) => (
              <li key={u.userId} className="flex items-center justify-between gap-3 px-4 py-2">
                <span className="flex min-w-0 items-center gap-2">
                  <UserX aria-hidden className="size-4 shrink-0 text-slate-500" />
                  <span className="truncate font-medium">{u.nickname ?? u.userId}</span>
                  {u.nickname && (
                    <Text as="span" variant="caption">
                      #{u.userId}
                    </Text>
                  )}
                </span>
                {canAct && (
                  <Button
                    variant="secondary"
                    className="font-medium"
                    loading={unblock.isPending && unblock.variables === u.userId}
                    onClick={() => unblock.mutate(u.userId)}
                    aria-label={t("blocked.unblockLabel", { nickname: u.nickname ?? u.userId })}
                  >
                    {t("blocked.unblock")}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
