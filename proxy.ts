import { NextResponse, type NextRequest } from "next/server";
import { pageSecurityHeaders, securityConfig, type SecurityConfig } from "./lib/security-headers";

let settings: SecurityConfig | undefined;

/**
 * Every page answer: a fresh CSP nonce (Next.js applies it to its scripts when it sees the policy on the
 * request), the other security headers, and the requested path for the sign-in redirect's callbackUrl.
 */
export function proxy(request: NextRequest) {
  // The proxy runs ahead of every page and may not import the server-only lib/env.ts (which also fails the
  // whole app on one bad variable): securityConfig reads its few variables itself, leniently.
  // eslint-disable-next-line mostrador/no-process-env -- see the comment above
  settings ??= securityConfig({ ...process.env, NODE_ENV: process.env.NODE_ENV });
  const nonce = btoa(crypto.randomUUID());
  const security = pageSecurityHeaders(nonce, settings);
  const headers = new Headers(request.headers);
  headers.set("x-pathname", request.nextUrl.pathname + request.nextUrl.search);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", security["Content-Security-Policy"]!);
  const response = NextResponse.next({ request: { headers } });
  for (const [name, value] of Object.entries(security)) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: [
    {
      source: "/((?!api|_next/static|_next/image|favicon.ico|icons|manifest.webmanifest).*)",
      // Prefetches are not rendered pages; they get no nonce of their own.
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
