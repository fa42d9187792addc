import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      "server-only": path.resolve(import.meta.dirname, "lib/testing/server-only-stub.ts"),
    },
  },
  test: {
    include: ["**/*.test.ts"],
    exclude: ["node_modules/**", "e2e/**", ".next/**"],
    // Generous: opening an embedded database and migrating it takes seconds on a quiet machine and far more on a busy one.
    testTimeout: 60_000,
    // Vitest's default (cores − 1) is one worker on 2 cores, which left a third of the CPU idle: many tests
    // wait on a sandbox, a database or a child process. Two took 340 s against 451 s for one (2026-11-28).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    hookTimeout: 120_000,
    // One migrated embedded database per run; each test's is a copy (lib/testing/pglite-template.ts).
    globalSetup: ["lib/testing/pglite-template.ts"],
  },
});
