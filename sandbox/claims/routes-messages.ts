import { createRoute, z } from "@hono/zod-openapi";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { readUpload } from "./attachments.ts";
import { actionNotAvailable, claimParams, claimsCaller, invalid, json, ownClaim } from "./http.ts";
import { addMessage, BUYER_REPLY_AFTER_MS, giveTurn, notify, record, returnOf, schedule } from "./ops.ts";
import { renderAttachment, renderMessage } from "./render.ts";
import { sellerMay } from "./rules.ts";
import type { Attachment, Claim } from "./types.ts";

const tags = ["Claims"];
const BASE = "/post-purchase/v1/claims/{claim_id}";
/** Not documented; the sandbox's limit (README). */
export const MESSAGE_MAX = 2000;

const sendBody = z.object({
  receiver_role: z.enum(["complainant", "mediator"]),
  message: z.string(),
  attachments: z.array(z.string()).max(10).optional(),
});

/** Every attachment the seller can see on the claim: their uploads and the files of visible messages. */
function findAttachment(claim: Claim, filename: string): Attachment | undefined {
  return claim.uploads.get(filename) ?? claim.messages.flatMap((m) => m.attachments).find((a) => a.filename === filename);
}

export function registerClaimMessageRoutes(app: SandboxApp, ctx: SandboxContext): void {
  app.openapi(
    createRoute({
      method: "get",
      path: `${BASE}/messages`,
      tags,
      summary: "The claim's messages the seller sent or received (their own moderated ones included)",
      request: { params: claimParams },
      responses: { 200: json("[message]", z.array(z.record(z.string(), z.unknown()))) },
    }),
    (c) => {
      const user = claimsCaller(ctx, c);
      const claim = ownClaim(ctx, user, c.req.valid("param").claim_id);
      const now = ctx.clock.now();
      const visible = claim.messages.filter(
        (m) => m.sender_role === "respondent" || (m.receiver_role === "respondent" && m.moderation.status === "clean"),
      );
      for (const m of visible) if (m.receiver_role === "respondent" && !m.date_read) m.date_read = now;
      return c.json(
        visible.map((m) => renderMessage(claim, m)),
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: `${BASE}/attachments`,
      tags,
      summary: "Upload a file to send with a message (multipart field `file`: JPG, PNG or PDF, ≤ 5 MB)",
      request: { params: claimParams },
      responses: { 200: json("{user_id, filename}") },
    }),
    async (c) => {
      const user = claimsCaller(ctx, c);
      const claim = ownClaim(ctx, user, c.req.valid("param").claim_id);
      if (!sellerMay(claim, "send_attachments", returnOf(ctx.state.claims, claim)) && !sellerMay(claim, "send_message_to_mediator", null))
        throw actionNotAvailable("send_attachments", claim.id);
      const file = await readUpload(c, user.id, `${claim.id}${ctx.state.claims.next.file++}`, ctx.clock.now());
      claim.uploads.set(file.filename, file);
      return c.json({ user_id: user.id, ...renderAttachment(claim, file) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: `${BASE}/attachments/{attachment_id}`,
      tags,
      summary: "An attachment's data",
      request: { params: claimParams.extend({ attachment_id: z.string().openapi({ param: { name: "attachment_id", in: "path" } }) }) },
      responses: { 200: json("{filename, original_filename, size, type, date_created}") },
    }),
    (c) => {
      const user = claimsCaller(ctx, c);
      const claim = ownClaim(ctx, user, c.req.valid("param").claim_id);
      const file = findAttachment(claim, c.req.valid("param").attachment_id);
      if (!file) throw invalid(`attachment ${c.req.valid("param").attachment_id} not found`, "attachment_not_found");
      return c.json(renderAttachment(claim, file), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: `${BASE}/attachments/{attachment_id}/download`,
      tags,
      summary: "Download an attachment (its bytes, with its content type)",
      request: { params: claimParams.extend({ attachment_id: z.string().openapi({ param: { name: "attachment_id", in: "path" } }) }) },
      responses: { 200: { description: "the file" } },
    }),
    (c) => {
      const user = claimsCaller(ctx, c);
      const claim = ownClaim(ctx, user, c.req.valid("param").claim_id);
      const file = findAttachment(claim, c.req.valid("param").attachment_id);
      if (!file) throw invalid(`attachment ${c.req.valid("param").attachment_id} not found`, "attachment_not_found");
      return c.body(file.bytes.slice().buffer as ArrayBuffer, 200, {
        "content-type": file.type,
        "content-disposition": `attachment; filename="${file.original_filename}"`,
      });
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: `${BASE}/actions/send-message`,
      tags,
      summary: "Send a message to the buyer (claim stage) or the mediator (dispute)",
      request: { params: claimParams, body: { required: true, content: { "application/json": { schema: sendBody } } } },
      responses: { 201: json("the message") },
    }),
    (c) => {
      const user = claimsCaller(ctx, c);
      const claim = ownClaim(ctx, user, c.req.valid("param").claim_id);
      const body = c.req.valid("json");
      const action = body.receiver_role === "mediator" ? "send_message_to_mediator" : "send_message_to_complainant";
      // Notes §12: in the dispute stage messages go to the mediator only.
      if (!sellerMay(claim, action, returnOf(ctx.state.claims, claim))) throw actionNotAvailable(action, claim.id);
      const text = body.message.trim();
      if (text.length === 0 || text.length > MESSAGE_MAX)
        throw invalid(`the message must have 1 to ${MESSAGE_MAX} characters`, "invalid_message");
      const files: Attachment[] = [];
      for (const name of body.attachments ?? []) {
        const file = claim.uploads.get(name);
        if (!file) throw invalid(`attachment ${name} was not uploaded to this claim`, "attachment_not_found");
        files.push(file);
      }
      const now = ctx.clock.now();
      const message = addMessage(ctx.state.claims, claim, {
        from: "respondent",
        to: body.receiver_role,
        text,
        at: now,
        attachments: files,
      });
      for (const f of files) claim.uploads.delete(f.filename);
      record(claim, action, "respondent", now);
      // A moderated message never reaches its receiver: the move stays the seller's.
      if (message.moderation.status === "clean") {
        giveTurn(claim, body.receiver_role, now);
        if (claim.stage === "claim") schedule(claim, "buyer_reply", new Date(now.getTime() + BUYER_REPLY_AFTER_MS));
      }
      notify(ctx, claim, "claims_actions");
      return c.json(renderMessage(claim, message), 201);
    },
  );
}
