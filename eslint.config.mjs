import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const SERVER_ONLY = ["@/lib/marketplace/*", "@/lib/db", "@/lib/db/*", "@/lib/auth/options", "@/lib/auth/connect-seller", "@/lib/api/*", "@/lib/env", "@/lib/secrets"];

const config = [
  ...nextVitals,
  ...nextTypescript,
  { ignores: [".next/**", "node_modules/**", ".data/**", "playwright-report/**", "test-results/**", "next-env.d.ts"] },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    // Tests poke at JSON bodies of many shapes; a cast per assertion would be noise.
    files: ["**/*.test.ts", "**/test-*.ts", "**/*-test-client.ts", "e2e/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Client code must never pull in server modules (tokens, database, secrets).
    files: ["components/**/*.tsx", "app/**/*-view.tsx", "lib/queries/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: SERVER_ONLY, message: "Server-only module: call an /api route instead." }] }] },
  },
  {
    // The app reaches the sandbox only over HTTP, like the real API; the sandbox reads only the spec.
    files: ["app/**", "components/**", "lib/**"],
    ignores: ["**/*.test.ts", "lib/testing/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: ["**/sandbox/**"], message: "Talk to the sandbox over HTTP." }] }] },
  },
  {
    files: ["sandbox/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: ["**/lib/**", "@/lib/**"], message: "The sandbox is an independent reading of the spec." }] }] },
  },
];

export default config;
