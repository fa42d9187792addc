// Test fixture (not a test): a local Web Push service. It hands out subscriptions as a browser's push
// manager would (an endpoint on this server, a P-256 key pair and an auth secret made here), accepts
// what our server sends to them (201, or the status a test chose), records when each message arrived,
// and decrypts it with the subscription's keys (aes128gcm through http_ece, which web-push itself uses).
import { createECDH, randomBytes, randomUUID, type ECDH } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
// @ts-expect-error http_ece ships no types; decrypt(buffer, params) is all we use.
import ece from "http_ece";

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushMessage {
  endpoint: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Date.now() when the whole message had arrived. */
  receivedAt: number;
}

export interface LocalPushService {
  url: string;
  messages: PushMessage[];
  subscribe(): TestSubscription;
  /** The next messages to this endpoint get `status` (404/410: the subscription is gone). */
  answerWith(endpoint: string, status: number): void;
  /** The plaintext of a message, decrypted with its subscription's private key and auth secret. */
  decrypt(message: PushMessage): string;
  /** Resolves with the first `count` messages to `endpoint` (or any, without one), or rejects after `timeoutMs`. */
  waitFor(count: number, endpoint?: string, timeoutMs?: number): Promise<PushMessage[]>;
  close(): Promise<void>;
}

/**
 * `port`: a fixed one, when the app was started beforehand with this service's origin in PUSH_EXTRA_ORIGINS
 * (the e2e stacks, the push bench); any free one otherwise (Vitest sets the variable after starting it).
 */
export async function startPushService({ port = 0 }: { port?: number } = {}): Promise<LocalPushService> {
  const keys = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const statuses = new Map<string, number>();
  const messages: PushMessage[] = [];
  const waiters = new Set<() => void>();
  let url = "";
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const endpoint = `${url}${req.url}`;
      messages.push({ endpoint, headers: req.headers, body: Buffer.concat(chunks), receivedAt: Date.now() });
      res.writeHead(statuses.get(endpoint) ?? 201).end();
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const of = (endpoint?: string) => messages.filter((m) => !endpoint || m.endpoint === endpoint);
  return {
    url,
    messages,
    subscribe() {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${url}/push/${randomUUID()}`;
      keys.set(endpoint, { ecdh, auth });
      return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") } };
    },
    answerWith: (endpoint, status) => statuses.set(endpoint, status),
    decrypt(message) {
      const key = keys.get(message.endpoint);
      if (!key) throw new Error(`no subscription for ${message.endpoint}`);
      const plain = ece.decrypt(message.body, {
        version: "aes128gcm",
        privateKey: key.ecdh,
        authSecret: key.auth.toString("base64url"),
      }) as Buffer;
      return plain.toString("utf8");
    },
    waitFor(count, endpoint, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = of(endpoint);
          if (found.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found.slice(0, count));
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`push service: ${of(endpoint).length} of ${count} messages after ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
