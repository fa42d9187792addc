import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { withPgliteDatabase } from "../testing/databases";
import { sealV1 } from "../testing/legacy-token";
import { reencryptLegacyTokens } from "./reencrypt-tokens";
import { createTokenCipher } from "./token-cipher";

let db: Db;
withPgliteDatabase((opened) => (db = opened));

const key = randomBytes(32).toString("base64");

async function connection(sellerId: bigint, accessTokenEnc: string, refreshTokenEnc: string) {
  const ws = await db.workspace.create({ data: { sellerId, nickname: `S${sellerId}`, siteId: "MLA" } });
  await db.marketplaceConnection.create({
    data: { workspaceId: ws.id, sellerId, accessTokenEnc, refreshTokenEnc, expiresAt: new Date(Date.now() + 3_600_000) },
  });
}

describe("re-encrypting stored tokens with their binding", () => {
  it("rewrites old rows bound to their seller and column, still readable; leaves new and unreadable rows alone", async () => {
    const cipher = createTokenCipher(key);
    await connection(1n, sealV1(key, "APP_USR-1"), sealV1(key, "TG-1"));
    const current = {
      access: cipher.encrypt("APP_USR-2", { sellerId: 2n, column: "access" }),
      refresh: cipher.encrypt("TG-2", { sellerId: 2n, column: "refresh" }),
    };
    await connection(2n, current.access, current.refresh);
    const otherKey = randomBytes(32).toString("base64");
    await connection(3n, sealV1(otherKey, "APP_USR-3"), sealV1(otherKey, "TG-3"));

    expect(await reencryptLegacyTokens(db, cipher)).toBe(1);
    const one = await db.marketplaceConnection.findUniqueOrThrow({ where: { sellerId: 1n } });
    expect(one.accessTokenEnc.startsWith("v2.")).toBe(true);
    expect(cipher.decrypt(one.accessTokenEnc, { sellerId: 1n, column: "access" })).toBe("APP_USR-1");
    expect(cipher.decrypt(one.refreshTokenEnc, { sellerId: 1n, column: "refresh" })).toBe("TG-1");
    // Bound now: seller 1's token does not open as seller 2's.
    expect(() => cipher.decrypt(one.accessTokenEnc, { sellerId: 2n, column: "access" })).toThrow();
    expect(await db.marketplaceConnection.findUniqueOrThrow({ where: { sellerId: 2n } })).toMatchObject({
      accessTokenEnc: current.access,
      refreshTokenEnc: current.refresh,
    });
    expect((await db.marketplaceConnection.findUniqueOrThrow({ where: { sellerId: 3n } })).accessTokenEnc.startsWith("v1.")).toBe(true);
    // Done once: a later start finds only the unreadable row, and leaves it.
    expect(await reencryptLegacyTokens(db, cipher)).toBe(0);
  });
});
