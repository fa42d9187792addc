import { ApiRequestError, loadSchema, parseRetryAfter, readApiError, type SchemaSource } from "./fetch-json";

/** An /api error that also keeps the envelope's details (e.g. the existing answer on a 409). */
export class InboxRequestError extends ApiRequestError {
  constructor(status: number, code: string, message: string, readonly details?: unknown, retryAfterSeconds?: number) {
    super(status, code, message, undefined, retryAfterSeconds);
  }
}

/**
 * Inbox writes: like fetchJson, but the error keeps `details`, which the composer needs to show the
 * answer a teammate published meanwhile.
 */
export async function sendJson<T>(url: string, source: SchemaSource<T> | null, method: string, body?: unknown): Promise<T> {
  const schema = source ? loadSchema(source) : null;
  schema?.catch(() => undefined); // awaited below only on success
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: { accept: "application/json", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new InboxRequestError(0, "network", "You appear to be offline.");
  }
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const envelope = readApiError(json);
    // A 429 keeps Retry-After so the UI can say how many seconds to wait.
    if (envelope) throw new InboxRequestError(res.status, envelope.code, envelope.message, envelope.details, parseRetryAfter(res.headers.get("retry-after")));
    throw new InboxRequestError(res.status, "default", `HTTP ${res.status}`);
  }
  return schema ? (await schema).parse(json) : (json as T);
}
