import "server-only";
import type { Db } from "../db/client";
import { runView as genericRunView } from "../runs/view";

/** A bulk run as the shipping page shows it (lib/runs/view.ts), rows named by item id. */
export async function runView(db: Db, workspaceId: string, runId: string) {
  const run = await genericRunView(db, workspaceId, runId);
  if (!run) return null;
  return { ...run, items: run.items.map(({ target, ...rest }) => ({ itemId: target, ...rest })) };
}
