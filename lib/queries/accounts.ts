import { useMutation } from "@tanstack/react-query";
import type { DisconnectAccountInput } from "../schemas/accounts";
import { sendJson } from "./fetch-json";

// The person's accounts (Settings → Accounts, the switcher, the reconnect alert). Each of these ends in a
// full page load or the marketplace's sign-in, so no cache is invalidated here: the next page reads afresh.

/**
 * The session's default becomes `workspaceId` (POST /api/accounts/switch, named explicitly: the call is
 * about that account, whatever account the page is on). The caller then loads the new account's page.
 */
export function useSwitchAccount() {
  return useMutation({
    mutationFn: (workspaceId: string) => sendJson("/api/accounts/switch", null, "POST", {}, { account: workspaceId }),
  });
}

/** Disconnects `workspaceId` (owners), keeping its data read-only or deleting it. */
export function useDisconnectAccount() {
  return useMutation({
    mutationFn: ({ workspaceId, input }: { workspaceId: string; input: DisconnectAccountInput }) =>
      sendJson("/api/accounts/disconnect", null, "POST", input, { account: workspaceId }),
  });
}

/**
 * The marketplace's sign-in for connecting or reconnecting a seller account while signed in: first the
 * intent that binds it to this person (POST /api/accounts/connect), so the callback attaches the seller to
 * them instead of signing in as the seller's own user (which, for an account connected to someone else,
 * would be another person). `required` (Settings → Accounts): a refused intent fails the mutation, since a
 * plain sign-in would switch person. Otherwise (Reconnect) a refused intent (no live owner session) is a
 * plain sign-in, as before.
 */
export function useConnectAccount() {
  return useMutation({
    mutationFn: async ({ callbackUrl, required = false }: { callbackUrl: string; required?: boolean }) => {
      const intent = sendJson("/api/accounts/connect", null, "POST", {});
      await (required ? intent : intent.catch(() => undefined));
      const { signIn } = await import("next-auth/react");
      await signIn("mercadolibre", { callbackUrl });
    },
  });
}
