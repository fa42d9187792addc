import "server-only";
import { createTokenCipher } from "../crypto/token-cipher";
import { getDb } from "../db";
import { env } from "../env";
import { secrets } from "../secrets";
import { createSellerBytesClient, createSellerClient, type SellerBytesClient, type SellerClient } from "./client";
import { createHttp, type Http } from "./http";
import { createTokenStore, type TokenStore } from "./tokens";
import { processSingleton } from "../process-singleton";

// One per server process (across module graphs and dev reloads): the token store's single flight
// only works if every request shares it.

export function marketplaceHttp(): Http {
  return processSingleton("marketplaceHttp", () =>
    createHttp({ baseUrl: env().marketplaceApiUrl, timeoutMs: env().MARKETPLACE_TIMEOUT_MS }),
  );
}

export function tokenStore(): Promise<TokenStore> {
  return processSingleton("tokenStore", () =>
    getDb().then((db) =>
      createTokenStore({
        db,
        cipher: createTokenCipher(secrets().tokenKey),
        http: marketplaceHttp(),
        client: { clientId: env().MARKETPLACE_CLIENT_ID, clientSecret: env().MARKETPLACE_CLIENT_SECRET },
      }),
    ),
  );
}

export async function sellerClient(sellerId: number): Promise<SellerClient> {
  return createSellerClient(marketplaceHttp(), await tokenStore(), sellerId);
}

/** The seller's calls whose answers are files (shipping labels). */
export async function sellerBytesClient(sellerId: number): Promise<SellerBytesClient> {
  return createSellerBytesClient(marketplaceHttp(), await tokenStore(), sellerId);
}
