import { NextRequest } from "next/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("next-auth/jwt", async (importOriginal) => {
  const original = await importOriginal<typeof import("next-auth/jwt")>();
  return { ...original, decode: vi.fn(original.decode) };
});

const SECRET = "session-token-test-secret-0123456789abcdef";
let jwt: typeof import("next-auth/jwt");
let readSessionToken: typeof import("./session-token").readSessionToken;

beforeAll(async () => {
  vi.stubEnv("NEXTAUTH_SECRET", SECRET);
  vi.stubEnv("TOKEN_ENCRYPTION_KEY", Buffer.alloc(32, 7).toString("base64"));
  vi.stubEnv("NEXTAUTH_URL", "http://localhost:3000");
  jwt = await import("next-auth/jwt");
  ({ readSessionToken } = await import("./session-token"));
});
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(jwt.decode).mockClear();
});

const requestWith = (cookie: string) =>
  new NextRequest("http://localhost:3000/api/me", { headers: { cookie: `next-auth.session-token=${cookie}` } });
const cookieFor = (uid: string, maxAge = 3_600) => jwt.encode({ token: { uid, workspaceId: "w1" }, secret: SECRET, maxAge });

describe("the session token", () => {
  it("reads the claims of a valid cookie and refuses a tampered one", async () => {
    const cookie = await cookieFor("u-valid");
    expect(await readSessionToken(requestWith(cookie))).toMatchObject({ uid: "u-valid", workspaceId: "w1" });
    expect(await readSessionToken(requestWith(`${cookie.slice(0, -4)}AAAA`))).toBeNull();
  });

  it("decrypts each cookie value once", async () => {
    const cookie = await cookieFor("u-once");
    for (let i = 0; i < 3; i++) expect((await readSessionToken(requestWith(cookie)))?.uid).toBe("u-once");
    expect(vi.mocked(jwt.decode)).toHaveBeenCalledTimes(1);
    await readSessionToken(requestWith(await cookieFor("u-other")));
    expect(vi.mocked(jwt.decode)).toHaveBeenCalledTimes(2);
  });

  it("stops serving remembered claims once they expire", async () => {
    const cookie = await cookieFor("u-expiring", 60);
    expect((await readSessionToken(requestWith(cookie)))?.uid).toBe("u-expiring");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 120_000); // past next-auth's 15 s of clock tolerance
    expect(await readSessionToken(requestWith(cookie))).toBeNull();
  });
});
