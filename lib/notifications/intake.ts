import type { KnownSellers } from "./known-sellers";
import { isActionable, type NotificationRecord } from "./parse";

/** Why the callback answered 200 and kept nothing. */
export type DropReason = "foreign_application" | "not_actionable" | "unknown_seller";
/** What the callback refused or dropped, since this process started (Settings → Notifications shows it). */
export type IntakeCounts = Record<DropReason | "rate_limited", number>;

export interface Intake {
  /** Null when the notification is ours to journal; otherwise why it is dropped (and counted). */
  dropReason(record: NotificationRecord): DropReason | null;
  countRateLimited(): void;
  counts(): IntakeCounts;
}

/**
 * The callback's gate before the journal: a notification for another application, for a topic or
 * resource we never act on, or for a seller who is not connected here is answered 200 (the marketplace
 * must not retry it) and dropped, so a forger cannot fill the journal or the database with them.
 * A missing application_id is not ours either: the real API always sends it.
 */
export function createIntake({ applicationId, sellers }: { applicationId: string; sellers: KnownSellers }): Intake {
  const counts: IntakeCounts = { foreign_application: 0, not_actionable: 0, unknown_seller: 0, rate_limited: 0 };
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
      return reason;
    },
    countRateLimited: () => void counts.rate_limited++,
    counts: () => ({ ...counts }),
  };
}
