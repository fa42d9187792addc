import { spawnSync } from "node:child_process";
import path from "node:path";

/**
 * Runs the Prisma CLI offline: native engines are replaced by a stub (never executed for the commands
 * we use), and the datasource URL is a placeholder because prisma.config.ts supplies an adapter.
 * Usage: tsx scripts/prisma.ts generate | migrate dev --create-only --name <name>
 */
const stub = path.resolve(import.meta.dirname, "prisma-engine-stub.sh");
const result = spawnSync("npx", ["prisma", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: stub,
    PRISMA_QUERY_ENGINE_LIBRARY: stub,
    PRISMA_DATASOURCE_URL: "postgresql://placeholder/unused",
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    CHECKPOINT_DISABLE: "1",
  },
});
process.exit(result.status ?? 1);
