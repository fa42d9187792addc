import "server-only";
import { AppError } from "../errors/app-error";
import type { Db } from "../db/client";
import { env } from "../env";
import { errorFromResponse } from "../marketplace/errors";
import { labelQuery } from "../marketplace/orders";
import { tokenStore } from "../marketplace/server";
import { readLabelAnswer } from "./label-answer";

/** Where the label is read from: the marketplace and the seller's bearer (tests pass a sandbox's). */
export interface LabelUpstream {
  baseUrl: string;
  token: (sellerId: number) => Promise<string>;
  timeoutMs: number;
}

const fromEnv = (): LabelUpstream => ({
  baseUrl: env().marketplaceApiUrl,
  token: async (sellerId) => (await tokenStore()).getAccessToken(sellerId),
  timeoutMs: env().MARKETPLACE_TIMEOUT_MS,
});

/**
 * The shipping label of one of the workspace's sales, as the marketplace renders it (ZPL II for Zebra
 * printers, or PDF). Binary, so it bypasses the JSON client; the token stays on the server. Integrators
 * report that downloading a label marks the shipment as printed (notes §11): this runs only on the
 * person's click, never to prefetch or preview.
 */
export async function fetchLabel(
  db: Db,
  workspaceId: string,
  sellerId: number,
  saleId: bigint,
  format: "zpl2" | "pdf",
  upstream: LabelUpstream = fromEnv(),
): Promise<Response> {
  const sale = await db.sale.findFirst({ where: { id: saleId, workspaceId }, select: { shipmentId: true } });
  if (!sale?.shipmentId) throw new AppError("label_unavailable", "This sale has no shipment to print a label for.");
  const url = new URL(`${upstream.baseUrl}/shipment_labels`);
  for (const [k, v] of Object.entries(labelQuery(Number(sale.shipmentId), format))) url.searchParams.set(k, v);
  const res = await fetch(url, {
    headers: { authorization: `Bearer ${await upstream.token(sellerId)}` },
    signal: AbortSignal.timeout(upstream.timeoutMs),
  });
  if (!res.ok) throw errorFromResponse(res.status, await res.text(), res.headers.get("retry-after"));
  const file = readLabelAnswer(new Uint8Array(await res.arrayBuffer()), format);
  const name = `label-${sale.shipmentId}.${file.kind}`;
  return new Response(file.kind === "pdf" ? file.bytes : file.text, {
    headers: {
      "content-type": file.kind === "pdf" ? "application/pdf" : "text/plain; charset=utf-8",
      "content-disposition": `attachment; filename="${name}"`,
      // A label is the seller's: never kept by a browser or proxy cache.
      "cache-control": "no-store",
    },
  });
}
