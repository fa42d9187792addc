import "server-only";
import { z } from "zod";
import { attachmentProblem, type AttachmentType } from "../schemas/claim-attachments";
import type { SellerBytesClient, SellerClient } from "./client";
import { MarketplaceError } from "./errors";
import { lenientArray, lenientField } from "./lenient";
import { MultipartFile } from "./multipart";

/**
 * A claim's conversation (notes §12): the buyer's, the mediator's and our own moderated messages, with
 * their attachments; sending (to the complainant, or to the mediator in a dispute) after uploading the
 * files. Only our own messages that passed moderation come back, so a sent message may be absent from
 * the next read for a while: the page keeps what it sent until it appears.
 */
const PATH = (claimId: number) => `/post-purchase/v1/claims/${claimId}`;

const attachmentSchema = z
  .object({
    filename: z.string().nullish(),
    file_name: z.string().nullish(),
    original_filename: z.string().nullish(),
    size: z.number().nullish(),
    type: z.string().nullish(),
    date_created: z.string().nullish(),
  })
  .transform((a, ctx) => {
    const name = a.filename ?? a.file_name;
    if (!name) {
      ctx.addIssue({ code: "custom", message: "an attachment is named" });
      return z.NEVER;
    }
    return { name, originalName: a.original_filename ?? name, size: a.size ?? null, type: a.type ?? null };
  });
export type ClaimAttachment = z.output<typeof attachmentSchema>;

const messageSchema = z
  .object({
    sender_role: z.string().min(1),
    receiver_role: z.string().nullish(),
    message: z.string().nullish(),
    translated_message: z.string().nullish(),
    date_created: z.string().min(1),
    stage: z.string().nullish(),
    status: z.string().nullish(),
    attachments: lenientArray(attachmentSchema),
    message_moderation: lenientField(z.object({ status: z.string().nullish(), reason: z.string().nullish() }), null, "message_moderation"),
    hash: z.string().nullish(),
  })
  .transform((m) => ({
    senderRole: m.sender_role,
    receiverRole: m.receiver_role ?? null,
    text: m.message ?? "",
    at: m.date_created,
    stage: m.stage ?? null,
    attachments: m.attachments,
    moderation: m.message_moderation?.status ?? null,
    hash: m.hash ?? null,
  }));
export type ClaimMessage = z.output<typeof messageSchema>;

const messagesSchema = z
  .union([z.object({ data: lenientArray(messageSchema) }).transform((w) => w.data), lenientArray(messageSchema)])
  .transform((all) => [...all].sort((a, b) => Date.parse(a.at) - Date.parse(b.at)));

/** The conversation, oldest first. */
export function getClaimMessages(marketplace: SellerClient, claimId: number): Promise<ClaimMessage[]> {
  return marketplace(`${PATH(claimId)}/messages`, { schema: messagesSchema });
}

/** What an upload answers: the name the marketplace stored the file under, which the message then cites. */
const uploadSchema = z.unknown().transform((body, ctx) => {
  const read = z.object({ filename: z.string().nullish(), file_name: z.string().nullish() }).safeParse(body);
  const name = read.success ? (read.data.filename ?? read.data.file_name) : null;
  if (!name) {
    ctx.addIssue({ code: "custom", message: "the upload names the stored file" });
    return z.NEVER;
  }
  return name;
});

export interface UploadFile {
  name: string;
  type: AttachmentType;
  bytes: Buffer;
}

/** Refuses what the marketplace would refuse before sending it (type, size, name rules). */
function checkFile(file: UploadFile): void {
  const problem = attachmentProblem({ name: file.name, type: file.type, size: file.bytes.length });
  if (problem) throw new MarketplaceError("bad_request", 400, `The attachment cannot be sent (${problem})`, `attachment_${problem}`);
}

/** Uploads one file for a claim message; answers the stored name to cite in `sendClaimMessage`. */
export async function uploadClaimAttachment(marketplace: SellerClient, claimId: number, file: UploadFile): Promise<string> {
  checkFile(file);
  return marketplace(`${PATH(claimId)}/attachments`, {
    method: "POST",
    body: new MultipartFile("file", file.name, file.type, file.bytes),
    schema: uploadSchema,
  });
}

/** Uploads one photo of a return review (SRF2 and SRF4 need them). */
export async function uploadReturnAttachment(marketplace: SellerClient, claimId: number, file: UploadFile): Promise<string> {
  checkFile(file);
  return marketplace(`${PATH(claimId)}/returns/attachments`, {
    method: "POST",
    body: new MultipartFile("file", file.name, file.type, file.bytes),
    schema: uploadSchema,
  });
}

export type ClaimReceiver = "complainant" | "mediator";

/** Any 2xx is a sent message (issue 57): the body is not read. Never retried (POST). */
const anySuccess = z.unknown().transform(() => true as const);

export function sendClaimMessage(
  marketplace: SellerClient,
  claimId: number,
  input: { receiver: ClaimReceiver; text: string; attachments: string[] },
): Promise<true> {
  return marketplace(`${PATH(claimId)}/actions/send-message`, {
    method: "POST",
    body: { receiver_role: input.receiver, message: input.text, attachments: input.attachments },
    schema: anySuccess,
  });
}

/** An attachment's bytes, for the page's download (size-capped like every file answer). */
export function downloadClaimAttachment(files: SellerBytesClient, claimId: number, name: string) {
  return files(`${PATH(claimId)}/attachments/${encodeURIComponent(name)}/download`, { maxBytes: 6 * 1024 * 1024 });
}
