import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, HSTS, pageSecurityHeaders, securityConfig } from "./security-headers";

const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `));

describe("securityConfig", () => {
  it("allows plain-http pictures only from the sandbox's own origins by default", () => {
    expect(securityConfig({ SANDBOX_PORT: "4300" }).httpPictureOrigins).toEqual(["http://localhost:4300", "http://127.0.0.1:4300"]);
    expect(securityConfig({}).httpPictureOrigins).toEqual(["http://localhost:4010", "http://127.0.0.1:4010"]);
    expect(securityConfig({ SANDBOX_PUBLIC_URL: "http://sandbox.test:8080/", SANDBOX_PORT: "4300" }).httpPictureOrigins).toEqual([
      "http://sandbox.test:8080",
      "http://127.0.0.1:4300",
    ]);
  });

  it("allows the configured marketplace's origin when it is plain http, and nothing more when it is https", () => {
    expect(securityConfig({ MARKETPLACE_API_URL: "http://staging.example:9000/api" }).httpPictureOrigins).toEqual([
      "http://staging.example:9000",
    ]);
    expect(securityConfig({ MARKETPLACE_API_URL: "https://api.mercadolibre.com" }).httpPictureOrigins).toEqual([]);
  });

  it("is https only when NEXTAUTH_URL is", () => {
    expect(securityConfig({ NEXTAUTH_URL: "https://app.example" }).isHttps).toBe(true);
    expect(securityConfig({ NEXTAUTH_URL: "http://localhost:3000" }).isHttps).toBe(false);
    expect(securityConfig({}).isHttps).toBe(false);
  });

  it("is development only under NODE_ENV=development", () => {
    expect(securityConfig({ NODE_ENV: "development" }).isDev).toBe(true);
    expect(securityConfig({ NODE_ENV: "production" }).isDev).toBe(false);
  });
});

describe("contentSecurityPolicy", () => {
  const prod = securityConfig({ NODE_ENV: "production", SANDBOX_PORT: "4300" });

  it("posts forms only to us and frames nowhere", () => {
    const csp = contentSecurityPolicy("abc", prod);
    expect(directive(csp, "form-action")).toBe("form-action 'self'");
    expect(directive(csp, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(csp, "base-uri")).toBe("base-uri 'self'");
    expect(directive(csp, "object-src")).toBe("object-src 'none'");
  });

  it("loads pictures over https, or plain http only from the sandbox, never from all of http:", () => {
    const img = directive(contentSecurityPolicy("abc", prod), "img-src")!;
    expect(img.split(" ")).not.toContain("http:");
    expect(img).toBe("img-src 'self' data: blob: https: http://localhost:4300 http://127.0.0.1:4300");
    const real = securityConfig({ NODE_ENV: "production", MARKETPLACE_API_URL: "https://api.mercadolibre.com" });
    expect(directive(contentSecurityPolicy("abc", real), "img-src")).toBe("img-src 'self' data: blob: https:");
  });

  it("puts the nonce on scripts, and eval only in development", () => {
    expect(directive(contentSecurityPolicy("abc", prod), "script-src")).toBe("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    const dev = securityConfig({ NODE_ENV: "development" });
    expect(directive(contentSecurityPolicy("abc", dev), "script-src")).toBe("script-src 'self' 'nonce-abc' 'strict-dynamic' 'unsafe-eval'");
  });
});

describe("pageSecurityHeaders", () => {
  it("sends HSTS only when the app is served over https", () => {
    const https = pageSecurityHeaders("n", securityConfig({ NEXTAUTH_URL: "https://app.example" }));
    expect(https["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
    expect(HSTS).toBe("max-age=31536000; includeSubDomains");
    const http = pageSecurityHeaders("n", securityConfig({ NEXTAUTH_URL: "http://localhost:3000" }));
    expect(http).not.toHaveProperty("Strict-Transport-Security");
  });

  it("carries the CSP with this answer's nonce and every static header", () => {
    const headers = pageSecurityHeaders("n0nce", securityConfig({}));
    expect(headers["Content-Security-Policy"]).toContain("'nonce-n0nce'");
    expect(headers).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    });
  });
});
