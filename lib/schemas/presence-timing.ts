/**
 * One source for presence timing, read by the browser (heartbeat) and the server (expiry). The server
 * forgets a viewer only after three missed heartbeats, so a slow request or a busy tab never makes the
 * "is viewing" badge flicker, while a crashed browser or a closed laptop still disappears within about
 * fifteen seconds (a closed tab says "left" itself, at once: lib/queries/use-presence-heartbeat.ts).
 */
export const PRESENCE_HEARTBEAT_MS = 5_000;
export const VIEWING_TTL_MS = PRESENCE_HEARTBEAT_MS * 3;
