import "server-only";
import { z } from "zod";
import { SANDBOX_DEFAULTS } from "./sandbox-defaults";
import { DEFAULT_TRUSTED_PROXIES, parseNetworks } from "./net/networks";
import { parseOrigins } from "./net/origins";

/** A comma-separated list of addresses and CIDR networks, checked at start. */
const networks = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .superRefine((list, ctx) => {
      try {
        parseNetworks(list);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
      }
    });

/**
 * The only reader of process.env. Defaults run Mostrador against the local sandbox with an embedded
 * database; every variable is documented in .env.example.
 */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  APP_PORT: z.coerce.number().int().default(3000),
  NEXTAUTH_URL: z.string().url().optional(),
  NEXTAUTH_SECRET: z.string().min(16).optional(),
  DATA_DIR: z.string().default(".data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgresql:// URL")
    .optional(),
  TOKEN_ENCRYPTION_KEY: z.string().optional(),
  SANDBOX_PORT: z.coerce.number().int().default(4010),
  MARKETPLACE_API_URL: z.string().url().optional(),
  MARKETPLACE_AUTH_URL: z.string().url().optional(),
  MARKETPLACE_SITE: z.enum(["MLA", "MLB", "MLM", "MCO", "MLC", "MLU"]).default("MLA"),
  // No default here: the sandbox's credentials are filled in below only when the sandbox is the upstream.
  MARKETPLACE_CLIENT_ID: z.string().min(1).optional(),
  MARKETPLACE_CLIENT_SECRET: z.string().min(1).optional(),
  MARKETPLACE_TIMEOUT_MS: z.coerce.number().int().min(100).default(8000),
  /** Senders the callback never rate-limits (the marketplace's published addresses, notes §3). */
  CALLBACK_ALLOWED_NETWORKS: networks(""),
  /** Reverse proxies whose X-Forwarded-For names the callback's sender (default: one on this host). */
  TRUSTED_PROXIES: networks(DEFAULT_TRUSTED_PROXIES),
  /** A production server over plain http on a private network (lib/production-checks.ts); never on the internet. */
  ALLOW_INSECURE_HTTP: z.enum(["0", "1"]).default("0"),
  /** Web Push (VAPID) keys, base64url; unset: generated on first start (lib/push/vapid-keys.ts). */
  VAPID_PUBLIC_KEY: z.string().min(80).optional(),
  VAPID_PRIVATE_KEY: z.string().min(40).optional(),
  /** Who the push services may contact about our sends: a mailto: or https: URL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, "must be a mailto: or https:// URL")
    .optional(),
  /**
   * Push endpoint origins accepted besides the browsers' push services (lib/push/endpoint-policy.ts): the
   * tests' local push service. A production server refuses private addresses here (lib/production-checks.ts).
   */
  PUSH_EXTRA_ORIGINS: z
    .string()
    .default("")
    .superRefine((list, ctx) => {
      try {
        parseOrigins(list);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
      }
    }),
  /** End-to-end tests only: enables POST /api/testing/reset (and only against the sandbox). */
  MOSTRADOR_TEST_RESET: z.enum(["0", "1"]).default("0"),
});

/** Authorization hosts per site (the real API's country hosts). */
const AUTH_HOSTS: Record<string, string> = {
  MLA: "https://auth.mercadolibre.com.ar",
  MLB: "https://auth.mercadolivre.com.br",
  MLM: "https://auth.mercadolibre.com.mx",
  MCO: "https://auth.mercadolibre.com.co",
  MLC: "https://auth.mercadolibre.cl",
  MLU: "https://auth.mercadolibre.com.uy",
};

export type Env = ReturnType<typeof readEnv>;

export function readEnv(source: Record<string, string | undefined> = process.env) {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const usesSandbox = !e.MARKETPLACE_API_URL;
  const credentials = marketplaceCredentials(e);
  const testResetEnabled = e.MOSTRADOR_TEST_RESET === "1" && usesSandbox;
  return {
    ...e,
    ...credentials,
    usesSandbox,
    testResetEnabled,
    pushExtraOrigins: parseOrigins(e.PUSH_EXTRA_ORIGINS),
    /**
     * Whether sends to PUSH_EXTRA_ORIGINS may reach this machine or a private network (the tests' local push
     * service): never on a production server; the test launcher (test reset against the sandbox) may.
     */
    pushExtraOriginsMayBePrivate: e.NODE_ENV !== "production" || testResetEnabled,
    appUrl: e.NEXTAUTH_URL ?? `http://localhost:${e.APP_PORT}`,
    /**
     * Senders the callback never rate-limits. Against the sandbox, the sandbox itself (it posts from
     * 127.0.0.1, and tests and benches send it bursts far past a real marketplace's rate).
     */
    callbackAllowedNetworks: e.CALLBACK_ALLOWED_NETWORKS || (usesSandbox ? "127.0.0.1, ::1" : ""),
    /** Server-to-server address of the marketplace API. */
    marketplaceApiUrl: (e.MARKETPLACE_API_URL ?? `http://127.0.0.1:${e.SANDBOX_PORT}`).replace(/\/$/, ""),
    /** Where the browser goes to authorize: explicit, the sandbox's page, or the site's country host. */
    authorizationUrl:
      e.MARKETPLACE_AUTH_URL ??
      (usesSandbox ? `http://localhost:${e.SANDBOX_PORT}/authorization` : `${AUTH_HOSTS[e.MARKETPLACE_SITE]}/authorization`),
  };
}

/** The sandbox's own addresses (what `npm start` runs): only these may fall back to its registered application. */
function isSandboxUrl(url: string, sandboxPort: number): boolean {
  const { protocol, hostname, port } = new URL(url);
  return protocol === "http:" && (hostname === "127.0.0.1" || hostname === "localhost") && Number(port) === sandboxPort;
}

/**
 * The application's credentials. Against the sandbox they default to its registered application; against
 * any other marketplace that default would send the sandbox's secret to it and fail at sign-in with an
 * unclear OAuth error, so starting is refused with what to set instead.
 */
function marketplaceCredentials(e: z.infer<typeof schema>): { MARKETPLACE_CLIENT_ID: string; MARKETPLACE_CLIENT_SECRET: string } {
  const id = e.MARKETPLACE_CLIENT_ID;
  const secret = e.MARKETPLACE_CLIENT_SECRET;
  if (id && secret) return { MARKETPLACE_CLIENT_ID: id, MARKETPLACE_CLIENT_SECRET: secret };
  if (e.MARKETPLACE_API_URL && !isSandboxUrl(e.MARKETPLACE_API_URL, e.SANDBOX_PORT)) {
    const missing = [id ? null : "MARKETPLACE_CLIENT_ID", secret ? null : "MARKETPLACE_CLIENT_SECRET"].filter(Boolean).join(" and ");
    throw new Error(
      `Invalid environment: MARKETPLACE_API_URL (${e.MARKETPLACE_API_URL}) is not the sandbox's, so ${missing} must be set ` +
        "to your application's credentials (DevCenter); the sandbox's own are never sent to another marketplace.",
    );
  }
  return { MARKETPLACE_CLIENT_ID: id ?? SANDBOX_DEFAULTS.clientId, MARKETPLACE_CLIENT_SECRET: secret ?? SANDBOX_DEFAULTS.clientSecret };
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= readEnv();
  return cached;
}
