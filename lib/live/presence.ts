import type { Db } from "../db/client";
import { sqlUtc } from "../db/sql-time";
import type { LiveEvent } from "../schemas/live-events";
import { VIEWING_TTL_MS } from "../schemas/presence-timing";
import { publishLiveEvent } from "./bus";

/**
 * Who is looking at or typing in which question, per workspace, in the database so every instance
 * sees the same teammates. Clients refresh their state every few seconds; an entry nobody refreshes
 * expires (a closed laptop leaves no ghost). Only changes are published, so refreshes cost no events.
 */
export { VIEWING_TTL_MS };
/** Typing lapses back to viewing quickly: a teammate who stopped typing is no longer about to answer. */
export const TYPING_TTL_MS = 6_000;

type PresenceEvent = Extract<LiveEvent, { type: "presence" }>;
type State = "viewing" | "typing";

export async function setPresence(
  db: Db,
  workspaceId: string,
  user: { id: string; name: string },
  questionId: string,
  state: State | "left",
  now = Date.now(),
): Promise<void> {
  const key = { workspaceId, questionId, userId: user.id };
  if (state === "left") {
    // Only the request that actually removed the row publishes "left".
    const { count } = await db.presence.deleteMany({ where: key });
    if (count > 0) publish(workspaceId, questionId, user, "left");
    return;
  }
  const before = await writePresence(db, workspaceId, questionId, user, state, sqlUtc(new Date(now)));
  if (before !== state) publish(workspaceId, questionId, user, state);
}

/**
 * Upserts the row and returns its previous state (null when new). The update locks the row and
 * reads the old state in the same statement, so two instances refreshing one teammate agree on which
 * of them saw the change; an insert racing another insert falls back to the update.
 */
async function writePresence(
  db: Db,
  workspaceId: string,
  questionId: string,
  user: { id: string; name: string },
  state: State,
  at: string,
): Promise<string | null> {
  const params = [workspaceId, questionId, user.id, user.name, state, at];
  for (let attempt = 0; attempt < 3; attempt++) {
    const updated = await db.$queryRawUnsafe<{ before: string }[]>(
      `UPDATE presence p SET user_name = $4, state = $5, seen_at = $6::timestamp,
         typing_at = CASE WHEN $5 = 'typing' THEN $6::timestamp ELSE p.typing_at END
       FROM (SELECT workspace_id, question_id, user_id, state FROM presence
             WHERE workspace_id = $1 AND question_id = $2 AND user_id = $3 FOR UPDATE) old
       WHERE p.workspace_id = old.workspace_id AND p.question_id = old.question_id AND p.user_id = old.user_id
       RETURNING old.state AS before`,
      ...params,
    );
    if (updated.length > 0) return updated[0]!.before;
    const inserted = await db.$executeRawUnsafe(
      `INSERT INTO presence (workspace_id, question_id, user_id, user_name, state, seen_at, typing_at)
       VALUES ($1, $2, $3, $4, $5, $6::timestamp, CASE WHEN $5 = 'typing' THEN $6::timestamp END)
       ON CONFLICT DO NOTHING`,
      ...params,
    );
    if (inserted === 1) return null;
  }
  throw new Error("presence row kept changing under us");
}

/** The current state of a workspace, as events: what a freshly opened stream is told first. */
export async function listPresence(db: Db, workspaceId: string): Promise<PresenceEvent[]> {
  const rows = await db.presence.findMany({ where: { workspaceId }, orderBy: [{ questionId: "asc" }, { seenAt: "asc" }] });
  return rows.map((r) => ({
    type: "presence",
    questionId: r.questionId,
    user: { id: r.userId, name: r.userName },
    state: r.state as State,
  }));
}

/**
 * Drops or downgrades stale entries. Every instance may run it: DELETE/UPDATE … RETURNING hands each
 * stale row to exactly one of them, which publishes the change once. Exported so tests pass a clock.
 */
export async function expirePresence(db: Db, now = Date.now()): Promise<void> {
  const gone = await db.$queryRawUnsafe<{ workspace_id: string; question_id: string; user_id: string; user_name: string }[]>(
    `DELETE FROM presence WHERE seen_at < $1::timestamp RETURNING workspace_id, question_id, user_id, user_name`,
    sqlUtc(new Date(now - VIEWING_TTL_MS)),
  );
  for (const r of gone) publish(r.workspace_id, r.question_id, { id: r.user_id, name: r.user_name }, "left");
  const idle = await db.$queryRawUnsafe<{ workspace_id: string; question_id: string; user_id: string; user_name: string }[]>(
    `UPDATE presence SET state = 'viewing' WHERE state = 'typing' AND typing_at < $1::timestamp
     RETURNING workspace_id, question_id, user_id, user_name`,
    sqlUtc(new Date(now - TYPING_TTL_MS)),
  );
  for (const r of idle) publish(r.workspace_id, r.question_id, { id: r.user_id, name: r.user_name }, "viewing");
}

function publish(workspaceId: string, questionId: string, user: { id: string; name: string }, state: PresenceEvent["state"]) {
  publishLiveEvent(workspaceId, { type: "presence", questionId, user, state });
}
