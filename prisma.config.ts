import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { defineConfig } from "prisma/config";

/**
 * Prisma CLI (a dev tool here): its WASM schema engine with a throwaway PGlite (in memory), so `prisma migrate dev --create-only`
 * works offline (with every extension a migration creates loaded, as lib/db/pglite-worker.mjs does). The app applies the committed SQL itself (scripts/migrate.ts), on PGlite or PostgreSQL.
 */
export default defineConfig({
  schema: path.join("prisma", "schema.prisma"),
  engine: "js",
  experimental: { adapter: true },
  // Typed against an older driver-adapter-utils than the CLI's; same runtime contract.
  adapter: async () => new PrismaPGlite(new PGlite({ extensions: { pg_trgm } })) as never,
});
