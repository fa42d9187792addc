/**
 * The page security headers (proxy.ts sets them on every page answer; next.config.mjs sets the static
 * ones on everything else). No server-only import: the proxy runs before the app's modules load, so it
 * hands this module the raw environment (lib/env.ts reads the same variables with the same defaults).
 */
export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // For browsers that ignore CSP's frame-ancestors: nobody frames the back office (clickjacking).
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
};

export const HSTS = "max-age=31536000; includeSubDomains";

export type SecurityConfig = {
  isDev: boolean;
  /** The app is served over https (NEXTAUTH_URL): browsers are told to keep to it (HSTS). */
  isHttps: boolean;
  /** Plain-http origins pictures may come from: the configured marketplace, or the local sandbox. */
  httpPictureOrigins: string[];
};

/** What the headers depend on, from the environment (process.env in the proxy). */
export function securityConfig(source: Record<string, string | undefined>): SecurityConfig {
  const pictures = new Set<string>();
  const addHttp = (url: string | undefined) => {
    if (!url) return;
    try {
      const { protocol, origin } = new URL(url);
      if (protocol === "http:") pictures.add(origin);
    } catch {
      // lib/env.ts refuses a malformed URL at start; nothing to allow here.
    }
  };
  if (source.MARKETPLACE_API_URL) {
    addHttp(source.MARKETPLACE_API_URL);
  } else {
    // The sandbox plays the marketplace's picture CDN at its public URL (sandbox/config.ts's default is
    // localhost); 127.0.0.1 is the same server under the address the app itself uses.
    const port = source.SANDBOX_PORT ?? "4010";
    addHttp(source.SANDBOX_PUBLIC_URL ?? `http://localhost:${port}`);
    addHttp(`http://127.0.0.1:${port}`);
  }
  return {
    isDev: source.NODE_ENV === "development",
    isHttps: (source.NEXTAUTH_URL ?? "").startsWith("https://"),
    httpPictureOrigins: [...pictures],
  };
}

/**
 * A nonce-based policy: Next.js reads the nonce from this header on the request and puts it on its own
 * scripts; 'strict-dynamic' lets those load their chunks. Development needs eval for React's debugging.
 * Styles stay 'unsafe-inline' (Next and Radix set style attributes). Pictures come from the marketplace
 * over https, and over plain http only from the configured marketplace or sandbox origin. Forms post only
 * to us.
 */
export function contentSecurityPolicy(nonce: string, config: Pick<SecurityConfig, "isDev" | "httpPictureOrigins">): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${config.isDev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob: https:", ...config.httpPictureOrigins].join(" "),
    "font-src 'self' data:",
    "connect-src 'self'",
    // The service worker (public/sw.js): 'strict-dynamic' would otherwise leave workers no source.
    "worker-src 'self'",
    "media-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Every security header of a page answer: the CSP with this answer's nonce, the static ones, HSTS on https. */
export function pageSecurityHeaders(nonce: string, config: SecurityConfig): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(nonce, config),
    ...STATIC_SECURITY_HEADERS,
    ...(config.isHttps ? { "Strict-Transport-Security": HSTS } : {}),
  };
}
