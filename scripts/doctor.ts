import { createConnection } from "node:net";
import nextEnv from "@next/env";

/**
 * `npm run doctor -- <workspace>`: a read-only check of a deployment against its marketplace, with the
 * connected seller's token. Every read the app makes runs once through the app's own code and schemas;
 * the table says, per call, whether the app understood the answer or what differs. Nothing is written
 * upstream (conversations are read with mark_as_read=false; labels are not read at all).
 *
 * <workspace> is the workspace id, the seller's id or its nickname. Run it with `react-server` conditions
 * (package.json does) so the server-only modules load outside Next.
 */
nextEnv.loadEnvConfig(process.cwd(), false);
const { env } = await import("../lib/env");
const { getDb } = await import("../lib/db");
const { sellerClient } = await import("../lib/marketplace/server");
const { runDoctor } = await import("../lib/doctor/run-doctor");
const { formatTable } = await import("../lib/doctor/format-table");

const wanted = process.argv.slice(2).find((a) => !a.startsWith("-"));
const asJson = process.argv.includes("--json");
if (!wanted) fail("Usage: npm run doctor -- <workspace id | seller id | nickname> [--json]");

// The embedded database belongs to one process: opening it beside a running app would corrupt it.
if (!env().DATABASE_URL && (await listening(env().APP_PORT)))
  fail(
    `Mostrador is running on port ${env().APP_PORT} with the embedded database: run the same checks from the app (Settings → Notifications → Diagnostics, as the owner), or stop it first, or use a PostgreSQL server (DATABASE_URL).`,
  );

const db = await getDb();
const workspace = await db.workspace.findFirst({
  where: {
    OR: [
      { id: wanted },
      { nickname: { equals: wanted, mode: "insensitive" } },
      ...(/^\d+$/.test(wanted) ? [{ sellerId: BigInt(wanted) }] : []),
    ],
  },
  include: { connection: { select: { status: true } } },
});
if (!workspace)
  fail(
    `No workspace "${wanted}". Workspaces here: ${(await db.workspace.findMany()).map((w) => `${w.nickname} (${w.id})`).join(", ") || "none"}.`,
  );
if (workspace.connection?.status !== "active")
  fail(`${workspace.nickname} has no active marketplace connection: sign in again as its owner.`);

const sellerId = Number(workspace.sellerId);
console.log(`Checking ${workspace.nickname} (${workspace.siteId}, seller ${sellerId}) against ${env().marketplaceApiUrl}\n`);
const rows = await runDoctor({ marketplace: await sellerClient(sellerId), sellerId, siteId: workspace.siteId });
console.log(asJson ? JSON.stringify(rows, null, 2) : formatTable(rows));
const differs = rows.filter((r) => r.outcome === "differs").length;
const lenient = rows.filter((r) => r.outcome === "lenient").length;
console.log(
  `\n${rows.length} calls: ${differs === 0 ? "the app understood every answer" : `${differs} differ from what the app expects`}${lenient > 0 ? `; ${lenient} needed lenient reading (see the detail)` : ""}.`,
);
process.exit(differs === 0 ? 0 : 1);

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: "127.0.0.1" }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}
