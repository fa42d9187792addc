"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ApiRequestError, sendJson } from "./fetch-json";
import { applyPresence } from "./presence-store";
import { questionKeys, questionListsOf } from "./questions";
import { useCoalescedInvalidate } from "./use-coalesced-invalidate";
import { useEventStream } from "./use-event-stream";

/**
 * One EventSource per tab while the inbox is open: teammates' answers, assignments and notes refresh
 * the list and the open detail; presence feeds the presence store. EventSource reconnects by itself.
 * On the all-accounts inbox the stream carries every account: an event refreshes the lists that can show
 * its account (not one filtered to another).
 */
export function useQuestionEvents(): { synced: boolean; syncFailure: ApiRequestError | null; resync: () => void } {
  const client = useQueryClient();
  const invalidate = useCoalescedInvalidate();
  // True once the sweep that runs when the inbox opens has finished and the lists were re-read: from then on
  // the list is what the marketplace holds, and what arrives later is new.
  const [synced, setSynced] = useState(false);
  // The sweep failing (the marketplace down, a rate limit) is said on the page, with a retry: the list is
  // then only our copy, and a new workspace's copy is empty.
  const [syncFailure, setSyncFailure] = useState<ApiRequestError | null>(null);
  const [attempt, setAttempt] = useState(0);
  // On the all-accounts inbox the stream carries every account's changes (it follows the page's ?account=all).
  useEventStream((event) => {
    if (event.type === "presence") applyPresence(event.questionId, event.user, event.state);
    else if (event.type === "questions.synced") {
      for (const key of questionListsOf(client, event.accountId)) invalidate(key);
      for (const id of event.questionIds ?? []) invalidate(questionKeys.detail(id));
    } else if (event.type === "question.updated") {
      for (const key of questionListsOf(client, event.accountId)) invalidate(key);
      invalidate(questionKeys.detail(event.questionId));
    }
  });

  // Reconcile with the marketplace once per inbox visit (and on retry): notifications may have been missed meanwhile.
  useEffect(() => {
    let active = true;
    let later: ReturnType<typeof setTimeout> | undefined;
    void sendJson("/api/questions/sync", () => import("../schemas/questions").then((m) => m.syncResultSchema), "POST")
      .then(() => {
        if (active) setSyncFailure(null);
        return client.invalidateQueries({ queryKey: questionKeys.lists() });
      })
      .catch((error: unknown) => {
        if (!active) return;
        // Another tab or a reload synced moments ago: the list is as fresh as that sync made it. Check again
        // once the interval is over, so this visit still learns what changed since (the marketplace down, too).
        if (error instanceof ApiRequestError && error.code === "sync_too_soon") {
          setSyncFailure(null);
          later = setTimeout(() => setAttempt((n) => n + 1), (error.retryAfterSeconds ?? 5) * 1000);
          return;
        }
        setSyncFailure(error instanceof ApiRequestError ? error : new ApiRequestError(0, "network", String(error)));
      })
      .finally(() => active && setSynced(true));
    return () => {
      active = false;
      clearTimeout(later);
    };
  }, [client, attempt]);
  const resync = () => {
    setSyncFailure(null);
    setAttempt((n) => n + 1);
  };
  return { synced, syncFailure, resync };
}
