import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { readLabelAnswer } from "./label-answer";

// The real /shipment_labels answers as ../shared/reference/marketplace-api-notes.md §11 ("Labels") reports
// them: response_type=zpl2 → a ZIP holding the ZPL text file; a label that cannot be made → 200
// {"failed_shipments": [...]}, whose entries the notes do not detail (hence the lenient reading tested here).
const ZPL = "^XA\n^FO40,40^A0N,40,40^FDEnvio 4321^FS\n^XZ";
const bytes = (text: string) => strToU8(text) as Uint8Array<ArrayBuffer>;

describe("reading a label answer", () => {
  it("unzips a ZIP (found by its PK magic bytes) to the ZPL text inside", () => {
    const zip = zipSync({ "Etiqueta de envio.txt": strToU8(ZPL) }) as Uint8Array<ArrayBuffer>;
    expect(readLabelAnswer(zip, "zpl2")).toEqual({ kind: "zpl", text: ZPL });
  });

  it("joins several files of one archive (one label per shipment) and skips folders", () => {
    const zip = zipSync({
      "a.txt": strToU8("^XA^XZ"),
      "dir/": new Uint8Array(),
      "dir/b.txt": strToU8("^XA^FDb^XZ"),
    }) as Uint8Array<ArrayBuffer>;
    expect(readLabelAnswer(zip, "zpl2")).toEqual({ kind: "zpl", text: "^XA^XZ\n^XA^FDb^XZ" });
  });

  it("takes raw ZPL as it is (the spec's answer)", () => {
    expect(readLabelAnswer(bytes(ZPL), "zpl2")).toEqual({ kind: "zpl", text: ZPL });
  });

  it("turns failed_shipments into label_failed naming each shipment and its reason", () => {
    const answer = {
      failed_shipments: [
        { shipment_id: 4321, status: "delivered", message: "The shipment is delivered" },
        { id: "77", cause: "not_found" },
      ],
    };
    expect(() => readLabelAnswer(bytes(JSON.stringify(answer)), "zpl2")).toThrow(
      expect.objectContaining({
        code: "label_failed",
        details: {
          failed: [
            { shipmentId: "4321", reason: "The shipment is delivered" },
            { shipmentId: "77", reason: "not_found" },
          ],
        },
      }),
    );
  });

  it("a JSON answer that is not failed_shipments, or a PDF request answered with something else, is upstream_error", () => {
    expect(() => readLabelAnswer(bytes(`{"message":"odd"}`), "pdf")).toThrow(expect.objectContaining({ code: "upstream_error" }));
    expect(() => readLabelAnswer(bytes(ZPL), "pdf")).toThrow(expect.objectContaining({ code: "upstream_error" }));
    const pdf = bytes("%PDF-1.4\n%%EOF\n");
    expect(readLabelAnswer(pdf, "pdf")).toEqual({ kind: "pdf", bytes: pdf });
  });
});
