/**
 * Claim and return uploads (notes §12): JPG, PNG or PDF, at most 5 MB, names of at most 125
 * characters of [a-zA-Z0-9._-]. The type is read from the file's first bytes, not trusted from the
 * name or the part's content type.
 */
import type { Context } from "hono";
import { MarketplaceError } from "../core/errors.ts";
import type { Attachment } from "./types.ts";

export const MAX_BYTES = 5 * 1024 * 1024;
export const MAX_NAME = 125;
const NAME = /^[a-zA-Z0-9._-]+$/;

const fileError = (code: string, message: string) => new MarketplaceError(400, "bad_request", message, [{ code, message }]);

function sniff(bytes: Uint8Array): Attachment["type"] | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return "image/png";
  if (bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46) return "application/pdf";
  return null;
}

const EXTENSIONS: Record<Attachment["type"], string[]> = {
  "image/jpeg": [".jpg", ".jpeg"],
  "image/png": [".png"],
  "application/pdf": [".pdf"],
};

/** Reads the multipart `file` part and checks it; the stored name is unique within the sandbox. */
export async function readUpload(c: Context, userId: number, storedPrefix: string, at: Date): Promise<Attachment> {
  if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data"))
    throw fileError("invalid_content_type", "send the file as multipart/form-data in the field `file`");
  const form = await c.req.parseBody().catch(() => {
    throw fileError("invalid_body", "the multipart body could not be read");
  });
  const file = form["file"];
  if (!(file instanceof File)) throw fileError("file_required", "the field `file` with the file is required");
  const name = file.name;
  if (name.length === 0 || name.length > MAX_NAME || !NAME.test(name))
    throw fileError("invalid_file_name", `file names have 1 to ${MAX_NAME} characters among letters, digits, '.', '_' and '-'`);
  if (file.size > MAX_BYTES) throw fileError("file_too_large", "files may be at most 5 MB");
  if (file.size === 0) throw fileError("empty_file", "the file is empty");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniff(bytes);
  const lower = name.toLowerCase();
  if (!type || !EXTENSIONS[type].some((ext) => lower.endsWith(ext)))
    throw fileError("invalid_file_type", "only JPG, PNG and PDF files are accepted");
  return {
    filename: `${storedPrefix}_${name}`.slice(0, MAX_NAME),
    original_filename: name,
    size: file.size,
    type,
    date_created: at,
    user_id: userId,
    bytes,
  };
}
