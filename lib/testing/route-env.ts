import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { vi } from "vitest";

// What a test needs to call route handlers directly (withSeller reads a real session cookie): one session
// secret, a token key, our origin for the cross-site check, and a data folder of its own.

export const ROUTE_TEST_SECRET = "route-test-secret-0123456789abcdef";
export const ROUTE_TEST_ORIGIN = "http://localhost:3000";

/** Call in beforeAll, before importing route modules (they read the environment once). */
export function stubRouteEnv(name: string): void {
  vi.stubEnv("NEXTAUTH_SECRET", ROUTE_TEST_SECRET);
  vi.stubEnv("TOKEN_ENCRYPTION_KEY", Buffer.alloc(32, 7).toString("base64"));
  vi.stubEnv("NEXTAUTH_URL", ROUTE_TEST_ORIGIN);
  vi.stubEnv("DATA_DIR", mkdtempSync(path.join(tmpdir(), `${name}-`)));
}
