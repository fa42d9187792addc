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
  SANDBOX_TOPICS: z.string().default("questions,messages,items"),
  /**
   * `spec` answers as the interface specification says; `real` as the real API documents where it
   * differs (../shared/reference/marketplace-api-notes.md §11): other paths, shapes, limits and errors.
   */
  SANDBOX_PROFILE: z.enum(["spec", "real"]).default("spec"),
});

export type SandboxProfile = "spec" | "real";

export interface SandboxConfig {
  port: number;
  host: string;
  publicUrl: string;
  application: ApplicationConfig;
  tokenTtlSeconds: number;
  profile: SandboxProfile;
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
  return {
    port,
    host: e.SANDBOX_HOST,
    publicUrl: e.SANDBOX_PUBLIC_URL ?? `http://localhost:${port}`,
    tokenTtlSeconds: e.SANDBOX_TOKEN_TTL_SECONDS,
    profile: e.SANDBOX_PROFILE,
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

const splitList = (text: string) =>
  text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
