"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Guide } from "../schemas/sales";
import { sendJson } from "./fetch-json";
import { applyPresence, sendPresence } from "./presence-store";
import { saleKeys } from "./sales";
import { useCoalescedInvalidate } from "./use-coalesced-invalidate";
import { useEventStream } from "./use-event-stream";
import { useAllAccounts } from "../accounts/use-all-accounts";

/**
 * The live sales views on the workspace's one event stream (/api/events): a buyer reply or a
 * teammate's send refreshes the list and the open sale; caps.updated patches the open composer's caps
 * at once; presence on `sale:<id>` feeds the shared presence store. The all-accounts list streams every
 * account's events and reconciles each of `accounts` (its own sweep, with that account).
 */
export function useSalesEvents({ reconcile = false, accounts }: { reconcile?: boolean; accounts?: readonly string[] } = {}) {
  const client = useQueryClient();
  const allAccounts = useAllAccounts();
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

  // Reconcile once per visit of the list: new sales, and buyer replies whose notification was lost.
  const each = allAccounts ? accounts : undefined;
  useEffect(() => {
    if (!reconcile) return;
    const sync = (account?: string) =>
      sendJson("/api/sales/sync", null, "POST", undefined, account ? { account } : undefined)
        .then(() => client.invalidateQueries({ queryKey: saleKeys.lists() }))
        .catch(() => undefined);
    if (each) for (const account of each) void sync(account);
    else void sync();
  }, [client, reconcile, each]);
}

export const sendSalePresence = (saleId: string, state: "viewing" | "typing" | "left") => sendPresence(`sale:${saleId}`, state);
