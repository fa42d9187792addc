/**
 * The page security headers (proxy.ts sets them on every page answer; next.config.mjs sets the static
 * ones on everything else). No server-only import: the proxy runs before the app's modules load.
 */
export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // For browsers that ignore CSP's frame-ancestors: nobody frames the back office (clickjacking).
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
};

/**
 * A nonce-based policy: Next.js reads the nonce from this header on the request and puts it on its own
 * scripts; 'strict-dynamic' lets those load their chunks. Development needs eval for React's debugging.
 * Styles stay 'unsafe-inline' (Next and Radix set style attributes); pictures come from the marketplace.
 */
export function contentSecurityPolicy(nonce: string, isDev: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: http: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
