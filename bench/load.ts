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

/**
 * Starts the sandbox and the production app (`scripts/start.ts`, which rebuilds when sources changed)
 * on the given ports with a fresh data folder; resolves once Next.js is ready. `stop()` ends both.
 * `sandboxLines` collects the sandbox's own log lines (start and public-catalog figures).
 */
export async function startProductionApp(opts: { appPort: number; sandboxPort: number; dataDir: string }) {
  const { spawn } = await import("node:child_process");
  const { rmSync } = await import("node:fs");
  rmSync(opts.dataDir, { recursive: true, force: true });
  const url = `http://localhost:${opts.appPort}`;
  const server = spawn("npx", ["tsx", "scripts/start.ts"], {
    env: { ...process.env, APP_PORT: String(opts.appPort), SANDBOX_PORT: String(opts.sandboxPort), NEXTAUTH_URL: url, DATA_DIR: opts.dataDir },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  const sandboxLines: string[] = [];
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on("data", (chunk: Buffer) => {
      const text = chunk.toString();
      for (const line of text.split("\n")) if (line.includes("[sandbox]")) sandboxLines.push(line.trim());
      if (text.includes("ready in")) resolve();
    });
    server.on("exit", () => reject(new Error("the app did not start")));
  });
  return {
    url,
    sandboxUrl: `http://127.0.0.1:${opts.sandboxPort}`,
    sandboxLines,
    /** Waits (up to two minutes) for a sandbox log line, e.g. "public catalog ready". */
    waitForSandboxLine: async (text: string) => {
      for (let i = 0; i < 240 && !sandboxLines.some((l) => l.includes(text)); i++) await new Promise((r) => setTimeout(r, 500));
    },
    stop: () => process.kill(-server.pid!, "SIGTERM"),
  };
}

/** Signs a seeded seller in through the sandbox's consent page in `page` (Playwright). */
export async function signInPage(page: import("@playwright/test").Page, appUrl: string, nickname: string, site: string) {
  await page.goto(`${appUrl}/signin`);
  await page.getByRole("button", { name: "Sign in with Mercado Libre" }).click();
  await page.getByRole("radio", { name: new RegExp(`^${nickname} · ${site} · Seller`) }).check();
  await page.getByRole("button", { name: "Allow access" }).click();
  await page.getByTestId("seller-nickname").waitFor();
}

/** Headless Chromium with the launch options that work on these machines. */
export async function launchChromium() {
  const { chromium } = await import("@playwright/test");
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
}
