import "server-only";
import { env } from "../env";

/**
 * Whether the marketplace answers at all, checked before sending a person to its sign-in page (a
 * browser sent to a dead host shows a bare connection error instead of our message). Any HTTP answer
 * below 500 counts: /users/me without a token answers 401 when the API is up.
 */
export async function isMarketplaceReachable(timeoutMs = 2_500): Promise<boolean> {
  try {
    const res = await fetch(`${env().marketplaceApiUrl}/users/me`, { signal: AbortSignal.timeout(timeoutMs), cache: "no-store" });
    await res.body?.cancel();
    return res.status < 500;
  } catch {
    return false;
  }
}
