/** Tiny closed-loop load generator: `total` requests with `concurrency` in flight; latencies in ms. */
export async function runLoad(total: number, concurrency: number, send: () => Promise<Response>): Promise<number[]> {
  const latencies: number[] = [];
  let issued = 0;
  async function worker() {
    while (issued < total) {
      issued++;
      const started = performance.now();
      const res = await send();
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      latencies.push(performance.now() - started);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return latencies;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;

/** Like runLoad for work that is not one Response (several calls in parallel, a lib function): latencies in ms. */
export async function runTimed(total: number, concurrency: number, fn: () => Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  let issued = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (issued < total) {
        issued++;
        const started = performance.now();
        await fn();
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}
