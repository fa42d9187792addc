import type { KnownSellers } from "./known-sellers";
import { isActionable, type NotificationRecord } from "./parse";

/** Why the callback answered 200 and kept nothing. */
export type DropReason = "foreign_application" | "not_actionable" | "unknown_seller";
/** What the callback refused or dropped, since this process started (Settings → Notifications shows it). */
export type IntakeCounts = Record<DropReason | "rate_limited", number>;

/** One connected seller's share of the callback's work since this process started (an account sees only its own). */
export interface SellerIntakeCounts {
  /** Accepted for the journal (duplicates included: the marketplace retries). */
  received: number;
  /** Naming this seller but sent for another application (or none): a forgery, or a misconfigured app. */
  foreign_application: number;
  /** This seller's, on a topic or resource we never act on. */
  not_actionable: number;
}

export interface Intake {
  /** Null when the notification is ours to journal; otherwise why it is dropped (and counted). */
  dropReason(record: NotificationRecord): DropReason | null;
  countRateLimited(): void;
  /** The whole process's counts (logs, tests): never shown to an account, which would see others' traffic. */
  counts(): IntakeCounts;
  /** One seller's counts, for that account's Settings → Notifications. */
  countsFor(sellerId: bigint): SellerIntakeCounts;
}

/** Sellers with counts kept; only connected ones are counted, so a forger naming strangers adds nothing. */
const MAX_SELLERS = 10_000;

/**
 * The callback's gate before the journal: a notification for another application, for a topic or
 * resource we never act on, or for a seller who is not connected here is answered 200 (the marketplace
 * must not retry it) and dropped, so a forger cannot fill the journal or the database with them.
 * A missing application_id is not ours either: the real API always sends it.
 */
export function createIntake({ applicationId, sellers }: { applicationId: string; sellers: KnownSellers }): Intake {
  const counts: IntakeCounts = { foreign_application: 0, not_actionable: 0, unknown_seller: 0, rate_limited: 0 };
  const bySeller = new Map<bigint, SellerIntakeCounts>();
  const countForSeller = (userId: bigint, key: keyof SellerIntakeCounts) => {
    let mine = bySeller.get(userId);
    if (!mine) {
      // Counted only for sellers connected here (a rate-limited sender or an unknown seller is nobody's).
      if (!sellers.isKnown(userId) || bySeller.size >= MAX_SELLERS) return;
      mine = { received: 0, foreign_application: 0, not_actionable: 0 };
      bySeller.set(userId, mine);
    }
    mine[key]++;
  };
  const decide = (record: NotificationRecord): DropReason | null => {
    if (record.applicationId !== applicationId) return "foreign_application";
    if (!isActionable(record.topic, record.resource)) return "not_actionable";
    if (!sellers.isKnown(record.userId)) return "unknown_seller";
    return null;
  };
  return {
    dropReason(record) {
      const reason = decide(record);
      if (reason) counts[reason]++;
      if (reason !== "unknown_seller") countForSeller(record.userId, reason ?? "received");
      return reason;
    },
    countRateLimited: () => void counts.rate_limited++,
    counts: () => ({ ...counts }),
    countsFor: (sellerId) => ({ received: 0, foreign_application: 0, not_actionable: 0, ...bySeller.get(sellerId) }),
  };
}
