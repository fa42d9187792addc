import { fetchSaleLabel } from "@/lib/queries/sales";

export type LabelFormat = "pdf" | "zpl2";

/**
 * Downloads a sale's shipping label. Only ever on the person's click: fetching a label can mark the
 * shipment as printed on the marketplace (notes §11), so nothing may prefetch or preview it. Shared by the
 * sale's page and the dispatch queue.
 */
export async function downloadLabel(saleId: string, format: LabelFormat): Promise<void> {
  const { blob, filename } = await fetchSaleLabel(saleId, format);
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename ?? `label-${saleId}.${format === "pdf" ? "pdf" : "zpl"}`;
  a.click();
  // Revoked after the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
