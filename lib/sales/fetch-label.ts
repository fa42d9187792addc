import "server-only";
import { AppError } from "../errors/app-error";
import type { Db } from "../db/client";
import { env } from "../env";
import { errorFromResponse } from "../marketplace/errors";
import { labelQuery } from "../marketplace/orders";
import { tokenStore } from "../marketplace/server";

/**
 * The shipping label of one of the workspace's sales, as the marketplace renders it (ZPL II for
 * Zebra printers, or PDF). Binary, so it bypasses the JSON client; the token stays on the server.
 */
export async function fetchLabel(db: Db, workspaceId: string, sellerId: number, saleId: bigint, format: "zpl2" | "pdf"): Promise<Response> {
  const sale = await db.sale.findFirst({ where: { id: saleId, workspaceId }, select: { shipmentId: true } });
  if (!sale?.shipmentId) throw new AppError("label_unavailable", "This sale has no shipment to print a label for.");
  const token = await (await tokenStore()).getAccessToken(sellerId);
  const url = new URL(`${env().marketplaceApiUrl}/shipment_labels`);
  for (const [k, v] of Object.entries(labelQuery(Number(sale.shipmentId), format))) url.searchParams.set(k, v);
  const res = await fetch(url, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(env().MARKETPLACE_TIMEOUT_MS),
  });
  if (!res.ok) throw errorFromResponse(res.status, await res.text(), res.headers.get("retry-after"));
  const name = `label-${sale.shipmentId}.${format === "pdf" ? "pdf" : "zpl"}`;
  return new Response(await res.arrayBuffer(), {
    headers: {
      "content-type": format === "pdf" ? "application/pdf" : "text/plain; charset=utf-8",
      "content-disposition": `attachment; filename="${name}"`,
    },
  });
}
