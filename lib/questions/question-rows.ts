import { Prisma } from "@prisma/client";
import type { QuestionSummary } from "../schemas/questions";

/**
 * The one SELECT behind the list and the detail: the question with its item and asker snapshots, its
 * assignee, how many earlier questions the asker made on the item (the thread) and its note count.
 * Every join repeats the workspace so nothing from another workspace can ride along.
 */
export const SUMMARY_SELECT = Prisma.sql`
  SELECT q.id, q.workspace_id, q.text, q.status, q.date_created, q.item_id, q.asker_id, q.answer_text, q.answer_status, q.answer_date,
         q.assignee_id, u.name AS assignee_name,
         s.title AS item_title, s.thumbnail AS item_thumbnail, s.price AS item_price, s.currency_id AS item_currency,
         s.available_quantity AS item_stock, s.status AS item_status, s.permalink AS item_permalink,
         m.nickname AS asker_nickname,
         (SELECT count(*) FROM questions e WHERE e.workspace_id = q.workspace_id AND e.item_id = q.item_id
            AND e.asker_id = q.asker_id AND e.date_created < q.date_created AND NOT e.deleted)::int AS earlier_count,
         (SELECT count(*) FROM notes n WHERE n.question_id = q.id AND n.workspace_id = q.workspace_id)::int AS note_count
  FROM questions q
  LEFT JOIN item_snapshots s ON s.id = q.item_id AND s.workspace_id = q.workspace_id
  LEFT JOIN marketplace_user_snapshots m ON m.id = q.asker_id
  LEFT JOIN memberships am ON am.user_id = q.assignee_id AND am.workspace_id = q.workspace_id
  LEFT JOIN users u ON u.id = am.user_id`;

export interface SummaryRow {
  id: bigint;
  workspace_id: string;
  text: string;
  status: string;
  date_created: Date;
  item_id: string;
  asker_id: bigint | null;
  answer_text: string | null;
  answer_status: string | null;
  answer_date: Date | null;
  assignee_id: string | null;
  assignee_name: string | null;
  item_title: string | null;
  item_thumbnail: string | null;
  item_price: number | null;
  item_currency: string | null;
  item_stock: number | null;
  item_status: string | null;
  item_permalink: string | null;
  asker_nickname: string | null;
  earlier_count: number;
  note_count: number;
}

export function toSummary(r: SummaryRow): QuestionSummary {
  return {
    id: String(r.id),
    accountId: r.workspace_id,
    text: r.text,
    status: r.status,
    dateCreated: r.date_created.toISOString(),
    item:
      r.item_title === null
        ? null
        : {
            id: r.item_id,
            title: r.item_title,
            thumbnail: r.item_thumbnail,
            price: Number(r.item_price ?? 0),
            currencyId: r.item_currency ?? "",
            availableQuantity: Number(r.item_stock ?? 0),
            status: r.item_status ?? "unknown",
            permalink: r.item_permalink,
          },
    asker: { id: r.asker_id === null ? null : String(r.asker_id), nickname: r.asker_nickname },
    answer:
      r.answer_status === null
        ? null
        : { text: r.answer_text ?? "", status: r.answer_status, dateCreated: r.answer_date?.toISOString() ?? null },
    // A teammate removed from the workspace no longer shows as assignee (the membership join drops it).
    assignee: r.assignee_id && r.assignee_name !== null ? { id: r.assignee_id, name: r.assignee_name } : null,
    earlierCount: Number(r.earlier_count),
    noteCount: Number(r.note_count),
  };
}
