// GET /api/events: server-sent events for the live views (inbox changes, presence) of the page's account,
// or, with ?account=all, of every account the person has a role in (each event names its account).
import { asksForAll, withAccounts } from "@/lib/api/with-accounts";
import { stillHoldsAccounts } from "@/lib/api/with-person";
import { liveEventStream } from "@/lib/live/event-stream";
import { startLiveWorkers } from "@/lib/jobs/scheduler";
import { AppError } from "@/lib/errors/app-error";
import { MAX_STREAMS_PER_USER, takeStreamSlot } from "@/lib/live/stream-slots";

export const dynamic = "force-dynamic";

export const GET = withAccounts("viewer", async (req, { userId, accounts }) => {
  startLiveWorkers();
  // One slot per stream, however many accounts it carries.
  const release = takeStreamSlot(userId);
  if (!release) throw new AppError("too_many_streams", `At most ${MAX_STREAMS_PER_USER} live views may be open at once; close a tab.`);
  return liveEventStream({
    accountIds: accounts.map((a) => a.workspaceId),
    // The browser's EventSource sends the last id it saw when it reconnects (to this or any instance).
    lastEventId: req.headers.get("last-event-id"),
    signal: req.signal,
    onClose: release,
    // The accounts are read on connect (withPerson, withSeller) and again with each heartbeat: a membership
    // removed (or, for all accounts, added) or a session ended (sign out everywhere, a password reset) ends
    // the stream; the browser's reconnection is judged afresh, and carries the accounts the person holds then.
    stillAllowed: () => stillHoldsAccounts(req, "viewer", accounts, { exactly: asksForAll(req) }),
  });
});
