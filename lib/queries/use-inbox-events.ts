"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { applyPresence } from "./presence-store";
import { questionKeys } from "./questions";
import { useCoalescedInvalidate } from "./use-coalesced-invalidate";
import { useEventStream } from "./use-event-stream";

/**
 * One EventSource per tab while the inbox is open: teammates' answers, assignments and notes refresh
 * the list and the open detail; presence feeds the presence store. EventSource reconnects by itself.
 */
export function useInboxEvents(): { synced: boolean } {
  const client = useQueryClient();
  const invalidate = useCoalescedInvalidate();
  // True once the sweep that runs when the inbox opens has finished and the lists were re-read: from then on
  // the list is what the marketplace holds, and what arrives later is new.
  const [synced, setSynced] = useState(false);
  useEventStream((event) => {
    if (event.type === "presence") applyPresence(event.questionId, event.user, event.state);
    else if (event.type === "questions.synced") {
      invalidate(questionKeys.lists());
      for (const id of event.questionIds ?? []) invalidate(questionKeys.detail(id));
    }
    else if (event.type === "question.updated") {
      invalidate(questionKeys.lists());
      invalidate(questionKeys.detail(event.questionId));
    }
  });

  // Reconcile with the marketplace once per inbox visit: notifications may have been missed meanwhile.
  useEffect(() => {
    let active = true;
    void fetch("/api/inbox/sync", { method: "POST" })
      .then((res) => (res.ok ? client.invalidateQueries({ queryKey: questionKeys.lists() }) : undefined))
      .catch(() => undefined)
      .finally(() => active && setSynced(true));
    return () => {
      active = false;
    };
  }, [client]);
  return { synced };
}

/** Tells teammates what I am doing on a question; "left" when I move away. */
export function sendPresence(questionId: string, state: "viewing" | "typing" | "left") {
  void fetch("/api/presence", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ questionId, state }),
    keepalive: state === "left",
  }).catch(() => undefined);
}
