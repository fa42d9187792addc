import "server-only";
import { AppError } from "../errors/app-error";
import type { Db } from "../db/client";
import type { SellerBytesClient } from "../marketplace/client";
import { labelQuery } from "../marketplace/orders";
import { readLabelAnswer } from "./label-answer";

/** A label is a page or two: far more than this is not a label. */
const MAX_LABEL_BYTES = 10 * 1024 * 1024;

/**
 * The shipping label of one of the workspace's sales, as the marketplace renders it (ZPL II for Zebra
 * printers, or PDF). A file, so it goes through the client's bytes call (the governor, the 401 refresh);
 * the token stays on the server. Integrators report that downloading a label marks the shipment as
 * printed (notes §11): this runs only on the person's click, never to prefetch or preview.
 */
export async function fetchLabel(
  db: Db,
  marketplace: SellerBytesClient,
  workspaceId: string,
  saleId: bigint,
  format: "zpl2" | "pdf",
): Promise<Response> {
  const sale = await db.sale.findFirst({ where: { id: saleId, workspaceId }, select: { shipmentId: true } });
  if (!sale?.shipmentId) throw new AppError("label_unavailable", "This sale has no shipment to print a label for.");
  const { bytes } = await marketplace("/shipment_labels", {
    query: labelQuery(Number(sale.shipmentId), format),
    maxBytes: MAX_LABEL_BYTES,
  });
  const file = readLabelAnswer(new Uint8Array(bytes), format);
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
