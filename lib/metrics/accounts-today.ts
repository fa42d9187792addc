import type { PersonAccount } from "../accounts/person-accounts";
import type { Db } from "../db/client";
import { readQuestionsWork } from "../questions/questions-work";
import { countSales } from "../sales/list-sales";
import type { AccountToday } from "../schemas/overview";
import { countDispatchRisk } from "../health/dispatch-risk";
import { readLastLevels } from "../health/record-day";

/**
 * Today's work of each account, side by side (the overview's strip for people with several accounts), in the
 * order given (the person's memberships, oldest first). Only the accounts passed are read: the route passes
 * those the person has a role in. Each figure is the one the account's own pages show: the questions card's
 * counts (readQuestionsWork) and the sales list's "Buyer replied · unread" count (countSales), all from our
 * copy, so the strip costs no marketplace call however many accounts there are. Health: the colour of the
 * account's last reading in our daily copy, and its sales that must leave today or are late.
 */
export async function readAccountsToday(db: Db, userId: string, accounts: PersonAccount[], now = Date.now()): Promise<AccountToday[]> {
  // Named from the workspace rows (withAccounts' one-account mode does not name it), with whether it is connected.
  const rows = await db.workspace.findMany({
    where: { id: { in: accounts.map((a) => a.workspaceId) } },
    select: { id: true, nickname: true, siteId: true, connection: { select: { workspaceId: true } } },
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const levels = await readLastLevels(
    db,
    rows.map((row) => row.id),
  );
  return Promise.all(
    accounts.flatMap((account) => {
      const row = byId.get(account.workspaceId);
      if (!row) return []; // deleted since the memberships were read
      return [
        Promise.all([
          readQuestionsWork(db, row.id, userId, now),
          countSales(db, row.id, userId, { show: "unread" }),
          countDispatchRisk(db, row.id, new Date(now)),
        ]).then(([questions, unreadSales, dispatch]) => ({
          accountId: row.id,
          nickname: row.nickname,
          siteId: row.siteId,
          isConnected: row.connection !== null,
          questions,
          unreadSales,
          health: { isRead: levels.has(row.id), levelId: levels.get(row.id) ?? null, dispatchRisk: dispatch.dueToday + dispatch.late },
        })),
      ];
    }),
  );
}
