"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { applyPresence } from "./presence-store";
import { questionKeys } from "./questions";
import { useCoalescedInvalidate } from "./use-coalesced-invalidate";
import { useEventStream } from "./use-event-stream";

/**
 * One EventSource per tab while the inbox is open: teammates' answers, assignments and notes refresh
 * the list and the open detail; presence feeds the presence store. EventSource reconnects by itself.
 */
export function useInboxEvents() {
  const client = useQueryClient();
  const invalidate = useCoalescedInvalidate();
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
    void fetch("/api/inbox/sync", { method: "POST" })
      .then((res) => (res.ok ? client.invalidateQueries({ queryKey: questionKeys.lists() }) : undefined))
      .catch(() => undefined);
  }, [client]);
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
