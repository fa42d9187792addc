"use client";

import { ShieldCheck, UserX } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { errorKey, retryAfterSeconds } from "@/components/inbox/error-key";
import { EmptyState } from "@/components/patterns/empty-state";
import { PageHeader } from "@/components/patterns/page-header";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useBlacklist, useBlockUser, useUnblockUser } from "@/lib/queries/blacklist";
import { useAccount } from "@/components/shell/account-context";

/** Buyers the seller blocked from asking, with a one-tap unblock (and blocking by id, for spam seen elsewhere). */
export function BlockedView() {
  const t = useTranslations("inbox");
  const tRoot = useTranslations();
  const { role } = useAccount();
  const { data: users, error, isPending } = useBlacklist();
  const unblock = useUnblockUser();
  const block = useBlockUser();
  const [userId, setUserId] = useState("");
  const canAct = role !== "viewer";
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (userId) block.mutate(userId, { onSuccess: () => setUserId("") });
  };
  const failure = error ?? unblock.error ?? block.error;

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <PageHeader title={t("blocked.title")} description={t("blocked.description")} back={{ href: "/settings", label: tRoot("settings.back") }} className="mb-0" />
      {failure && <Alert tone="danger">{t(`errors.${errorKey(failure)}`, { seconds: retryAfterSeconds(failure) ?? 0 })}</Alert>}
      {canAct && (
        <form onSubmit={submit} className="flex gap-2">
          <Input inputMode="numeric" value={userId} onChange={(e) => setUserId(e.target.value.replace(/\D/g, ""))} placeholder={t("blocked.addLabel")} aria-label={t("blocked.addLabel")} className="flex-1" />
          <Button type="submit" loading={block.isPending} disabled={!userId}>
            {t("blocked.add")}
          </Button>
        </form>
      )}
      {isPending ? (
        <Skeleton aria-busy className="h-32 rounded-2xl" />
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
                  {u.nickname && <span className="text-xs text-slate-600">#{u.userId}</span>}
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
