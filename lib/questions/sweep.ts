import { processSingleton } from "../process-singleton";
import { createSingleFlight } from "../single-flight";
import { z } from "zod";
import type { Db } from "../db/client";
import type { SellerClient } from "../marketplace/client";
import { MarketplaceError, type MarketplaceFailure } from "../marketplace/errors";
import { questionPages } from "../marketplace/questions";
import { publishLiveEvent } from "../live/bus";
import { parseNotification, type NotificationRecord } from "../notifications/parse";
import { storeNotifications } from "../notifications/store";
import { upsertQuestions } from "./sync-question";
import { logger } from "../log";

const log = logger("sweep");

export interface SweepDeps {
  db: Db;
  clientFor: (sellerId: number) => Promise<SellerClient>;
  /** Our application id on the marketplace (missed_feeds is per application). */
  applicationId: string;
  now?: () => Date;
}

export interface SweepResult {
  pages: number;
  changed: number;
  missedEnqueued: number;
}

const PAGE_SIZE = 100;
const FIRST_SWEEP_DAYS = 30;
const MAX_PAGES = 10;
/** Re-read a little before the last sweep: clocks differ and a question can be created mid-sweep. */
const OVERLAP_MS = 10 * 60_000;

const missedFeedsSchema = z.object({ messages: z.array(z.unknown()) });

// One sweep per workspace at a time per process: five teammates opening the inbox share one sweep.
const sweeps = processSingleton("questionSweeps", () => createSingleFlight<string, SweepResult | null>());

/**
 * The reconciliation sweep: whatever notifications were lost, questions/search (newest first) and the
 * marketplace's missed_feeds bring our copy back in line. Returns null when the workspace has no active
 * connection.
 */
export function sweepWorkspace(deps: SweepDeps, workspaceId: string): Promise<SweepResult | null> {
  return sweeps.run(workspaceId, () => sweepOnce(deps, workspaceId));
}

async function sweepOnce(deps: SweepDeps, workspaceId: string): Promise<SweepResult | null> {
  const { db } = deps;
  const startedAt = deps.now?.() ?? new Date();
  const ws = await db.workspace.findUnique({ where: { id: workspaceId }, include: { connection: true, sync: true } });
  if (!ws?.connection || ws.connection.status !== "active") return null;
  const sellerId = Number(ws.sellerId);
  const marketplace = await deps.clientFor(sellerId);

  const last = ws.sync?.lastSweepAt;
  const since = last ? new Date(last.getTime() - OVERLAP_MS) : new Date(startedAt.getTime() - FIRST_SWEEP_DAYS * 86_400_000);
  let pages = 0;
  let changed = 0;
  const search = questionPages(marketplace, {
    sellerId,
    order: "DESC",
    // The first sweep only imports the last 30 days; later ones stop on their own (below).
    from: last ? undefined : since.toISOString(),
    limit: PAGE_SIZE,
  });
  for await (const page of search) {
    pages++;
    const pageChanged = await upsertQuestions(db, marketplace, workspaceId, page.questions);
    changed += pageChanged;
    const oldest = page.questions.at(-1);
    const pastWindow = !oldest || new Date(oldest.date_created) < since;
    // The first sweep reads its whole window (a big seller's, past 1,000 questions, through a scan) and
    // stops once past it, in case the marketplace ignores the date filter. Later sweeps stop once past
    // the window with nothing on the page news to us, or after a few pages (the next sweep goes on).
    if (last ? (pastWindow && pageChanged === 0) || pages >= MAX_PAGES : pastWindow) break;
  }

  const missedEnqueued = await enqueueMissedFeeds(db, marketplace, deps.applicationId, ws.siteId);

  await db.workspaceSync.createMany({ data: [{ workspaceId }], skipDuplicates: true });
  await db.workspaceSync.update({ where: { workspaceId }, data: { lastSweepAt: startedAt } });
  if (changed > 0) publishLiveEvent(workspaceId, { type: "questions.synced" });
  return { pages, changed, missedEnqueued };
}

/** The topics the processor acts on (lib/notifications/process.ts), each with its own missed feed. */
const MISSED_TOPICS = ["questions", "messages", "items"] as const;

/**
 * Notifications the marketplace gave up delivering become ordinary pending notifications (deduplicated),
 * for every topic we act on. The feed of `items` needs the site (notes §3, missed feeds).
 */
export async function enqueueMissedFeeds(db: Db, marketplace: SellerClient, applicationId: string, siteId: string): Promise<number> {
  let enqueued = 0;
  for (const topic of MISSED_TOPICS) {
    try {
      enqueued += await enqueueMissedFeed(db, marketplace, {
        app_id: applicationId,
        topic,
        ...(topic === "items" ? { site_id: siteId } : {}),
      });
    } catch (error) {
      // One feed refused (a parameter it wants, a topic not subscribed) must not stop the others or the
      // sweep; an expired connection or an unreachable marketplace still ends the sweep.
      if (!(error instanceof MarketplaceError) || !REFUSALS.has(error.kind)) throw error;
      log.warn({ topic, status: error.status }, `the ${topic} missed feed was refused: ${error.message}`);
    }
  }
  return enqueued;
}

const REFUSALS = new Set<MarketplaceFailure>(["bad_request", "forbidden", "not_found", "unprocessable"]);

/** One topic's feed, 1,000 a page (at most 20 pages a sweep; the rest waits for the next one). */
async function enqueueMissedFeed(db: Db, marketplace: SellerClient, feed: Record<string, string>): Promise<number> {
  const limit = 1000;
  let enqueued = 0;
  for (let offset = 0; offset < 20 * limit; offset += limit) {
    const res = await marketplace("/missed_feeds", { schema: missedFeedsSchema, query: { ...feed, offset, limit } });
    const records: NotificationRecord[] = [];
    for (const message of res.messages) {
      const parsed = parseNotification(message, "missed_feed");
      if (parsed.ok) records.push(parsed.record);
    }
    enqueued += await storeNotifications(db, records);
    if (res.messages.length < limit) break;
  }
  return enqueued;
}
