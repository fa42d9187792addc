"use client";

import { useEffect, useRef } from "react";
import { inboxEventSchema, type InboxEvent } from "../schemas/inbox";

/**
 * The workspace's one live stream (/api/events), parsed: each page passes what an event means to it.
 * EventSource reconnects by itself (resuming from the last event id); keep-alives and payloads that do
 * not parse are skipped.
 */
export function useEventStream(onEvent: (event: InboxEvent) => void) {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => {
    const source = new EventSource("/api/events");
    source.onmessage = (message: MessageEvent) => {
      let raw: unknown;
      try {
        raw = JSON.parse(message.data as string);
      } catch {
        return;
      }
      const parsed = inboxEventSchema.safeParse(raw);
      if (parsed.success) latest.current(parsed.data);
    };
    return () => source.close();
  }, []);
}
