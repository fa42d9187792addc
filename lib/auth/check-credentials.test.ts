import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { createPgliteDatabase, type TestDatabase } from "../testing/databases";
import { burnPasswordCheck, hashPassword, MAX_CONCURRENT_HASHES, takeHashPeak, verifyPassword } from "../team/password";
import { createSignInLimiter, SIGN_IN_LIMITS } from "../team/sign-in-limiter";
import { checkCredentials, type CredentialsDeps } from "./check-credentials";

let database: TestDatabase;
let db: Db;
let close: () => Promise<void>;
let deps: CredentialsDeps;
/** Calls that reached argon2 (the real verify and burn, counted). */
let argon2Calls = 0;
let clock = Date.UTC(2026, 10, 20, 12);
const PASSWORD = "correct horse battery";

beforeAll(async () => {
  database = createPgliteDatabase();
  ({ db, close } = await database.open());
  const workspace = await db.workspace.create({ data: { sellerId: 77n, nickname: "T", siteId: "MLA" } });
  await db.user.create({
    data: {
      name: "Ana",
      email: "ana@x.com",
      passwordHash: await hashPassword(PASSWORD),
      memberships: { create: { workspaceId: workspace.id, role: "agent" } },
    },
  });
  deps = {
    db,
    limiter: createSignInLimiter(async () => db),
    verify: (hash, password) => (argon2Calls++, verifyPassword(hash, password)),
    burn: (password) => (argon2Calls++, burnPasswordCheck(password)),
    now: () => clock,
  };
});
afterAll(async () => {
  await close();
  await database.drop();
});

describe("e-mail sign-in under a race", () => {
  it("50 parallel wrong passwords: at most the limit reach argon2; the right password then waits for the window", async () => {
    argon2Calls = 0;
    takeHashPeak();
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        checkCredentials(deps, { email: "ana@x.com", password: `wrong password ${i}`, address: `203.0.113.${i}` }),
      ),
    );
    expect(argon2Calls).toBeLessThanOrEqual(SIGN_IN_LIMITS.perEmail);
    expect(outcomes.filter((o) => !o.ok && o.reason === "invalid")).toHaveLength(SIGN_IN_LIMITS.perEmail);
    expect(outcomes.filter((o) => !o.ok && o.reason === "tooManyAttempts")).toHaveLength(50 - SIGN_IN_LIMITS.perEmail);
    // Hashing work is bounded however many arrive together.
    expect(takeHashPeak()).toBeLessThanOrEqual(MAX_CONCURRENT_HASHES);

    const right = { email: "ana@x.com", password: PASSWORD, address: "198.51.100.1" };
    expect(await checkCredentials(deps, right)).toMatchObject({
      ok: false,
      reason: "tooManyAttempts",
      retryAfterMs: SIGN_IN_LIMITS.windowMs,
    });
    clock += SIGN_IN_LIMITS.windowMs;
    expect(await checkCredentials(deps, right)).toMatchObject({ ok: true, user: { name: "Ana", sessionVersion: 0 } });
  });

  it("one address guessing many e-mails is limited on its own", async () => {
    clock += SIGN_IN_LIMITS.windowMs;
    const from = "192.0.2.9";
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++)
      expect(await checkCredentials(deps, { email: `guess${i}@x.com`, password: "nope nope nope", address: from })).toMatchObject({
        reason: "invalid",
      });
    expect(await checkCredentials(deps, { email: "ana@x.com", password: PASSWORD, address: from })).toMatchObject({
      reason: "tooManyAttempts",
    });
    // Another address, same e-mail: fine.
    expect(await checkCredentials(deps, { email: "ana@x.com", password: PASSWORD, address: "192.0.2.10" })).toMatchObject({ ok: true });
  });

  it("someone failing on purpose with a teammate's e-mail does not lock the teammate out of their own device", async () => {
    clock += SIGN_IN_LIMITS.windowMs;
    const ana = await db.user.findUniqueOrThrow({ where: { email: "ana@x.com" } });
    const eve = await db.user.create({ data: { name: "Eve", email: "eve@x.com", passwordHash: await hashPassword("eve's own password") } });
    for (let i = 0; i < SIGN_IN_LIMITS.perEmail; i++)
      await checkCredentials(deps, { email: "ana@x.com", password: `a wrong guess ${i}`, address: `203.0.113.${100 + i}` });
    const locked = { ok: false, reason: "tooManyAttempts", retryAfterMs: SIGN_IN_LIMITS.windowMs };
    // The per-e-mail limit still holds anywhere else, even with the right password…
    expect(await checkCredentials(deps, { email: "ana@x.com", password: PASSWORD, address: "198.51.100.7" })).toEqual(locked);
    // …and on another person's device (Eve's cookie), without reaching argon2.
    argon2Calls = 0;
    expect(
      await checkCredentials(deps, { email: "ana@x.com", password: PASSWORD, address: "198.51.100.8", knownDeviceOf: eve.id }),
    ).toEqual(locked);
    expect(argon2Calls).toBe(0);
    // On Ana's own device a wrong password is still refused as locked; her right one signs her in.
    const onHerDevice = { email: "ana@x.com", address: "198.51.100.9", knownDeviceOf: ana.id };
    expect(await checkCredentials(deps, { ...onHerDevice, password: "not her password" })).toEqual(locked);
    expect(await checkCredentials(deps, { ...onHerDevice, password: PASSWORD })).toMatchObject({ ok: true, user: { id: ana.id } });
  });

  it("a known device does not lift the per-address limit", async () => {
    clock += SIGN_IN_LIMITS.windowMs;
    const ana = await db.user.findUniqueOrThrow({ where: { email: "ana@x.com" } });
    const from = "192.0.2.77";
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++)
      await checkCredentials(deps, { email: `other${i}@x.com`, password: "nope nope nope", address: from });
    expect(await checkCredentials(deps, { email: "ana@x.com", password: PASSWORD, address: from, knownDeviceOf: ana.id })).toMatchObject({
      reason: "tooManyAttempts",
    });
  });

  it("a password past 256 characters is wrong without being hashed", async () => {
    clock += SIGN_IN_LIMITS.windowMs;
    argon2Calls = 0;
    expect(await checkCredentials(deps, { email: "ana@x.com", password: "x".repeat(257), address: null })).toMatchObject({
      reason: "invalid",
    });
    expect(argon2Calls).toBe(0);
  });

  it("runs at most MAX_CONCURRENT_HASHES argon2 computations at once", async () => {
    takeHashPeak();
    await Promise.all(Array.from({ length: 8 }, () => burnPasswordCheck("something long enough")));
    expect(takeHashPeak()).toBe(MAX_CONCURRENT_HASHES);
  });
});
