import { describe, expect, it } from "vitest";
import { toErrorResponse } from "../api/errors";
import { readJson } from "../api/read-json";
import { savedReplyInputSchema } from "../schemas/questions";
import { refuseUnfilled } from "./refuse-unfilled";

const refusalOf = async (run: () => unknown) => {
  try {
    await run();
  } catch (error) {
    const res = toErrorResponse(error, "req-1");
    return { status: res.status, error: ((await res.json()) as { error: { code: string; message: string; details?: unknown } }).error };
  }
  throw new Error("expected a refusal");
};
const post = (body: unknown) =>
  new Request("http://localhost/api/saved-replies", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("the servers' last check", () => {
  it("lets a text with no placeholder through, braces that are not one included", () => {
    expect(() => refuseUnfilled("Hola JUAN! Sale $ 17.999 :-} { ok }")).not.toThrow();
  });

  it("refuses any {variable} left, known or not, with 400 unfilled_variables naming them", async () => {
    const { status, error } = await refusalOf(() => refuseUnfilled("Del {item_title} tenemos 4 a $ 1. {unknown_var}"));
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "unfilled_variables", details: { variables: ["item_title", "unknown_var"] } });
    expect(error.message).toContain("{unknown_var}");
  });
});

describe("saving a saved reply", () => {
  it("accepts variables that exist together in questions, in sales, or in both", async () => {
    for (const body of [
      "Hola {buyer}! Saludos, {seller}",
      "Del {item_title} tenemos {stock} a {price}",
      "Pedido {order_id}: {items} por {total}",
    ]) {
      await expect(readJson(post({ title: "Ok", body }), savedReplyInputSchema)).resolves.toEqual({ title: "Ok", body });
    }
  });

  it("refuses an unknown variable with a 400 on the body that names it", async () => {
    const { status, error } = await refusalOf(() =>
      readJson(post({ title: "Stock", body: "Hola {buyer}, {unknown_var}" }), savedReplyInputSchema),
    );
    expect(status).toBe(400);
    expect(error.code).toBe("invalid_input");
    const issues = error.details as Array<{ path: string[]; message: string; params?: unknown }>;
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ path: ["body"], params: { reason: "unknown_variables", variables: ["unknown_var"] } });
    expect(issues[0]!.message).toMatch(/^Unknown variable \{unknown_var\}\./);
  });

  it("refuses variables no single context has together", async () => {
    const { error } = await refusalOf(() =>
      readJson(post({ title: "Mezcla", body: "{price} del pedido {order_id}" }), savedReplyInputSchema),
    );
    expect((error.details as Array<{ path: string[]; params?: unknown }>)[0]).toMatchObject({
      path: ["body"],
      params: { reason: "no_context_variables", variables: ["price", "order_id"] },
    });
  });
});
