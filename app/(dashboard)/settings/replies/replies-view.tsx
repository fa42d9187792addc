"use client";

import { MessageSquareText, Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/patterns/confirm-dialog";
import { useErrorText } from "@/components/patterns/explain-error";
import { EmptyState } from "@/components/patterns/empty-state";
import { PageHeader } from "@/components/patterns/page-header";
import { useAccount } from "@/components/shell/account-context";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useDeleteReply, useSavedReplies } from "@/lib/queries/saved-replies";
import { ReplyForm } from "./reply-form";
import { ReplyContexts } from "./reply-contexts";

/** The team's saved replies: create, edit in place, delete (confirmed). */
export function RepliesView() {
  const t = useTranslations("questions");
  const errorText = useErrorText("questions");
  const tRoot = useTranslations();
  const { role, workspaceId } = useAccount();
  const { data: replies, error, isPending } = useSavedReplies(workspaceId);
  const remove = useDeleteReply();
  const [editing, setEditing] = useState<string | "new" | null>(null);
  const canAct = role !== "viewer";
  const failure = error ?? remove.error;

  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <PageHeader
        title={t("replies.title")}
        description={t("replies.description")}
        back={{ href: "/settings", label: tRoot("settings.back") }}
        actions={
          canAct &&
          editing !== "new" && (
            <Button onClick={() => setEditing("new")}>
              <Plus aria-hidden />
              {t("replies.new")}
            </Button>
          )
        }
      />
      {failure && <Alert tone="danger">{errorText(failure)}</Alert>}
      {editing === "new" && <ReplyForm onDone={() => setEditing(null)} />}
      {isPending ? (
        <Skeleton aria-busy className="h-32 rounded-2xl" />
      ) : replies?.length === 0 && editing !== "new" ? (
        <EmptyState icon={MessageSquareText} title={t("replies.empty")} />
      ) : (
        <ul className="flex flex-col gap-3">
          {replies?.map((r) =>
            editing === r.id ? (
              <li key={r.id}>
                <ReplyForm reply={r} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <Card asChild key={r.id} className="p-4">
                <li>
                  <CardTitle>{r.title}</CardTitle>
                  <p className="mt-1 text-sm whitespace-pre-wrap text-slate-700">{r.body}</p>
                  <ReplyContexts body={r.body} />
                  {canAct && (
                    <div className="mt-3 flex gap-2">
                      <Button variant="secondary" className="font-medium" onClick={() => setEditing(r.id)}>
                        {t("replies.edit")}
                      </Button>
                      <ConfirmDialog
                        trigger={
                          <Button variant="secondary" className="font-medium text-red-800">
                            {t("replies.delete")}
                          </Button>
                        }
                        title={t("replies.deleteTitle", { title: r.title })}
                        description={t("replies.deleteBody")}
                        confirmLabel={t("replies.delete")}
                        cancelLabel={t("replies.cancel")}
                        onConfirm={() => remove.mutate(r.id)}
                      />
                    </div>
                  )}
                </li>
              </Card>
            ),
          )}
        </ul>
      )}
    </div>
  );
}
