/** Every request the sandbox served, newest first, for tests that count upstream calls. */
export interface LoggedRequest {
  id: number;
  at: string;
  method: string;
  path: string;
  query: string;
  status: number;
  duration_ms: number;
  /** The user the bearer token belonged to, when one was sent and valid. */
  user_id: number | null;
  /** Form or JSON body fields, with secrets masked. */
  body?: unknown;
}

const MAX_ENTRIES = 20_000;

export class RequestLog {
  private entries: LoggedRequest[] = [];
  private nextId = 1;

  record(entry: Omit<LoggedRequest, "id">): void {
    this.entries.push({ id: this.nextId++, ...entry });
    if (this.entries.length > MAX_ENTRIES) this.entries.splice(0, this.entries.length - MAX_ENTRIES);
  }

  /** `afterId`: only entries logged after that one, so a poller reads each entry once. */
  list(filter: { path?: string; method?: string; limit?: number; afterId?: number } = {}): LoggedRequest[] {
    const out: LoggedRequest[] = [];
    for (let i = this.entries.length - 1; i >= 0 && out.length < (filter.limit ?? 500); i--) {
      const e = this.entries[i]!;
      if (filter.afterId !== undefined && e.id <= filter.afterId) break; // ids only grow
      if (filter.path && !e.path.startsWith(filter.path)) continue;
      if (filter.method && e.method !== filter.method.toUpperCase()) continue;
      out.push(e);
    }
    return out;
  }

  clear(): void {
    this.entries = [];
  }
}
