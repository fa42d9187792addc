import { MarketplaceError } from "./errors";
import type { BytesAnswer, BytesRequestOptions, Http, RequestOptions } from "./http";
import type { TokenStore } from "./tokens";

export type SellerClient = <T>(path: string, options: Omit<RequestOptions<T>, "token" | "sellerId">) => Promise<T>;
/** A file answer (a shipping label) as one seller: the same token handling as the JSON calls. */
export type SellerBytesClient = (path: string, options: Omit<BytesRequestOptions, "token" | "sellerId">) => Promise<BytesAnswer>;

/**
 * Calls the marketplace as one seller. A 401 means the token died early (revoked, or the marketplace's
 * clock moved on): refresh once and retry; a second 401 asks the user to reconnect. Every call names its
 * seller, so the governor (governor.ts) paces each seller's calls as well as the application's.
 */
export function createSellerClient(http: Http, tokens: TokenStore, sellerId: number): SellerClient {
  return (path, options) => withFreshToken(tokens, sellerId, (token) => http(path, { ...options, token, sellerId }));
}

export function createSellerBytesClient(http: Http, tokens: TokenStore, sellerId: number): SellerBytesClient {
  return (path, options) => withFreshToken(tokens, sellerId, (token) => http.bytes(path, { ...options, token, sellerId }));
}

async function withFreshToken<T>(tokens: TokenStore, sellerId: number, call: (token: string) => Promise<T>): Promise<T> {
  const token = await tokens.getAccessToken(sellerId);
  try {
    return await call(token);
  } catch (error) {
    if (!(error instanceof MarketplaceError) || error.status !== 401) throw error;
  }
  const fresh = await tokens.getAccessToken(sellerId, { rejectedToken: token });
  try {
    return await call(fresh);
  } catch (error) {
    if (error instanceof MarketplaceError && error.status === 401) {
      await tokens.markReauthRequired(sellerId, fresh);
      throw new MarketplaceError("reauth_required", 401, "The marketplace connection has expired: reconnect your account.");
    }
    throw error;
  }
}
