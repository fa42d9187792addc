import { strFromU8, unzipSync } from "fflate";
import { z } from "zod";
import { AppError } from "../errors/app-error";

/**
 * What /shipment_labels answered, as the file the person downloads. The real API (notes §11) zips the
 * Zebra label (a ZIP holding the ZPL text file) and answers 200 JSON `{failed_shipments: [...]}` when a
 * label cannot be made; the spec's sandbox sends the ZPL text as it is. Both give the same `.zpl` file.
 */
export type LabelFile = { kind: "zpl"; text: string } | { kind: "pdf"; bytes: Uint8Array<ArrayBuffer> };

/**
 * The failed entries' shape is not documented: read leniently, keeping whatever names the shipment and
 * says why (`message`, else a cause or status code).
 */
const failedSchema = z.object({
  failed_shipments: z.array(
    z
      .object({
        shipment_id: z.union([z.number(), z.string()]).nullish(),
        id: z.union([z.number(), z.string()]).nullish(),
        message: z.string().nullish(),
        cause: z.string().nullish(),
        error: z.string().nullish(),
        status: z.string().nullish(),
      })
      .passthrough(),
  ),
});

export interface FailedLabel {
  shipmentId: string | null;
  reason: string;
}

const isZip = (b: Uint8Array) => b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
const isPdf = (b: Uint8Array) => strFromU8(b.subarray(0, 5)) === "%PDF-";
const looksJson = (b: Uint8Array) => {
  const first = strFromU8(b.subarray(0, 64)).trimStart()[0];
  return first === "{" || first === "[";
};

export function readLabelAnswer(bytes: Uint8Array<ArrayBuffer>, format: "zpl2" | "pdf"): LabelFile {
  if (looksJson(bytes)) throw failedLabel(bytes);
  if (format === "pdf") {
    if (!isPdf(bytes)) throw new AppError("upstream_error", "The marketplace's label answer is not a PDF.");
    return { kind: "pdf", bytes };
  }
  // ZIP by its magic bytes (`PK\x03\x04`), not by content-type: proxies and the spec's sandbox label it differently.
  if (!isZip(bytes)) return { kind: "zpl", text: strFromU8(bytes) };
  const files = Object.entries(unzipSync(bytes)).filter(([name, data]) => !name.endsWith("/") && data.length > 0);
  if (files.length === 0) throw new AppError("upstream_error", "The marketplace's label archive holds no file.");
  // One file per call in practice; several (one per shipment) are joined, as ZPL labels simply follow each other.
  return { kind: "zpl", text: files.map(([, data]) => strFromU8(data)).join("\n") };
}

/** A `{failed_shipments}` answer as our label_failed, naming each shipment and its reason. */
function failedLabel(bytes: Uint8Array): AppError {
  let parsed: z.infer<typeof failedSchema> | null = null;
  try {
    const result = failedSchema.safeParse(JSON.parse(strFromU8(bytes)));
    if (result.success) parsed = result.data;
  } catch {
    // Not JSON after all: reported as an unreadable answer below.
  }
  if (!parsed) return new AppError("upstream_error", "The marketplace answered the label request with an unreadable JSON body.");
  const failed: FailedLabel[] = parsed.failed_shipments.map((f) => ({
    shipmentId: f.shipment_id != null ? String(f.shipment_id) : f.id != null ? String(f.id) : null,
    reason: f.message ?? f.cause ?? f.error ?? f.status ?? "no reason given",
  }));
  const words = failed.map((f) => (f.shipmentId ? `${f.shipmentId}: ${f.reason}` : f.reason)).join("; ");
  return new AppError("label_failed", `The marketplace could not make the label (${words}).`, { failed });
}
