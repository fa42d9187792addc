import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request } from "undici";
import { REFUSED_ADDRESSES } from "../testing/refused-addresses";
import { createPushDispatcher, guardedLookup, RefusedAddressError } from "./push-dispatcher";

// The refusal happens in the connection's own lookup: a push host answering a private address is never
// connected to, however it answered before (DNS rebinding). The resolver is replaced (these machines
// reach no public DNS); the connection, the lookup's use by it and the local server are real.
let server: Server;
let port = 0;
let hits = 0;
beforeAll(async () => {
  server = createServer((_req, res) => {
    hits++;
    res.writeHead(201).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A resolver answering `answers` in turn for any name (the last one again after that). */
function resolverOf(...answers: string[][]) {
  let call = 0;
  return (_host: string, _options: unknown, callback: (e: Error | null, a: Array<{ address: string; family: number }>) => void) => {
    const addresses = answers[Math.min(call++, answers.length - 1)]!;
    callback(
      null,
      addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })),
    );
  };
}

const lookupOnce = (lookup: ReturnType<typeof guardedLookup>, all: boolean) =>
  new Promise<unknown>((resolve, reject) =>
    lookup("fcm.googleapis.com", { all }, (error: Error | null, address: unknown) => (error ? reject(error) : resolve(address))),
  );

describe("the push connection's lookup", () => {
  it.each(REFUSED_ADDRESSES)("refuses a push host resolving to %s", async (ip) => {
    await expect(lookupOnce(guardedLookup(resolverOf([ip])), false)).rejects.toBeInstanceOf(RefusedAddressError);
    await expect(lookupOnce(guardedLookup(resolverOf(["142.250.78.10", ip])), true)).rejects.toBeInstanceOf(RefusedAddressError);
  });

  it("passes public answers on, in the form the connection asked for", async () => {
    expect(await lookupOnce(guardedLookup(resolverOf(["142.250.78.10"])), false)).toBe("142.250.78.10");
    expect(await lookupOnce(guardedLookup(resolverOf(["142.250.78.10", "2607:f8b0::5f"])), true)).toEqual([
      { address: "142.250.78.10", family: 4 },
      { address: "2607:f8b0::5f", family: 6 },
    ]);
  });

  it("refuses at send time: a name that resolves to this machine is never connected to, even after a public answer", async () => {
    // First a public answer (what an earlier check would have seen), then 127.0.0.1 for the connection.
    const rebinding = resolverOf(["142.250.78.10"], ["127.0.0.1"]);
    const dispatcher = createPushDispatcher({ guarded: true, resolve: rebinding });
    await expect(lookupOnce(guardedLookup(rebinding), false)).resolves.toBe("142.250.78.10");
    const guardedHits = hits;
    await expect(request(`http://push.test:${port}/push/x`, { method: "POST", dispatcher })).rejects.toThrow(/resolves to 127\.0\.0\.1/);
    await expect(request(`http://127.0.0.1:${port}/push/x`, { method: "POST", dispatcher })).rejects.toBeInstanceOf(RefusedAddressError);
    await expect(request(`http://[::ffff:127.0.0.1]:${port}/push/x`, { method: "POST", dispatcher })).rejects.toBeInstanceOf(
      RefusedAddressError,
    );
    expect(hits).toBe(guardedHits);
    await dispatcher.close();

    // The control: the same request through an unguarded dispatcher reaches the server.
    const open = createPushDispatcher({ guarded: false });
    const answer = await request(`http://127.0.0.1:${port}/push/x`, { method: "POST", dispatcher: open });
    await answer.body.dump();
    expect(answer.statusCode).toBe(201);
    expect(hits).toBe(guardedHits + 1);
    await open.close();
  });
});
