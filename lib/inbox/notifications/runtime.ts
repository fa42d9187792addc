import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { getDb } from "../../db";
import { env } from "../../env";
import { sellerClient } from "../../marketplace/server";
import { syncQuestion } from "../sync-question";
import { syncMessage } from "../../sales/sync-message";
import { answerCallback } from "./callback-http";
import { createJournal, type Journal } from "./journal";
import { processDueNotifications, type ProcessDeps } from "./process";
import { createProcessorLoop, type ProcessorLoop } from "./loop";
import { createRecentKeys, type ReceiveDeps, type RecentKeys } from "./receive";

// One journal, one dedupe window and one processor loop per server process (globalThis survives dev reloads).
const holder = globalThis as unknown as { mostradorJournal?: Journal; mostradorProcessor?: ProcessorLoop; mostradorRecentKeys?: RecentKeys };

/** What the callback needs: the journal only, never the database. */
export function callbackDeps(): ReceiveDeps {
  holder.mostradorRecentKeys ??= createRecentKeys();
  return { journal: notificationJournal(), recent: holder.mostradorRecentKeys, onJournaled: notificationProcessor().kick };
}

/** The marketplace's callback with this process's journal (scripts/serve.mjs routes its path here). */
export function answerMarketplaceCallback(req: IncomingMessage, res: ServerResponse): Promise<void> {
  return answerCallback(callbackDeps(), req, res);
}

export function notificationJournal(): Journal {
  holder.mostradorJournal ??= createJournal(path.resolve(env().DATA_DIR), { inProcessDb: !env().DATABASE_URL });
  return holder.mostradorJournal;
}

/** Journaled notifications not yet in the database (Settings → Notifications may add them to "pending"). */
export function pendingJournalLines(): number {
  return notificationJournal().pending();
}

/** The mover (journal → database) then processing, one pass at a time; started by lib/inbox/scheduler.ts. */
export function notificationProcessor(): ProcessorLoop {
  holder.mostradorProcessor ??= createProcessorLoop({
    db: getDb,
    journal: notificationJournal(),
    process: async (db) => {
      const journal = notificationJournal();
      // Embedded PGlite is one session (on its own thread) and Prisma's side of every statement runs on
      // this event loop: processing is paced, one notification at a time, or four workers' statements
      // queue back to back ahead of every request's (measured on PGlite's thread: callback p99 at
      // concurrency 10 62 ms paced, 123 ms with four workers unpaced; 1,000 take 57 s instead of 32 s).
      const inProcessDb = !env().DATABASE_URL;
      const deps: ProcessDeps = { db, clientFor: sellerClient, sync: syncQuestion, syncMessage, isBusy: () => journal.isBusy(), inProcessDb };
      return processDueNotifications(deps, { concurrency: inProcessDb ? 1 : 4 });
    },
  });
  return holder.mostradorProcessor;
}
