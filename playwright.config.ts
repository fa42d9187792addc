import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests against the real thing: the launcher starts the sandbox marketplace and the
 * production build of Mostrador on their own ports, with a throwaway embedded database.
 */
// Overridable so several checkouts on one machine can run their suites side by side.
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
export const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4110);
export const APP_URL = `http://localhost:${APP_PORT}`;
export const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;
/** Two instances on one PostgreSQL database and their own sandbox (scripts/start-cluster.ts), beside the main app. */
export const CLUSTER = {
  a: `http://localhost:${APP_PORT + 10}`,
  b: `http://localhost:${APP_PORT + 20}`,
  sandbox: `http://127.0.0.1:${SANDBOX_PORT + 10}`,
};
const CLUSTER_SPEC = /two-instances\.spec\.ts/;
// E2E_NO_CLUSTER=1 skips the two-instance cluster (and its spec) for quicker targeted runs.
const WITH_CLUSTER = process.env.E2E_NO_CLUSTER !== "1";

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  // One sandbox serves every test and several move its clock: run one test at a time.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Every test starts from empty databases, so most include a first import from the sandbox.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: APP_URL,
    locale: "en-US",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [
    { name: "chromium", testIgnore: CLUSTER_SPEC, use: { ...devices["Desktop Chrome"], channel: undefined } },
    ...(WITH_CLUSTER ? [{ name: "two-instances", testMatch: CLUSTER_SPEC, use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: CLUSTER.a } }] : []),
  ],
  // In order: the main launcher builds the app, which the cluster's instances then serve.
  webServer: [{
    command: "npx tsx scripts/start.ts",
    url: `${APP_URL}/signin`,
    // A cold production build on a busy shared machine can take several minutes.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 600_000),
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      APP_PORT: String(APP_PORT),
      SANDBOX_PORT: String(SANDBOX_PORT),
      NEXTAUTH_URL: APP_URL,
      DATA_DIR: ".data/e2e",
      // Each test's sandbox reset also empties the app's database (e2e/support.ts).
      MOSTRADOR_TEST_RESET: "1",
    },
  },
  ...(WITH_CLUSTER ? [{
    command: "npx tsx scripts/start-cluster.ts",
    url: `${CLUSTER.b}/signin`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe" as const,
    env: {
      CLUSTER_A_PORT: String(APP_PORT + 10),
      CLUSTER_B_PORT: String(APP_PORT + 20),
      CLUSTER_SANDBOX_PORT: String(SANDBOX_PORT + 10),
    },
  }] : [])],
});
