import type { Db } from "../db/client";
import type { TokenCipher } from "../crypto/token-cipher";
import { createSingleFlight } from "../single-flight";
import { MarketplaceError } from "./errors";
import type { Http } from "./http";
import { refreshTokens, type OAuthClient, type TokenResponse } from "./oauth";

export interface TokenStoreOptions {
  db: Db;
  cipher: TokenCipher;
  http: Http;
  client: OAuthClient;
  now?: () => number;
  /** Refresh this long before expiry, so a token never expires mid-request. */
  refreshSkewMs?: number;
  /** How long a process may hold the right to spend the refresh token. */
  leaseMs?: number;
}

export interface AccessRequest {
  /** The token upstream just rejected with 401: refresh even though it looks unexpired. */
  rejectedToken?: string;
}

export type TokenStore = ReturnType<typeof createTokenStore>;

const reauthRequired = () =>
  new MarketplaceError("reauth_required", 401, "The marketplace connection has expired: reconnect your account.");

/**
 * Hands out valid access tokens per seller. Refresh tokens are single-use and only the newest is valid
 * upstream, so: one refresh per seller at a time in this process (single flight), and across processes
 * a compare-and-swap on the row's version takes a short lease before the refresh token is spent.
 */
export function createTokenStore({
  db,
  cipher,
  http,
  client,
  now = Date.now,
  refreshSkewMs = 60_000,
  leaseMs = 15_000,
}: TokenStoreOptions) {
  const refreshes = createSingleFlight<number, string>();
  // Saves a database read on every call; a token another process replaced stays valid upstream until it
  // expires, and a 401 bypasses this cache.
  const cache = new Map<number, { token: string; expiresAt: number }>();
  const remember = (sellerId: number, token: string, expiresAt: Date) => {
    cache.set(sellerId, { token, expiresAt: expiresAt.getTime() });
    return token;
  };

  async function saveTokens(workspaceId: string, tokens: TokenResponse): Promise<void> {
    cache.delete(tokens.user_id);
    const data = {
      accessTokenEnc: cipher.encrypt(tokens.access_token, { sellerId: tokens.user_id, column: "access" }),
      refreshTokenEnc: cipher.encrypt(tokens.refresh_token, { sellerId: tokens.user_id, column: "refresh" }),
      expiresAt: new Date(now() + tokens.expires_in * 1000),
      status: "active" as const,
      refreshLeaseUntil: null,
    };
    await db.marketplaceConnection.upsert({
      where: { workspaceId },
      create: { workspaceId, sellerId: BigInt(tokens.user_id), ...data },
      update: { ...data, version: { increment: 1 } },
    });
  }

  async function getAccessToken(sellerId: number, request: AccessRequest = {}): Promise<string> {
    const rejected = request.rejectedToken !== undefined;
    const cached = cache.get(sellerId);
    if (!rejected && cached && cached.expiresAt - now() > refreshSkewMs) return cached.token;
    cache.delete(sellerId);
    const row = await readRow(sellerId);
    const current = cipher.decrypt(row.accessTokenEnc, { sellerId, column: "access" });
    if (rejected && current !== request.rejectedToken) return remember(sellerId, current, row.expiresAt); // refreshed already
    if (!rejected && row.expiresAt.getTime() - now() > refreshSkewMs) return remember(sellerId, current, row.expiresAt);
    return refreshes.run(sellerId, () => refreshOnce(sellerId, row.version));
  }

  async function refreshOnce(sellerId: number, seenVersion: number): Promise<string> {
    const deadline = now() + leaseMs * 2;
    while (now() < deadline) {
      const row = await readRow(sellerId);
      const leased = row.refreshLeaseUntil !== null && row.refreshLeaseUntil.getTime() > now();
      if (row.version !== seenVersion && !leased)
        return remember(sellerId, cipher.decrypt(row.accessTokenEnc, { sellerId, column: "access" }), row.expiresAt); // another process refreshed
      if (leased) {
        await sleep(50);
        continue;
      }
      const claimed = await db.marketplaceConnection.updateMany({
        where: { sellerId: BigInt(sellerId), version: row.version },
        data: { version: row.version + 1, refreshLeaseUntil: new Date(now() + leaseMs) },
      });
      if (claimed.count === 0) continue; // lost the race: read again
      return spendRefreshToken(sellerId, row.version + 1, cipher.decrypt(row.refreshTokenEnc, { sellerId, column: "refresh" }));
    }
    throw new MarketplaceError("upstream_timeout", 0, "Timed out waiting for another token refresh");
  }

  async function spendRefreshToken(sellerId: number, leaseVersion: number, refreshToken: string): Promise<string> {
    const where = { sellerId: BigInt(sellerId), version: leaseVersion };
    let tokens: TokenResponse;
    try {
      tokens = await refreshTokens(http, client, refreshToken);
    } catch (error) {
      if (error instanceof MarketplaceError && error.upstreamCode === "invalid_grant") {
        // Re-read once: a sign-in may have stored a new pair meanwhile; otherwise the grant is gone.
        const row = await readRow(sellerId);
        if (cipher.decrypt(row.refreshTokenEnc, { sellerId, column: "refresh" }) !== refreshToken)
          return cipher.decrypt(row.accessTokenEnc, { sellerId, column: "access" });
        await db.marketplaceConnection.updateMany({ where, data: { status: "reauth_required", refreshLeaseUntil: null } });
        throw reauthRequired();
      }
      await db.marketplaceConnection.updateMany({ where, data: { refreshLeaseUntil: null } });
      throw error;
    }
    const expiresAt = new Date(now() + tokens.expires_in * 1000);
    await db.marketplaceConnection.updateMany({
      where,
      data: {
        accessTokenEnc: cipher.encrypt(tokens.access_token, { sellerId, column: "access" }),
        refreshTokenEnc: cipher.encrypt(tokens.refresh_token, { sellerId, column: "refresh" }),
        expiresAt,
        version: leaseVersion + 1,
        refreshLeaseUntil: null,
      },
    });
    return remember(sellerId, tokens.access_token, expiresAt);
  }

  /**
   * The marketplace refused `refusedToken` even fresh: the seller must reconnect, unless a sign-in stored a
   * new grant meanwhile (a reconnect while an older request was in flight), which this must not undo.
   */
  async function markReauthRequired(sellerId: number, refusedToken: string): Promise<void> {
    cache.delete(sellerId);
    const row = await db.marketplaceConnection.findUnique({ where: { sellerId: BigInt(sellerId) } });
    if (!row || cipher.decrypt(row.accessTokenEnc, { sellerId, column: "access" }) !== refusedToken) return;
    await db.marketplaceConnection.updateMany({
      where: { sellerId: BigInt(sellerId), version: row.version },
      data: { status: "reauth_required" },
    });
  }

  async function readRow(sellerId: number) {
    const row = await db.marketplaceConnection.findUnique({ where: { sellerId: BigInt(sellerId) } });
    if (!row || row.status === "reauth_required") throw reauthRequired();
    return row;
  }

  return { saveTokens, getAccessToken, markReauthRequired };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
