import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests against the real thing: the launcher starts the sandbox marketplace and the
 * production build of Mostrador on their own ports, with a throwaway embedded database.
 *
 * Each Playwright worker has a stack of its own (sandbox, app, database), because tests reset both and
 * move the sandbox's clock: two workers must never share one. Playwright runs this file in every worker
 * process too, with TEST_PARALLEL_INDEX (0 … workers − 1, kept by a worker's replacement) naming the
 * worker's slot, so the URLs below are that worker's stack.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
// Overridable so several checkouts on one machine can run their suites side by side.
const BASE_APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
const BASE_SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4110);
// Slots stay below 10: the cluster's ports are the base + 10 and + 20.
function stack(slot: number) {
  const appPort = BASE_APP_PORT + slot;
  const sandboxPort = BASE_SANDBOX_PORT + slot;
  return {
    appPort,
    sandboxPort,
    appUrl: `http://localhost:${appPort}`,
    sandboxUrl: `http://127.0.0.1:${sandboxPort}`,
    // The local push service the push spec starts (lib/testing/push-service.ts): the app accepts endpoints
    // there only because PUSH_EXTRA_ORIGINS names it. Clear of the cluster's ports (base + 10, + 20).
    pushServicePort: BASE_SANDBOX_PORT + 50 + slot,
    dataDir: `.data/e2e/${appPort}`,
  };
}
const mine = stack(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const APP_URL = mine.appUrl;
export const SANDBOX_URL = mine.sandboxUrl;
/** This worker's local push service port (its origin is the app's PUSH_EXTRA_ORIGINS). */
export const PUSH_SERVICE_PORT = mine.pushServicePort;
/** This worker's app data folder (its embedded database). */
export const DATA_DIR = mine.dataDir;
/** Which sandbox profile the stacks run (E2E_PROFILE=real: as the real API documents). */
export const SANDBOX_PROFILE = process.env.E2E_PROFILE === "real" ? "real" : "spec";
/** Two instances on one PostgreSQL database and their own sandbox (scripts/start-cluster.ts), shared by every worker. */
export const CLUSTER = {
  a: `http://localhost:${BASE_APP_PORT + 10}`,
  b: `http://localhost:${BASE_APP_PORT + 20}`,
  sandbox: `http://127.0.0.1:${BASE_SANDBOX_PORT + 10}`,
};
// Selected by file name, wherever it sits under e2e/ (now e2e/questions/).
const CLUSTER_SPEC = /two-instances\.spec\.ts$/;
// E2E_NO_CLUSTER=1 skips the two-instance cluster (and its spec) for quicker targeted runs.
const WITH_CLUSTER = process.env.E2E_NO_CLUSTER !== "1";

export default defineConfig({
  testDir: "e2e",
  // One stack per worker (above); files are spread over the workers, a file's tests run in order.
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  // Every test starts from empty databases, so most include a first import from the sandbox.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: APP_URL,
    locale: "en-US",
    // Recording a trace (DOM snapshots on every action, a screencast) nearly doubled the suite's time on
    // 2 cores: inbox + metrics took 446 s with it and 231 s without (2026-11-28, README "Tests"). A failure
    // keeps its screenshot; a retry, or `--trace on` when chasing a failure, records the trace.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      // Debian's old headless shell: no browser UI to draw (inbox + metrics: 343 s against 403 s on the full browser).
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "chromium", testIgnore: CLUSTER_SPEC, use: { ...devices["Desktop Chrome"], channel: undefined } },
    ...(WITH_CLUSTER
      ? [{ name: "two-instances", testMatch: CLUSTER_SPEC, use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: CLUSTER.a } }]
      : []),
  ],
  // In order: the first launcher builds the app (when sources changed), which the others then serve.
  webServer: [
    ...Array.from({ length: WORKERS }, (_, slot) => {
      const { appPort, sandboxPort, appUrl, dataDir, pushServicePort } = stack(slot);
      return {
        command: "npx tsx scripts/start.ts",
        url: `${appUrl}/signin`,
        // A cold production build on a busy shared machine can take several minutes.
        timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 600_000),
        reuseExistingServer: false,
        stdout: "pipe" as const,
        env: {
          APP_PORT: String(appPort),
          SANDBOX_PORT: String(sandboxPort),
          NEXTAUTH_URL: appUrl,
          DATA_DIR: dataDir,
          // Each test's sandbox reset also empties the app's database (e2e/support/support.ts).
          MOSTRADOR_TEST_RESET: "1",
          // Push endpoints at the spec's local push service (plain http on this machine: allowed with the test reset).
          PUSH_EXTRA_ORIGINS: `http://127.0.0.1:${pushServicePort}`,
          // E2E_PROFILE=real runs the suite against the sandbox answering as the real API (sandbox/README.md,
          // Profiles); scripts/start.ts passes its environment on to the sandbox.
          SANDBOX_PROFILE,
        },
      };
    }),
    ...(WITH_CLUSTER
      ? [
          {
            command: "npx tsx scripts/start-cluster.ts",
            url: `${CLUSTER.b}/signin`,
            timeout: 180_000,
            reuseExistingServer: false,
            stdout: "pipe" as const,
            env: {
              CLUSTER_A_PORT: String(BASE_APP_PORT + 10),
              CLUSTER_B_PORT: String(BASE_APP_PORT + 20),
              CLUSTER_SANDBOX_PORT: String(BASE_SANDBOX_PORT + 10),
            },
          },
        ]
      : []),
  ],
});
