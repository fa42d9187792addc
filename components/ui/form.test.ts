import { describe, expect, it } from "vitest";
import { z } from "zod";
import { emailText, FORM_ERRORS, requiredText } from "./form";

const issues = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe("form schema pieces carry message keys, not text", () => {
  it("requiredText trims, requires and caps", () => {
    expect(requiredText(5).parse("  hola ")).toBe("hola");
    expect(issues(requiredText(5), "   ")).toEqual([FORM_ERRORS.required]);
    expect(issues(requiredText(5), "demasiado")).toEqual([FORM_ERRORS.tooLong]);
  });

  it("emailText requires a well-formed address", () => {
    expect(emailText().parse(" ana@example.com ")).toBe("ana@example.com");
    expect(issues(emailText(), "")).toEqual([FORM_ERRORS.required]);
    expect(issues(emailText(), "ana@")).toEqual([FORM_ERRORS.email]);
  });

  it("every key has a text in the three languages", async () => {
    for (const locale of ["en", "es", "pt-BR"]) {
      const ui = (await import(`../../i18n/messages/${locale}/ui.json`)).default as { form: Record<string, string> };
      expect(Object.keys(ui.form).sort()).toEqual(Object.values(FORM_ERRORS).sort());
    }
  });
});
