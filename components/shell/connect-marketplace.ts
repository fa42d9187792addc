import { sendJson } from "@/lib/queries/fetch-json";

/**
 * The marketplace's sign-in for connecting or reconnecting a seller account while signed in: first the
 * intent that binds it to this person (POST /api/accounts/connect), so the callback attaches the seller to
 * them instead of signing in as the seller's own user (which, for an account connected to someone else,
 * would be another person). `required` (Settings → Accounts): a refused intent throws, since a plain sign-in
 * would switch person. Otherwise (Reconnect) a refused intent (no live owner session) is a plain sign-in,
 * as before.
 */
export async function connectMarketplaceAccount(callbackUrl: string, { required = false } = {}): Promise<void> {
  const intent = sendJson("/api/accounts/connect", null, "POST", {});
  await (required ? intent : intent.catch(() => undefined));
  const { signIn } = await import("next-auth/react");
  await signIn("mercadolibre", { callbackUrl });
}
