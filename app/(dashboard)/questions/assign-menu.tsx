"use client";

import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, UserCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useErrorText } from "@/components/patterns/explain-error";
import { Button } from "@/components/ui/button";
import { useAssignQuestion } from "@/lib/queries/question-actions";
import { useAccount } from "@/components/shell/account-context";
import { useTeamMembers } from "@/lib/queries/team-members";
import type { QuestionDetail } from "@/lib/schemas/questions";

const item =
  "flex min-h-11 cursor-pointer items-center rounded-md px-3 text-sm outline-none data-[disabled]:cursor-default data-[disabled]:text-slate-500 data-[highlighted]:bg-slate-100";

/** Who answers this one: take it with one tap, hand it to a teammate, or release it. */
export function AssignMenu({ question, myUserId, canAct }: { question: QuestionDetail; myUserId: string; canAct: boolean }) {
  const t = useTranslations("questions.assign");
  const errorText = useErrorText("questions");
  const account = useAccount().workspaceId;
  const team = useTeamMembers(account);
  const assign = useAssignQuestion(account);
  const current = question.assignee;
  const set = (assigneeId: string | null) => assign.mutate({ id: question.id, assigneeId });

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-slate-600">
        {current ? t("assignedTo", { name: current.id === myUserId ? t("you") : current.name }) : t("unassigned")}
      </span>
      {canAct && current?.id !== myUserId && (
        <Button disabled={assign.isPending} onClick={() => set(myUserId)}>
          <UserCheck aria-hidden />
          {t("toMe")}
        </Button>
      )}
      {canAct && (
        <DropdownMenu.Root>
          <DropdownMenu.Trigger asChild>
            <Button variant="secondary">
              {t("menu")}
              <ChevronDown aria-hidden />
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="start"
              sideOffset={4}
              className="z-50 min-w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
            >
              {/* The team loads with the first open: say so, and say when it cannot be read, never an empty menu. */}
              {team.isPending && (
                <DropdownMenu.Item disabled className={item}>
                  {t("loadingTeam")}
                </DropdownMenu.Item>
              )}
              {team.isError && (
                <DropdownMenu.Item
                  onSelect={(e) => {
                    e.preventDefault();
                    void team.refetch();
                  }}
                  className={item}
                >
                  {t("teamFailed")}
                </DropdownMenu.Item>
              )}
              {(team.data ?? [])
                .filter((m) => m.role !== "viewer" && m.id !== current?.id)
                .map((m) => (
                  <DropdownMenu.Item key={m.id} disabled={assign.isPending} onSelect={() => set(m.id)} className={item}>
                    {m.id === myUserId ? t("you") : m.name}
                  </DropdownMenu.Item>
                ))}
              {current && (
                <>
                  <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
                  <DropdownMenu.Item disabled={assign.isPending} onSelect={() => set(null)} className={item}>
                    {t("unassign")}
                  </DropdownMenu.Item>
                </>
              )}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      )}
      {assign.isError && (
        <span role="alert" className="text-red-800">
          {errorText(assign.error)}
        </span>
      )}
    </div>
  );
}
