import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { BlockList } from "node:net";
import path from "node:path";
import { getDb } from "../db";
import { processSingleton } from "../process-singleton";
import { env } from "../env";
import { sellerClient } from "../marketplace/server";
import { syncQuestion } from "../questions/sync-question";
import { syncMessage } from "../sales/sync-message";
import { syncListedItem } from "../listing/seller-listing";
import { syncClaim } from "../claims/sync-claim";
import { answerCallback } from "./callback-http";
import { createJournal, type Journal } from "./journal";
import { processDueNotifications, type ProcessDeps } from "./process";
import { createProcessorLoop, type ProcessorLoop } from "./loop";
import { createRecentKeys, type ReceiveDeps, type RecentKeys } from "./receive";
import { createIntake, type Intake } from "./intake";
import { createKnownSellers, type KnownSellers } from "./known-sellers";
import { parseNetworks } from "../net/networks";
import { createSenderLimiter, type SenderLimiter } from "./sender-limit";

// One journal, one dedupe window and one processor loop per server process (across module graphs and dev reloads).

/** What the callback needs: the journal and what it holds in memory, never the database. */
export function callbackDeps(): ReceiveDeps {
  return {
    journal: notificationJournal(),
    recent: processSingleton<RecentKeys>("recentKeys", () => createRecentKeys()),
    onJournaled: notificationProcessor().kick,
    intake: notificationIntake(),
    limiter: processSingleton<SenderLimiter>("senderLimiter", () =>
      createSenderLimiter({ allowed: parseNetworks(env().callbackAllowedNetworks) }),
    ),
    trustedProxies: processSingleton<BlockList>("trustedProxies", () => parseNetworks(env().TRUSTED_PROXIES)),
  };
}

/** The connected sellers the callback accepts notifications for (reloaded from the database in the background). */
export function knownSellers(): KnownSellers {
  return processSingleton("knownSellers", () =>
    createKnownSellers(async () => {
      const rows = await (await getDb()).marketplaceConnection.findMany({ select: { sellerId: true } });
      return rows.map((r) => r.sellerId);
    }),
  );
}

/** The callback's gate and its counts (Settings → Notifications). */
export function notificationIntake(): Intake {
  return processSingleton("intake", () => createIntake({ applicationId: env().MARKETPLACE_CLIENT_ID, sellers: knownSellers() }));
}

/** The marketplace's callback with this process's journal (scripts/serve.mjs routes its path here). */
export function answerMarketplaceCallback(req: IncomingMessage, res: ServerResponse): Promise<void> {
  return answerCallback(callbackDeps(), req, res);
}

export function notificationJournal(): Journal {
  return processSingleton("journal", () => createJournal(path.resolve(env().DATA_DIR), { inProcessDb: !env().DATABASE_URL }));
}

/** The mover (journal → database) then processing, one pass at a time; started by lib/jobs/scheduler.ts. */
export function notificationProcessor(): ProcessorLoop {
  return processSingleton("notificationProcessor", () =>
    createProcessorLoop({
      db: getDb,
      journal: notificationJournal(),
      process: async (db) => {
        const journal = notificationJournal();
        // Paced on either database: Prisma's side of every statement (compiling and interpreting the query)
        // runs on this event loop, so unpaced processing makes every request wait behind it. Measured
        // after a burst of 1,000 on two PostgreSQL instances: other requests' p99 31–36 ms unpaced, 16–27 ms
        // paced; the 1,000 took 13–16 s instead of 10–11 s. Embedded PGlite is moreover one session for
        // every request: one notification at a time there (four workers: callback p99 at concurrency 10
        // 123 ms against 62 ms). On PostgreSQL two workers per instance: with two instances on two cores,
        // other requests' p99 right after a burst was 5–21 ms against 8–24 ms with four (six bursts each,
        // interleaved), and one instance drained 1,000 as fast (4.2–5.4 s either way).
        const inProcessDb = !env().DATABASE_URL;
        const deps: ProcessDeps = {
          db,
          clientFor: sellerClient,
          sync: syncQuestion,
          syncMessage,
          syncItem: syncListedItem,
          syncClaim,
          isBusy: () => journal.isBusy(),
          paced: true,
        };
        return processDueNotifications(deps, { concurrency: inProcessDb ? 1 : 2 });
      },
    }),
  );
}
