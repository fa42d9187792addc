import { z } from "zod";

/** A rule that makes the next `count` matching requests fail (status/body) or hang (delay_ms). */
export const faultSchema = z.object({
  method: z.string().toUpperCase().optional(),
  /** Exact path, or a pattern where `*` matches any run of characters (e.g. /questions/*). */
  path: z.string().startsWith("/"),
  status: z.number().int().min(100).max(599).optional(),
  body: z.unknown().optional(),
  /** Extra response headers with the status, e.g. { "retry-after": "30" } on a 429. */
  headers: z.record(z.string(), z.string()).optional(),
  delay_ms: z.number().int().min(0).max(120_000).optional(),
  count: z.number().int().min(1).default(1),
});
export type FaultInput = z.infer<typeof faultSchema>;

interface Fault extends FaultInput {
  id: number;
  remaining: number;
  matcher: RegExp;
}

export class FaultInjector {
  private faults: Fault[] = [];
  private nextId = 1;

  add(input: FaultInput): { id: number } {
    const pattern = input.path.split("*").map(escapeRegExp).join(".*");
    const fault: Fault = { ...input, id: this.nextId++, remaining: input.count, matcher: new RegExp(`^${pattern}$`) };
    this.faults.push(fault);
    return { id: fault.id };
  }

  list() {
    return this.faults.map(({ matcher: _matcher, ...fault }) => fault);
  }

  clear(): void {
    this.faults = [];
  }

  /** Consumes one use of the first rule that matches, if any. */
  take(method: string, path: string): FaultInput | undefined {
    const fault = this.faults.find((f) => (!f.method || f.method === method) && f.matcher.test(path));
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    return fault;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
}
