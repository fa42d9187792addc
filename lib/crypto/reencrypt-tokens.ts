import type { Db } from "../db/client";
import { isLegacyCiphertext, type TokenCipher } from "./token-cipher";
import { logger } from "../log";

const log = logger("tokens");

/**
 * The data migration of the token cipher's binding: every stored token still in the first, unbound
 * scheme (v1) is rewritten bound to its seller and column (v2). Run at every server start (a no-op once
 * done). Each row is swapped only if its ciphertexts are still the ones read, so a refresh racing this
 * (which writes v2 itself) wins. Returns how many rows were rewritten.
 */
export async function reencryptLegacyTokens(db: Db, cipher: TokenCipher): Promise<number> {
  const rows = await db.$queryRaw<{ seller_id: bigint; access_token_enc: string; refresh_token_enc: string }[]>`
    SELECT seller_id, access_token_enc, refresh_token_enc FROM marketplace_connections
    WHERE access_token_enc LIKE 'v1.%' OR refresh_token_enc LIKE 'v1.%'`;
  let rewritten = 0;
  for (const row of rows) {
    const sellerId = row.seller_id;
    const reseal = (sealed: string, column: "access" | "refresh") =>
      isLegacyCiphertext(sealed) ? cipher.encrypt(cipher.decrypt(sealed, { sellerId, column }), { sellerId, column }) : sealed;
    let access: string;
    let refresh: string;
    try {
      access = reseal(row.access_token_enc, "access");
      refresh = reseal(row.refresh_token_enc, "refresh");
    } catch (error) {
      // Unreadable with this key (a changed TOKEN_ENCRYPTION_KEY): the seller reconnects, as before.
      log.error({ err: error, sellerId }, "could not re-encrypt the seller's tokens");
      continue;
    }
    rewritten += await db.$executeRaw`
      UPDATE marketplace_connections SET access_token_enc = ${access}, refresh_token_enc = ${refresh}
      WHERE seller_id = ${sellerId} AND access_token_enc = ${row.access_token_enc} AND refresh_token_enc = ${row.refresh_token_enc}`;
  }
  return rewritten;
}
