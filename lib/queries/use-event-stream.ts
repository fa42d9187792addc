"use client";

import { useEffect, useRef } from "react";
import { ACCOUNT_PARAM, urlAccount } from "../accounts/account-param";
import type { StreamedEvent } from "../schemas/live-events";
import { clearPresence } from "./presence-store";

/**
 * The page's one live stream (/api/events), parsed: each page passes what an event means to it. Every
 * event names its account (`accountId`); on an all-accounts view (`?account=all`) the stream carries every
 * account the person has a role in. EventSource reconnects by itself (resuming from the last event id);
 * keep-alives and payloads that do not parse are skipped. Presence is only known while connected, so a
 * drop clears it until the reconnection sends it again.
 */
export function useEventStream(onEvent: (event: StreamedEvent) => void) {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => {
    // The schema (and zod) load with the stream, not with the page; events wait for it in order.
    const schema = import("../schemas/live-events").then((m) => m.streamedEventSchema);
    let queue: Promise<unknown> = Promise.resolve();
    let closed = false;
    // EventSource cannot send headers: the page's account (or `all`) goes as ?account=. Not the open row's
    // account: on an all-accounts view the stream stays on all of them.
    const account = urlAccount();
    const source = new EventSource(account ? `/api/events?${new URLSearchParams({ [ACCOUNT_PARAM]: account })}` : "/api/events");
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
  }, []);
}
