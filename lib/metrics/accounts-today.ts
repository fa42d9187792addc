import type { PersonAccount } from "../accounts/person-accounts";
import type { Db } from "../db/client";
import { readQuestionsWork } from "../questions/questions-work";
import { countSales } from "../sales/list-sales";
import type { AccountToday } from "../schemas/overview";

/**
 * Today's work of each account, side by side (the overview's strip for people with several accounts), in the
 * order given (the person's memberships, oldest first). Only the accounts passed are read: the route passes
 * those the person has a role in. Each figure is the one the account's own pages show: the questions card's
 * counts (readQuestionsWork) and the sales list's "Buyer replied · unread" count (countSales), all from our
 * copy, so the strip costs no marketplace call however many accounts there are.
 */
export async function readAccountsToday(db: Db, userId: string, accounts: PersonAccount[], now = Date.now()): Promise<AccountToday[]> {
  // Named from the workspace rows (withAccounts' one-account mode does not name it), with whether it is connected.
  const rows = await db.workspace.findMany({
    where: { id: { in: accounts.map((a) => a.workspaceId) } },
    select: { id: true, nickname: true, siteId: true, connection: { select: { workspaceId: true } } },
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return Promise.all(
    accounts.flatMap((account) => {
      const row = byId.get(account.workspaceId);
      if (!row) return []; // deleted since the memberships were read
      return [
        Promise.all([readQuestionsWork(db, row.id, userId, now), countSales(db, row.id, userId, { show: "unread" })]).then(
          ([questions, unreadSales]) => ({
            accountId: row.id,
            nickname: row.nickname,
            siteId: row.siteId,
            isConnected: row.connection !== null,
            questions,
            unreadSales,
          }),
        ),
      ];
    }),
  );
}
