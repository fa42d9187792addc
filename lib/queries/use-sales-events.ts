"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Guide } from "../schemas/sales";
import { sendJson } from "./fetch-json";
import { applyPresence, sendPresence } from "./presence-store";
import { saleKeys } from "./sales";
import { useCoalescedInvalidate } from "./use-coalesced-invalidate";
import { useEventStream } from "./use-event-stream";

/**
 * The live sales views on the workspace's one event stream (/api/events): a buyer reply or a
 * teammate's send refreshes the list and the open sale; caps.updated patches the open composer's caps
 * at once; presence on `sale:<id>` feeds the shared presence store. The all-accounts list streams and
 * reconciles every account.
 */
export function useSalesEvents({ reconcile = false }: { reconcile?: boolean } = {}) {
  const client = useQueryClient();
  const invalidate = useCoalescedInvalidate();
  // On the all-accounts list the stream carries every account's events (it follows the page's ?account=all).
  useEventStream((event) => {
    if (event.type === "presence") applyPresence(event.questionId, event.user, event.state);
    else if (event.type === "sales.synced") invalidate(saleKeys.lists());
    else if (event.type === "conversation.updated") {
      invalidate(saleKeys.lists());
      invalidate(saleKeys.detail(event.saleId));
      invalidate(saleKeys.guide(event.saleId));
    } else if (event.type === "caps.updated") {
      const caps = new Map(event.caps.map((c) => [c.optionId, c.capAvailable]));
      client.setQueryData<Guide>(
        saleKeys.guide(event.saleId),
        (g) => g && { ...g, reasons: g.reasons.map((r) => ({ ...r, capAvailable: caps.get(r.id) ?? r.capAvailable })) },
      );
    }
  });

  // Reconcile once per visit of the list: new sales, and buyer replies whose notification was lost (on the
  // all-accounts list, the call names `all` and every account is swept).
  useEffect(() => {
    if (!reconcile) return;
    void sendJson("/api/sales/sync", null, "POST")
      .then(() => client.invalidateQueries({ queryKey: saleKeys.lists() }))
      .catch(() => undefined);
  }, [client, reconcile]);
}

export const sendSalePresence = (saleId: string, state: "viewing" | "typing" | "left") => sendPresence(`sale:${saleId}`, state);
