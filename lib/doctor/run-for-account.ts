import "server-only";
import type { SellerClient } from "../marketplace/client";
import { MarketplaceError } from "../marketplace/errors";
import { getCurrentUserProfile } from "../marketplace/users";
import { processSingleton } from "../process-singleton";
import { createSingleFlight } from "../single-flight";
import type { DoctorReport } from "../schemas/doctor";
import { runDoctor } from "./run-doctor";

export interface DoctorAccount {
  workspaceId: string;
  nickname: string;
  sellerId: number;
  siteId: string;
  marketplace: SellerClient;
  marketplaceUrl: string;
}

/** Failures that say nothing about shapes: the page shows them as its state (unreachable, limited, reconnect). */
const TRANSPORT = new Set(["upstream_unreachable", "upstream_timeout", "rate_limited", "reauth_required"]);

// One run per account at a time, across tabs and teammates: a second click joins the run in flight.
const doctorRuns = processSingleton("doctorRuns", () => createSingleFlight<string, DoctorReport>());

/**
 * `npm run doctor`'s checks from the running app (Settings → Notifications → Diagnostics), for servers on
 * the embedded database where the command cannot open it beside the app. The same reads through the
 * same code, read-only (conversations with mark_as_read=false, no labels). When the marketplace cannot
 * be reached, is limiting, or wants the account reconnected, that is thrown instead of a table of
 * thirty identical failures.
 */
export function runDoctorForAccount(account: DoctorAccount): Promise<DoctorReport> {
  return doctorRuns.run(account.workspaceId, () => check(account));
}

async function check({ nickname, sellerId, siteId, marketplace, marketplaceUrl }: DoctorAccount): Promise<DoctorReport> {
  try {
    await getCurrentUserProfile(marketplace);
  } catch (error) {
    if (error instanceof MarketplaceError && TRANSPORT.has(error.kind)) throw error;
    // Any other failure of the first read is the table's first row.
  }
  const rows = await runDoctor({ marketplace, sellerId, siteId });
  return { nickname, siteId, sellerId, marketplaceUrl, checkedAt: new Date().toISOString(), rows };
}
