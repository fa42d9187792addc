/** Helpers for the claims tests: real HTTP against a sandbox, seeded claims found through the state. */
import { startSandbox, type RunningSandbox } from "../testing.ts";
import type { Claim } from "./types.ts";

export const HOUR = 3_600_000;

export async function startClaimsSandbox(): Promise<RunningSandbox> {
  return startSandbox();
}

export function resetClaims(s: RunningSandbox): void {
  s.sandbox.ctx.clock.reset();
  s.sandbox.ctx.faults.clear();
  s.sandbox.reset();
}

/** The first seeded claim that matches, or a test failure naming what was looked for. */
export function findClaim(s: RunningSandbox, what: string, match: (c: Claim) => boolean): Claim {
  const claim = [...s.sandbox.ctx.state.claims.claims.values()].find(match);
  if (!claim) throw new Error(`no seeded claim: ${what}`);
  return claim;
}

export const returnOfClaim = (s: RunningSandbox, c: Claim) =>
  c.return_id === null ? undefined : s.sandbox.ctx.state.claims.returns.get(c.return_id);

/** Seeded kinds, as predicates over the state (seed.ts builds one of each per seller). */
export const KIND = {
  fresh: (c: Claim) => c.status === "opened" && c.reason_id.startsWith("PDD") && c.return_id === null && c.stage === "claim",
  notReceived: (c: Claim) => c.status === "opened" && c.reason_id.startsWith("PNR"),
  dispute: (c: Claim) => c.status === "opened" && c.stage === "dispute",
  closed: (c: Claim) => c.status === "closed",
  cancellation: (c: Claim) => c.type === "cancel_purchase",
} as const;

export async function call(s: RunningSandbox, method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${s.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: any = text;
  try {
    json = JSON.parse(text);
  } catch {
    /* plain bodies stay strings */
  }
  return { status: res.status, body: json, headers: res.headers };
}

export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
export const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
export const PDF = new TextEncoder().encode("%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n");

/** A multipart upload of one file in the field `file`. */
export async function upload(
  s: RunningSandbox,
  path: string,
  token: string,
  name: string,
  bytes: Uint8Array,
  type = "application/octet-stream",
) {
  const form = new FormData();
  form.append("file", new Blob([bytes.slice().buffer as ArrayBuffer], { type }), name);
  const res = await fetch(`${s.url}${path}`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as any };
}

export const advance = (s: RunningSandbox, ms: number) => s.sandbox.ctx.clock.advance(ms);
