import { randomBytes } from "node:crypto";

/**
 * A multipart/form-data body with one file, as the claims' attachment uploads take it (notes §12:
 * `POST …/claims/{id}/attachments`, `…/returns/attachments`). Built as one buffer, not a stream: the
 * files are capped at 5 MB, and a buffer can be sent again when the governor retries a 429.
 */
export class MultipartFile {
  readonly boundary = `----mostrador${randomBytes(12).toString("hex")}`;

  constructor(
    /** The form field's name (`file` for every upload the marketplace documents). */
    readonly field: string,
    readonly fileName: string,
    readonly contentType: string,
    readonly bytes: Buffer,
  ) {}

  get contentTypeHeader(): string {
    return `multipart/form-data; boundary=${this.boundary}`;
  }

  /** The encoded body. The file name is quoted; names are checked before (claim-attachments.ts), so no quote or line break reaches here. */
  encode(): Buffer {
    const head =
      `--${this.boundary}\r\n` +
      `Content-Disposition: form-data; name="${this.field}"; filename="${this.fileName}"\r\n` +
      `Content-Type: ${this.contentType}\r\n\r\n`;
    return Buffer.concat([Buffer.from(head, "utf8"), this.bytes, Buffer.from(`\r\n--${this.boundary}--\r\n`, "utf8")]);
  }
}
