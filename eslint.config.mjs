import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const SERVER_ONLY = ["@/lib/marketplace/*", "@/lib/db", "@/lib/db/*", "@/lib/auth/options", "@/lib/auth/connect-seller", "@/lib/api/*", "@/lib/env", "@/lib/secrets"];

// The app reaches the sandbox only over HTTP, like the real API; the sandbox reads only the spec.
const NO_SANDBOX = { group: ["**/sandbox/**"], message: "Talk to the sandbox over HTTP." };
const NO_SERVER = { group: SERVER_ONLY, message: "Server-only module: call an /api route instead." };
const NO_NEXT_LINK = { name: "next/link", message: "Use Link from @/components/ui/link (not prefetched: see there)." };

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
  // One no-restricted-imports per file: where two blocks match a file, the later one replaces the earlier,
  // so each block below lists every restriction its files have.
  {
    files: ["app/**", "components/**", "lib/**"],
    ignores: ["**/*.test.ts", "lib/testing/**"],
    rules: { "no-restricted-imports": ["error", { paths: [NO_NEXT_LINK], patterns: [NO_SANDBOX] }] },
  },
  {
    // Client code must never pull in server modules (tokens, database, secrets).
    files: ["components/**/*.tsx", "app/**/*-view.tsx", "lib/queries/**"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { paths: [NO_NEXT_LINK], patterns: [NO_SANDBOX, NO_SERVER] }] },
  },
  {
    files: ["components/ui/link.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [NO_SANDBOX, NO_SERVER] }] },
  },
  {
    files: ["sandbox/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: ["**/lib/**", "@/lib/**"], message: "The sandbox is an independent reading of the spec." }] }] },
  },
];

export default config;
