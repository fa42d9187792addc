import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTokenCipher } from "../crypto/token-cipher";
import type { Db } from "../db/client";
import { createSellerClient, type SellerClient } from "../marketplace/client";
import { createHttp } from "../marketplace/http";
import { tokenResponseSchema } from "../marketplace/oauth";
import { createTokenStore } from "../marketplace/tokens";
import { syncQuestion } from "../questions/sync-question";
import { createJournal, type Journal } from "../notifications/journal";
import { createProcessorLoop, type ProcessorLoop } from "../notifications/loop";
import { processDueNotifications, type ProcessDeps } from "../notifications/process";
import { createRecentKeys, type ReceiveDeps } from "../notifications/receive";
import { createIntake, type Intake } from "../notifications/intake";
import { createKnownSellers, type KnownSellers } from "../notifications/known-sellers";

/** The sandbox's default application (sandbox/config.ts). */
export const SANDBOX_CLIENT = { clientId: "5503910054141466", clientSecret: "sandbox-client-secret" };

export interface LiveHarness {
  clientFor: (sellerId: number) => Promise<SellerClient>;
  journal: Journal;
  journalDir: string;
  processor: ProcessorLoop;
  /** The callback's dependencies: the journal and this harness's dedupe window, never the database. */
  receiveDeps: () => ReceiveDeps;
  processDeps: ProcessDeps;
  /** The callback's gate (our application, topics we act on, connected sellers), as runtime.ts wires it. */
  intake: Intake;
  sellers: KnownSellers;
  /** Creates a workspace for a seeded seller with fresh tokens from the sandbox; returns its id. */
  connectSeller(sellerId: number, nickname?: string): Promise<string>;
}

/** One key per process, so several harnesses over one database read each other's tokens. */
const CIPHER_KEY = randomBytes(32).toString("base64");

/**
 * The live pipeline wired like lib/notifications/runtime.ts, but over a given database and
 * marketplace URL, for tests and benches (which start their own sandbox: lib/ never imports it).
 * `createLiveHarness(db, url, { db: getter })` routes the mover and processor through `getter`.
 */
export interface HarnessOptions {
  /** How the mover and processor reach the database (tests stall or break it there). */
  db?: () => Promise<Db>;
  /** An instance restarted after a crash keeps its journal folder (default: a fresh temp folder). */
  journalDir?: string;
  /** Instances in other processes must read each other's tokens (default: this process's key). */
  cipherKey?: string;
  leaseMs?: number;
}

export function createLiveHarness(db: Db, marketplaceUrl: string, options: HarnessOptions = {}): LiveHarness {
  const http = createHttp({ baseUrl: marketplaceUrl, timeoutMs: 5_000, backoffMs: 10 });
  const tokens = createTokenStore({ db, cipher: createTokenCipher(options.cipherKey ?? CIPHER_KEY), http, client: SANDBOX_CLIENT });
  const clientFor = async (sellerId: number) => createSellerClient(http, tokens, sellerId);
  const journalDir = options.journalDir ?? mkdtempSync(path.join(tmpdir(), "mostrador-journal-"));
  const journal = createJournal(journalDir);
  const recent = createRecentKeys();
  const getDb = options.db ?? (async () => db);
  const sellers = createKnownSellers(async () =>
    (await (await getDb()).marketplaceConnection.findMany({ select: { sellerId: true } })).map((r) => r.sellerId),
  );
  const intake = createIntake({ applicationId: SANDBOX_CLIENT.clientId, sellers });
  const processDeps: ProcessDeps = { db, clientFor, sync: syncQuestion, isBusy: () => journal.isBusy(), leaseMs: options.leaseMs };
  const processor = createProcessorLoop({
    db: getDb,
    journal,
    process: (d) => processDueNotifications({ ...processDeps, db: d }),
  });
  return {
    clientFor,
    journal,
    journalDir,
    processor,
    processDeps,
    intake,
    sellers,
    receiveDeps: () => ({ journal, recent, onJournaled: processor.kick, intake }),
    async connectSeller(sellerId, nickname = `SELLER_${sellerId}`) {
      const res = await fetch(`${marketplaceUrl}/__sandbox/tokens`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ user_id: sellerId }),
      });
      const granted = tokenResponseSchema.parse(await res.json());
      const ws = await db.workspace.create({ data: { sellerId: BigInt(sellerId), nickname, siteId: "MLA" } });
      await tokens.saveTokens(ws.id, granted);
      sellers.add(BigInt(sellerId));
      return ws.id;
    },
  };
}
