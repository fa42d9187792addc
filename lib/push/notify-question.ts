import "server-only";
import { Prisma } from "@prisma/client";
import type { Db } from "../db/client";
import { sqlUtc } from "../db/sql-time";
import type { PushPayload } from "../schemas/push";
import { sendPush } from "./send";
import { inAccount } from "./in-account";
import { answeringDevices, answeringMember, deviceColumns, type DeviceRow } from "./targets";
import { firstWords, pushBuyerName, pushText } from "./texts";

interface QuestionFacts {
  status: string;
  deleted: boolean;
  hidden: boolean;
  text: string;
  assignee_id: string | null;
  item_title: string | null;
  item_id: string;
  asker: string | null;
  asker_id: bigint | null;
  answered_by: string | null;
}

async function readQuestion(db: Db, workspaceId: string, questionId: bigint): Promise<QuestionFacts | null> {
  const [row] = await db.$queryRaw<QuestionFacts[]>`
    SELECT q.status, q.deleted, q.hidden, q.text, q.assignee_id, q.item_id, i.title AS item_title, u.nickname AS asker, q.asker_id, a.name AS answered_by
      FROM questions q
      LEFT JOIN item_snapshots i ON i.id = q.item_id AND i.workspace_id = q.workspace_id
      LEFT JOIN marketplace_user_snapshots u ON u.id = q.asker_id
      LEFT JOIN users a ON a.id = q.answered_by_id
     WHERE q.id = ${questionId} AND q.workspace_id = ${workspaceId}`;
  return row ?? null;
}

const isOpen = (q: QuestionFacts | null): boolean => Boolean(q && q.status === "UNANSWERED" && !q.deleted && !q.hidden);

/** The tag a device replaces by: one notification per question. */
export const questionTag = (questionId: bigint) => `question-${questionId}`;
/** The inbox with the question open and its composer focused (the inbox reads `focus=answer`). */
export const questionUrl = (questionId: bigint) => `/questions?question=${questionId}&focus=answer`;

function questionPayload(q: QuestionFacts, questionId: bigint, locale: string, heading: "newQuestion" | "assigned"): PushPayload {
  return {
    tag: questionTag(questionId),
    title: pushText(locale, heading, { item: q.item_title ?? q.item_id }),
    body: pushText(locale, "questionBody", {
      asker: pushBuyerName(locale, { id: q.asker_id, nickname: q.asker }),
      words: firstWords(q.text),
    }),
    url: questionUrl(questionId),
  };
}

/**
 * Claims (device, question) for the devices not notified of it yet, so a question reaches each device
 * once however many paths ask (a new question, then its assignment; two instances), and the answer
 * knows whom to tell.
 */
async function claim(db: Db, workspaceId: string, questionId: bigint, devices: DeviceRow[]): Promise<DeviceRow[]> {
  if (!devices.length) return [];
  const claimed = await db.$queryRaw<Array<{ subscription_id: string }>>`
    INSERT INTO push_deliveries (subscription_id, question_id, workspace_id)
    SELECT unnest(${devices.map((d) => d.id)}::text[]), ${questionId}, ${workspaceId}
    ON CONFLICT DO NOTHING RETURNING subscription_id`;
  const ids = new Set(claimed.map((c) => c.subscription_id));
  return devices.filter((d) => ids.has(d.id));
}

async function notify(
  db: Db,
  workspaceId: string,
  questionId: bigint,
  chose: (q: QuestionFacts) => Prisma.Sql,
  heading: "newQuestion" | "assigned",
) {
  const q = await readQuestion(db, workspaceId, questionId);
  if (!q || !isOpen(q)) return 0;
  const devices = await claim(db, workspaceId, questionId, await answeringDevices(db, workspaceId, chose(q)));
  if (!devices.length) return 0;
  // Answered while we looked up the devices (a teammate was quicker): nothing to say any more.
  if (!isOpen(await readQuestion(db, workspaceId, questionId))) {
    await db.$executeRaw`DELETE FROM push_deliveries WHERE question_id = ${questionId} AND subscription_id = ANY (${devices.map((d) => d.id)}::text[])`;
    return 0;
  }
  await Promise.all(devices.map((d) => sendPush(db, d, inAccount(d, questionPayload(q, questionId, d.locale, heading)))));
  return devices.length;
}

/** A new unanswered question: every device that wants new questions (or only its assignee's, if it is assigned). */
export function pushNewQuestion(db: Db, workspaceId: string, questionId: bigint) {
  return notify(
    db,
    workspaceId,
    questionId,
    (q) => Prisma.sql`s.new_questions AND (NOT s.only_assigned OR s.user_id = ${q.assignee_id})`,
    "newQuestion",
  );
}

/** A question assigned to a member: their devices that want only what is assigned to them. */
export function pushAssignedQuestion(db: Db, workspaceId: string, questionId: bigint, assigneeId: string) {
  return notify(
    db,
    workspaceId,
    questionId,
    (q) =>
      q.assignee_id === assigneeId ? Prisma.sql`s.new_questions AND s.only_assigned AND s.user_id = ${assigneeId}` : Prisma.sql`false`,
    "assigned",
  );
}

/**
 * A question no longer waiting (answered here or on the marketplace, deleted, closed): every device that
 * was notified of it gets a silent notification with the same tag, which replaces the old one
 * ("Answered by Ana"). Each device once: the update claims the rows. Only while its person still answers in
 * this account, as for new sends: a removed or demoted teammate hears nothing more of it (not even who answered).
 */
export async function replaceAnsweredQuestion(db: Db, workspaceId: string, questionId: bigint) {
  const q = await readQuestion(db, workspaceId, questionId);
  if (!q || isOpen(q)) return 0;
  const devices = await db.$queryRaw<Array<DeviceRow>>`
    WITH replaced AS (
      UPDATE push_deliveries SET replaced_at = ${sqlUtc(new Date())}::timestamp(3)
       WHERE workspace_id = ${workspaceId} AND question_id = ${questionId} AND replaced_at IS NULL
       RETURNING subscription_id)
    SELECT ${deviceColumns(workspaceId)}
      FROM push_subscriptions s JOIN replaced r ON r.subscription_id = s.id
      ${answeringMember(workspaceId)}`;
  const title = (locale: string) =>
    q.status === "ANSWERED" || q.answered_by
      ? q.answered_by
        ? pushText(locale, "answeredBy", { name: q.answered_by })
        : pushText(locale, "answeredElsewhere")
      : pushText(locale, "closed");
  await Promise.all(
    devices.map((d) =>
      sendPush(
        db,
        d,
        inAccount(d, {
          tag: questionTag(questionId),
          title: title(d.locale),
          body: pushText(d.locale, "questionBody", {
            asker: pushBuyerName(d.locale, { id: q.asker_id, nickname: q.asker }),
            words: firstWords(q.text),
          }),
          url: questionUrl(questionId),
          silent: true,
        }),
      ),
    ),
  );
  return devices.length;
}
