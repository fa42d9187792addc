"use client";

import { healthKeys } from "./health";
import { overviewKeys } from "./overview";
import { useCoalescedInvalidate } from "./use-coalesced-invalidate";
import { useEventStream } from "./use-event-stream";

/**
 * The overview's questions card follows the workspace's live stream: a question arriving, answered or
 * assigned anywhere re-reads the card (its counts, "n will cross the hour"). Time alone moving a question
 * into the next-15-minutes window is caught by the card's once-a-minute read. The per-account strip is read
 * again with it (the stream is this account's; the others' rows refresh with the strip's once-a-minute read).
 */
export function useOverviewEvents() {
  const invalidate = useCoalescedInvalidate();
  useEventStream((event) => {
    if (event.type === "questions.synced" || event.type === "question.updated") {
      invalidate(overviewKeys.questions());
      invalidate(overviewKeys.accounts());
    }
    // A buyer's message changes the strip's unread sales.
    if (event.type === "conversation.updated") invalidate(overviewKeys.accounts());
    // A claim arriving or changing hands changes "your move", and the health card's claims links.
    if (event.type === "claim.updated" || event.type === "claims.synced") {
      invalidate(overviewKeys.claims());
      invalidate(healthKeys.claims());
    }
  });
}
