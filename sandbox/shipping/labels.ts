import { strToU8, zipSync } from "fflate";

/**
 * Shipping labels: ZPL II text for Zebra printers and a small, valid single-page-per-label PDF.
 * Only what a label shows is rendered (shipment, sender, receiver, a Code 128 barcode in ZPL).
 */
export interface LabelData {
  shipment_id: number;
  seller_nickname: string;
  receiver: string;
  city: string;
  zip_code: string;
  logistic_type: string;
}

/** ASCII only: ZPL fields and PDF's standard fonts do not take accents without extra encoding. */
const ascii = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/[\\^~]/g, "");

export function zplLabels(labels: LabelData[]): string {
  return labels
    .map((l) =>
      [
        "^XA",
        "^CI28",
        "^PW812^LL1218",
        `^FO40,40^A0N,40,40^FDEnvio ${l.shipment_id}^FS`,
        `^FO40,100^A0N,30,30^FDRemitente: ${ascii(l.seller_nickname)}^FS`,
        `^FO40,150^A0N,30,30^FDDestino: ${ascii(l.receiver)}^FS`,
        `^FO40,200^A0N,30,30^FD${ascii(l.city)} - CP ${ascii(l.zip_code)}^FS`,
        `^FO40,250^A0N,26,26^FDLogistica: ${ascii(l.logistic_type)}^FS`,
        `^FO60,320^BY3^BCN,200,Y,N,N^FD${l.shipment_id}^FS`,
        "^XZ",
      ].join("\n"),
    )
    .join("\n");
}

/** A PDF 1.4 document with one page per label, Helvetica text, correct xref offsets. */
export function pdfLabels(labels: LabelData[]): Uint8Array {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) && objects.length;
  const catalog = add("");
  const pagesId = add("");
  const font = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
  const pageIds: number[] = [];
  for (const l of labels) {
    const lines = [
      `Envio ${l.shipment_id}`,
      `Remitente: ${l.seller_nickname}`,
      `Destino: ${l.receiver}`,
      `${l.city} - CP ${l.zip_code}`,
      `Logistica: ${l.logistic_type}`,
    ];
    const text = lines
      .map((line, i) => `BT /F1 ${i === 0 ? 18 : 12} Tf 30 ${380 - i * 28} Td (${ascii(line).replace(/[()]/g, "")}) Tj ET`)
      .join("\n");
    const stream = `${text}\n0.5 w 30 200 m 258 200 l S`;
    const content = add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 288 432] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`;
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

/** The real API's Zebra answer: a ZIP archive holding the ZPL text file (notes §11). */
export function zipLabels(zpl: string): Uint8Array {
  return zipSync({ "Etiqueta de envio.txt": strToU8(zpl) });
}
