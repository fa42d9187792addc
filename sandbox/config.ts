import { z } from "zod";

/** Sandbox settings, from the environment (see sandbox/README.md). */
const envSchema = z.object({
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  SANDBOX_HOST: z.string().default("127.0.0.1"),
  /** The address browsers and the app use to reach the sandbox (OAuth pages, permalinks). */
  SANDBOX_PUBLIC_URL: z.string().url().optional(),
  SANDBOX_CLIENT_ID: z.string().default("5503910054141466"),
  SANDBOX_CLIENT_SECRET: z.string().default("sandbox-client-secret"),
  /** Registered redirect URIs, comma-separated; matched exactly. */
  SANDBOX_REDIRECT_URIS: z.string().default("http://localhost:3000/api/auth/callback/mercadolibre"),
  SANDBOX_PKCE_REQUIRED: z.enum(["true", "false"]).default("true"),
  SANDBOX_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).default(21600),
  /** Where notifications are delivered; empty disables deliveries. */
  SANDBOX_CALLBACK_URL: z.string().default("http://localhost:3000/api/notifications"),
  SANDBOX_TOPICS: z.string().default("questions,messages,items,post_purchase"),
  /**
   * `spec` answers as the interface specification says; `real` as the real API documents where it
   * differs (../shared/reference/marketplace-api-notes.md §11): other paths, shapes, limits and errors.
   */
  SANDBOX_PROFILE: z.enum(["spec", "real"]).default("spec"),
  /** Requests a second per application (0: no limit). Default: 10 on the real profile, no limit on spec. */
  SANDBOX_RATE_PER_SECOND: z.coerce.number().min(0).optional(),
  /** Requests an application may make at once above the rate. Default: 5. */
  SANDBOX_RATE_BURST: z.coerce.number().int().min(1).optional(),
});

/**
 * The real API's rate: sellers see 429s at about 5–7 requests a second per application (notes §5, §10);
 * 10 a second with a small burst is a little above that, so a client that paces itself is served.
 */
const REAL_RATE = { perSecond: 10, burst: 5 };

export type SandboxProfile = "spec" | "real";

export interface SandboxConfig {
  port: number;
  host: string;
  publicUrl: string;
  application: ApplicationConfig;
  tokenTtlSeconds: number;
  profile: SandboxProfile;
  /** Per-application token bucket; null: no limit. */
  rate: RateConfig | null;
}

export interface RateConfig {
  perSecond: number;
  burst: number;
}

export interface ApplicationConfig {
  id: string;
  secret: string;
  redirectUris: string[];
  pkceRequired: boolean;
  callbackUrl: string;
  topics: string[];
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<SandboxConfig> = {}): SandboxConfig {
  const e = envSchema.parse(env);
  const port = overrides.port ?? e.SANDBOX_PORT;
  const profile = overrides.profile ?? e.SANDBOX_PROFILE;
  return {
    port,
    host: e.SANDBOX_HOST,
    publicUrl: e.SANDBOX_PUBLIC_URL ?? `http://localhost:${port}`,
    tokenTtlSeconds: e.SANDBOX_TOKEN_TTL_SECONDS,
    profile,
    rate: rateOf(e, profile),
    ...overrides,
    application: {
      id: e.SANDBOX_CLIENT_ID,
      secret: e.SANDBOX_CLIENT_SECRET,
      redirectUris: splitList(e.SANDBOX_REDIRECT_URIS),
      pkceRequired: e.SANDBOX_PKCE_REQUIRED === "true",
      callbackUrl: e.SANDBOX_CALLBACK_URL,
      topics: splitList(e.SANDBOX_TOPICS),
      ...overrides.application,
    },
  };
}

/** An explicit rate wins; otherwise the real profile has the real API's and the spec profile none. */
function rateOf(e: z.infer<typeof envSchema>, profile: SandboxProfile): RateConfig | null {
  const perSecond = e.SANDBOX_RATE_PER_SECOND ?? (profile === "real" ? REAL_RATE.perSecond : 0);
  if (perSecond === 0) return null;
  return { perSecond, burst: e.SANDBOX_RATE_BURST ?? REAL_RATE.burst };
}

const splitList = (text: string) =>
  text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
