import { createRoute, z } from "@hono/zod-openapi";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { requireUser } from "../core/auth.ts";
import { badRequest, forbidden, notFound } from "../core/errors.ts";
import { answerBody, askBody, checkAnswer, checkAsk, checkHidden, hiddenBody, hookWith, jsonGuard } from "./bodies.ts";
import { answerQuestion, appIdOf, askQuestion } from "./create.ts";
import type { Question } from "./state.ts";
import { answerViewReal, questionDetailView, questionDetailViewReal, questionView } from "./views.ts";

const json = (description: string) => ({ 200: { description, content: { "application/json": { schema: z.any() } } } });
const idParam = z.object({ question_id: z.string().openapi({ param: { name: "question_id", in: "path" } }) });

const getRoute = createRoute({
  method: "get",
  path: "/questions/{question_id}",
  request: { params: idParam },
  responses: json("Question"),
});
const askRoute = createRoute({
  method: "post",
  path: "/questions",
  summary: "A buyer asks on an item",
  request: { body: { required: true, content: { "application/json": { schema: askBody } } } },
  responses: json("The new question (status UNANSWERED)"),
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/questions/{question_id}",
  request: { params: idParam },
  responses: json('["Question deleted."]'),
});
const answerRoute = createRoute({
  method: "post",
  path: "/answers",
  summary: "The item's seller answers a question",
  request: { body: { required: true, content: { "application/json": { schema: answerBody } } } },
  responses: json("The answered question"),
});
const hiddenRoute = createRoute({
  method: "post",
  path: "/my/questions/hidden",
  summary: "Hide questions from the listing (seller or asker)",
  request: { body: { required: true, content: { "application/json": { schema: hiddenBody } } } },
  responses: json("The hidden ids and the body key used"),
});

export function registerQuestionRoutes(app: SandboxApp, ctx: SandboxContext): void {
  app.use("/questions", jsonGuard("bad_request"));
  app.use("/answers", jsonGuard("invalid_post_body"));
  app.use("/my/questions/hidden", jsonGuard("bad_request"));

  app.openapi(getRoute, (c) => {
    const caller = requireUser(ctx, c);
    const q = findQuestion(ctx, c.req.valid("param").question_id);
    if (q.seller_id !== caller.id && q.from_id !== caller.id) throw forbidden(`User ${caller.id} cannot read question ${q.id}`);
    return c.json(ctx.config.profile === "real" ? questionDetailViewReal(ctx, q) : questionDetailView(ctx, q), 200);
  });

  app.openapi(
    askRoute,
    (c) => {
      const caller = requireUser(ctx, c);
      const body = checkAsk(c.req.valid("json"));
      return c.json(questionView(ctx, askQuestion(ctx, caller, body.item_id, body.text, appIdOf(ctx))), 200);
    },
    hookWith(checkAsk),
  );

  /** Spec Authentication 2: only the seller's token deletes; notes §2: only unanswered questions. */
  app.openapi(deleteRoute, (c) => {
    const caller = requireUser(ctx, c);
    const q = findQuestion(ctx, c.req.valid("param").question_id);
    if (q.seller_id !== caller.id) throw forbidden(`Only the seller can delete question ${q.id}`);
    if (q.status === "ANSWERED") throw badRequest("not_unanswered_question", `Question ${q.id} must be unanswered`);
    q.status = "DELETED";
    q.deleted_from_listing = true;
    q.last_updated = ctx.clock.nowMs();
    return c.json(["Question deleted."], 200);
  });

  app.openapi(
    answerRoute,
    (c) => {
      const caller = requireUser(ctx, c);
      const body = checkAnswer(c.req.valid("json"));
      const answered = answerQuestion(ctx, caller, body.question_id, body.text);
      return c.json(ctx.config.profile === "real" ? answerViewReal(ctx, answered) : questionView(ctx, answered), 200);
    },
    hookWith(checkAnswer),
  );

  app.openapi(
    hiddenRoute,
    (c) => {
      const caller = requireUser(ctx, c);
      const { key, ids } = checkHidden(c.req.valid("json"));
      // All or nothing: every id must exist and belong to the caller (as seller or asker).
      const questions = ids.map((id) => findQuestion(ctx, String(id)));
      for (const q of questions) {
        if (q.seller_id !== caller.id && q.from_id !== caller.id) throw forbidden(`User ${caller.id} cannot hide question ${q.id}`);
      }
      const now = ctx.clock.nowMs();
      for (const q of questions) {
        q.deleted_from_listing = true;
        q.last_updated = now;
      }
      ctx.state.questions.hiddenRequests.push({ at: new Date(now).toISOString(), user_id: caller.id, key, question_ids: ids });
      // The answer is documented nowhere (notes §2). Real profile: the style of the documented DELETE
      // answer (`["Question deleted."]`), so clients cannot lean on the spec sandbox's own echo.
      if (ctx.config.profile === "real") return c.json(["Questions hidden."], 200);
      return c.json({ hidden: ids, key }, 200);
    },
    hookWith(checkHidden),
  );
}

/** A live question by path id: non-integers are invalid_question (spec Errors), gone ones 404. */
function findQuestion(ctx: SandboxContext, raw: string): Question {
  if (!/^\d+$/.test(raw)) throw badRequest("invalid_question", `The question is invalid: ${raw} is not an integer id`);
  const q = ctx.state.questions.byId.get(Number(raw));
  if (!q || q.status === "DELETED") throw notFound(`Question ${raw} not found`);
  return q;
}
