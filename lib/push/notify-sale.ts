import "server-only";
import { Prisma } from "@prisma/client";
import type { Db } from "../db/client";
import { sendPush } from "./send";
import { inAccount } from "./in-account";
import { answeringDevices } from "./targets";
import type { BuyerRef } from "../buyer-label";
import { firstWords, pushBuyerName, pushText } from "./texts";

/** A buyer wrote on a sale: every device that wants buyer messages, tagged per sale (a newer one replaces it). */
export async function pushBuyerMessage(db: Db, workspaceId: string, saleId: bigint, buyer: BuyerRef, text: string) {
  const devices = await answeringDevices(db, workspaceId, Prisma.sql`s.buyer_replies`);
  await Promise.all(
    devices.map((d) =>
      sendPush(
        db,
        d,
        inAccount(d, {
          tag: `sale-${saleId}`,
          title: pushText(d.locale, "buyerMessage", { buyer: pushBuyerName(d.locale, buyer) }),
          body: firstWords(text),
          url: `/sales/${saleId}`,
        }),
      ),
    ),
  );
  return devices.length;
}
