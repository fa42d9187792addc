/**
 * The marketplace's rules for a claim's attachments (notes §12): JPG, PNG or PDF, at most 5 MB, a name of
 * at most 125 characters of `[a-zA-Z0-9._-]`. Shared by the composer (it says why before uploading) and
 * the server (it refuses before calling the marketplace). `safeAttachmentName` turns a phone's photo name
 * ("IMG 2024 ñ.jpeg") into one the marketplace takes, keeping the extension.
 */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_NAME_MAX = 125;
export const ATTACHMENT_TYPES = {
  "image/jpeg": ["jpg", "jpeg"],
  "image/png": ["png"],
  "application/pdf": ["pdf"],
} as const;
export type AttachmentType = keyof typeof ATTACHMENT_TYPES;

const NAME = /^[a-zA-Z0-9._-]{1,125}$/;

export type AttachmentProblem = "type" | "size" | "empty" | "name";

/** Why the marketplace would refuse this file, or null when it takes it. */
export function attachmentProblem(file: { name: string; type: string; size: number }): AttachmentProblem | null {
  if (!(file.type in ATTACHMENT_TYPES)) return "type";
  if (file.size === 0) return "empty";
  if (file.size > ATTACHMENT_MAX_BYTES) return "size";
  if (!NAME.test(file.name)) return "name";
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  if (!(ATTACHMENT_TYPES[file.type as AttachmentType] as readonly string[]).includes(extension)) return "name";
  return null;
}

/** A name the marketplace takes: accents dropped, anything else outside the set becomes `_`, cut to 125 with the extension kept. */
export function safeAttachmentName(name: string, type: AttachmentType): string {
  const extension = ATTACHMENT_TYPES[type][0];
  const stem = name
    .replace(/\.[^.]*$/, "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-zA-Z0-9._-]+/g, "_")
    .replace(/^_+|_+$/g, "");
  return `${(stem || "attachment").slice(0, ATTACHMENT_NAME_MAX - extension.length - 1)}.${extension}`;
}
