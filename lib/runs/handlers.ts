import "server-only";
import { sellerClient } from "../marketplace/server";
import { registerRunHandler, runWorker } from "./runtime";
import { INVOICE_LINK_RUN } from "../sales/invoice-links";
import { invoiceLinkRunHandler } from "../sales/invoice-run";
import { FREE_SHIPPING_RUN, freeShippingRunHandler } from "../shipping/bulk-run";
import { LISTING_BULK_RUN, listingBulkRunHandler } from "../listing/bulk/bulk-run";
import type { RunWorker } from "./worker";
import { firstTimeInProcess } from "../process-singleton";

/**
 * Every feature's run kinds, registered in one place so the worker started at server start can resume
 * any run left by a crash (a kind not registered in this process is simply not claimed). Add a kind here.
 * Called by instrumentation.ts and by the routes that create runs; idempotent.
 */
export function ensureRunWorker(): RunWorker {
  const worker = runWorker();
  if (!firstTimeInProcess("runHandlers")) return worker;
  registerRunHandler(FREE_SHIPPING_RUN, freeShippingRunHandler(sellerClient));
  registerRunHandler(INVOICE_LINK_RUN, invoiceLinkRunHandler(sellerClient));
  registerRunHandler(LISTING_BULK_RUN, listingBulkRunHandler(sellerClient));
  worker.start();
  worker.kick();
  return worker;
}
