"use client";

import { useEffect, useRef } from "react";
import { ACCOUNT_PARAM } from "../accounts/account-param";
import { currentAccount } from "../accounts/current-account";
import type { LiveEvent } from "../schemas/live-events";
import { clearPresence } from "./presence-store";

/**
 * The workspace's one live stream (/api/events), parsed: each page passes what an event means to it.
 * EventSource reconnects by itself (resuming from the last event id); keep-alives and payloads that do
 * not parse are skipped. Presence is only known while connected, so a drop clears it until the
 * reconnection sends it again. `account`: a view that names its scope (`all`: every account the person
 * has a role in); else the tab's account.
 */
export function useEventStream(onEvent: (event: LiveEvent) => void, account?: string) {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => {
    // The schema (and zod) load with the stream, not with the page; events wait for it in order.
    const schema = import("../schemas/live-events").then((m) => m.liveEventSchema);
    let queue: Promise<unknown> = Promise.resolve();
    let closed = false;
    // EventSource cannot send headers: the page's account goes as ?account= (withSeller reads either).
    const scope = account ?? currentAccount();
    const source = new EventSource(scope ? `/api/events?${new URLSearchParams({ [ACCOUNT_PARAM]: scope })}` : "/api/events");
    source.onerror = () => clearPresence();
    source.onmessage = (message: MessageEvent) => {
      let raw: unknown;
      try {
        raw = JSON.parse(message.data as string);
      } catch {
        return;
      }
      queue = queue
        .then(async () => {
          const parsed = (await schema).safeParse(raw);
          if (parsed.success && !closed) latest.current(parsed.data);
        })
        .catch(() => undefined); // a failed chunk load skips this event, not every later one
    };
    return () => {
      closed = true;
      source.close();
    };
  }, [account]);
}
