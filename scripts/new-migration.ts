import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Writes prisma/migrations/<timestamp>_<name>/migration.sql: the SQL from the committed schema
 * (git HEAD) to the working prisma/schema.prisma, computed offline by Prisma's WASM engine.
 * Usage: npm run db:new-migration -- <name>
 */
const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("usage: npm run db:new-migration -- <snake_case_name>");
  process.exit(1);
}
const root = path.resolve(import.meta.dirname, "..");
const previous = path.join(tmpdir(), `schema-head-${process.pid}.prisma`);
writeFileSync(previous, execFileSync("git", ["show", "HEAD:prisma/schema.prisma"], { cwd: root }));
const diff = spawnSync(
  "npx",
  [
    "tsx",
    "scripts/prisma.ts",
    "migrate",
    "diff",
    "--from-schema-datamodel",
    previous,
    "--to-schema-datamodel",
    "prisma/schema.prisma",
    "--script",
  ],
  {
    cwd: root,
    encoding: "utf8",
  },
);
if (diff.status !== 0) {
  console.error(diff.stderr);
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const dir = path.join(root, "prisma", "migrations", `${stamp}_${name}`);
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, "migration.sql"), diff.stdout);
console.log(`wrote ${path.relative(root, dir)}/migration.sql`);
