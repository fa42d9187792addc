/**
 * One source for presence timing, read by the browser (heartbeat) and the server (expiry). The server
 * forgets a viewer only after three missed heartbeats, so a slow request or a busy tab never makes the
 * "is viewing" badge flicker, while a closed laptop still disappears within about half a minute.
 */
export const PRESENCE_HEARTBEAT_MS = 10_000;
export const VIEWING_TTL_MS = PRESENCE_HEARTBEAT_MS * 3;
