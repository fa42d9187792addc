import "server-only";
import { createTokenCipher } from "../crypto/token-cipher";
import { getDb } from "../db";
import { env } from "../env";
import { secrets } from "../secrets";
import { createSellerBytesClient, createSellerClient, type SellerBytesClient, type SellerClient } from "./client";
import { createHttp, type Http } from "./http";
import { createTokenStore, type TokenStore } from "./tokens";

// One per server process (kept on globalThis across dev reloads): the token store's single flight
// only works if every request shares it.
const holder = globalThis as unknown as { mostradorHttp?: Http; mostradorTokens?: Promise<TokenStore> };

export function marketplaceHttp(): Http {
  holder.mostradorHttp ??= createHttp({ baseUrl: env().marketplaceApiUrl, timeoutMs: env().MARKETPLACE_TIMEOUT_MS });
  return holder.mostradorHttp;
}

export function tokenStore(): Promise<TokenStore> {
  holder.mostradorTokens ??= getDb().then((db) =>
    createTokenStore({
      db,
      cipher: createTokenCipher(secrets().tokenKey),
      http: marketplaceHttp(),
      client: { clientId: env().MARKETPLACE_CLIENT_ID, clientSecret: env().MARKETPLACE_CLIENT_SECRET },
    }),
  );
  return holder.mostradorTokens;
}

export async function sellerClient(sellerId: number): Promise<SellerClient> {
  return createSellerClient(marketplaceHttp(), await tokenStore(), sellerId);
}

/** The seller's calls whose answers are files (shipping labels). */
export async function sellerBytesClient(sellerId: number): Promise<SellerBytesClient> {
  return createSellerBytesClient(marketplaceHttp(), await tokenStore(), sellerId);
}
