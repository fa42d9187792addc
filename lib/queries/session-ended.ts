// What the browser does when our API says the session is over (401 `unauthenticated`: signed out
// everywhere, a password changed, the last membership gone). The dashboard shell registers the handler
// (components/shell/session-ended-redirect.tsx), so a page kept open on another device goes to sign-in
// with the reason instead of showing an error whose "Try again" can only fail again. Outside the
// dashboard (sign-in, invitation pages) nothing is registered and the caller handles the 401 itself.

let handler: (() => void) | null = null;

/** Registers what happens when the session ends; returns the unregister function. */
export function onSessionEnded(next: () => void): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

/** Called by the fetcher on a 401 `unauthenticated` answer. */
export function reportSessionEnded(): void {
  handler?.();
}

/** The one address that clears the cookie and says why on the sign-in page (app/session-ended/route.ts). */
export const SESSION_ENDED_PATH = "/session-ended";
