import { beforeAll, describe, expect, it } from "vitest";
import { ROUTE_TEST_SECRET as SECRET, stubRouteEnv } from "../testing/route-env";

// Which person's device a sign-in comes from: the session cookie the browser still sends, sealed by us.
let knownDeviceOf: typeof import("./known-device").knownDeviceOf;
let jwt: typeof import("next-auth/jwt");

beforeAll(async () => {
  stubRouteEnv("known-device");
  jwt = await import("next-auth/jwt");
  ({ knownDeviceOf } = await import("./known-device"));
});

describe("knownDeviceOf", () => {
  it("names the person of a session cookie we issued, ended or not, and nobody for anything else", async () => {
    const cookie = await jwt.encode({ token: { uid: "user-1", workspaceId: "w", sv: 0 }, secret: SECRET, maxAge: 3_600 });
    expect(await knownDeviceOf(`theme=dark; next-auth.session-token=${cookie}; other=1`)).toBe("user-1");
    const forged = await jwt.encode({ token: { uid: "user-1" }, secret: "another secret, not ours at all", maxAge: 3_600 });
    expect(await knownDeviceOf(`next-auth.session-token=${forged}`)).toBeNull();
    const expired = await jwt.encode({ token: { uid: "user-1" }, secret: SECRET, maxAge: -3_600 });
    expect(await knownDeviceOf(`next-auth.session-token=${expired}`)).toBeNull();
    expect(await knownDeviceOf("theme=dark")).toBeNull();
    expect(await knownDeviceOf(undefined)).toBeNull();
  });
});
