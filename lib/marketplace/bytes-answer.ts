import { promisify } from "node:util";
import { brotliDecompress, gunzip, inflate } from "node:zlib";
import type { Dispatcher } from "undici";
import { MarketplaceError } from "./errors";

const DECODERS: Record<string, (input: Buffer, options: { maxOutputLength: number }) => Promise<Buffer>> = {
  gzip: promisify(gunzip),
  "x-gzip": promisify(gunzip),
  deflate: promisify(inflate),
  br: promisify(brotliDecompress),
};

const tooLarge = (path: string, maxBytes: number) =>
  new MarketplaceError("upstream_error", 502, `The marketplace's answer for ${path} is larger than ${maxBytes} bytes`);

/**
 * A file answer (a label, the category dump) as bytes: read as a stream and given up as soon as it passes
 * `maxBytes`, then decoded from its content-encoding (undici's `request` does not undo gzip, fetch did),
 * decoded size bounded too. The headers come back as web Headers, for callers that read X-Content-MD5.
 */
export async function readBytesAnswer(res: Dispatcher.ResponseData, maxBytes: number, path: string) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res.body) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      res.body.destroy();
      throw tooLarge(path, maxBytes);
    }
    chunks.push(chunk as Buffer);
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const raw = Buffer.concat(chunks);
  const encoding = headers.get("content-encoding")?.trim().toLowerCase();
  const decode = encoding ? DECODERS[encoding] : undefined;
  if (!decode) return { bytes: raw, headers };
  try {
    return { bytes: await decode(raw, { maxOutputLength: maxBytes }), headers };
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") throw tooLarge(path, maxBytes);
    throw new MarketplaceError("upstream_error", 502, `The marketplace's answer for ${path} arrived damaged (${encoding})`);
  }
}
