/**
 * Sandbox time. Every date the sandbox computes (token expiry, question ages, metrics windows,
 * notification retries) reads this clock, so tests can move time without waiting.
 */
export class Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  nowMs(): number {
    return Date.now() + this.offsetMs;
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  set(to: Date): void {
    this.offsetMs = to.getTime() - Date.now();
  }

  reset(): void {
    this.offsetMs = 0;
  }
}
