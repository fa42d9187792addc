/**
 * The sandbox's registered application, as the sandbox's own config defaults it. Kept here (not
 * imported from sandbox/) because the app reaches the sandbox only over HTTP, like the real API.
 */
export const SANDBOX_DEFAULTS = {
  clientId: "5503910054141466",
  clientSecret: "sandbox-client-secret",
} as const;
