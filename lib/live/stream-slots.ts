import { processSingleton } from "../process-singleton";

/**
 * Open event streams per user, in this process. Each stream holds a connection, a subscription and a
 * heartbeat timer for as long as it stays open; a person has a few tabs, and a script opening hundreds
 * would hold that many. Past the cap a new stream is refused (429) until one closes.
 */
export const MAX_STREAMS_PER_USER = 12;

const open = processSingleton("streamSlots", () => new Map<string, number>());

/** A slot for one more stream of `userId` and its release (safe to call twice), or null at the cap. */
export function takeStreamSlot(userId: string, max = MAX_STREAMS_PER_USER): (() => void) | null {
  const count = open.get(userId) ?? 0;
  if (count >= max) return null;
  open.set(userId, count + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (open.get(userId) ?? 1) - 1;
    if (left > 0) open.set(userId, left);
    else open.delete(userId);
  };
}
