"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm, type DefaultValues, type FieldError, type FieldValues, type Resolver } from "react-hook-form";
import { z } from "zod";

/**
 * The forms pattern: a zod schema, react-hook-form with its resolver, and Field showing the message.
 * Schemas carry message *keys* (FORM_ERRORS), not text, so one schema serves the three languages:
 * `formError(errors.name, { max: 80 })` turns the key into the user's language (namespace `ui.form`).
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, defaultValues: DefaultValues<z.input<S>>) {
  // Validate on submit, then as the user corrects: no red text while someone is still typing the first time.
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
}

export const FORM_ERRORS = { required: "required", tooLong: "tooLong", tooShort: "tooShort", email: "email" } as const;

/** Zod pieces with the keys above: a required trimmed text of at most `max` characters, an e-mail. */
export const requiredText = (max: number) => z.string().trim().min(1, FORM_ERRORS.required).max(max, FORM_ERRORS.tooLong);
export const emailText = () =>
  z.string().trim().min(1, FORM_ERRORS.required).max(254, FORM_ERRORS.tooLong).pipe(z.email(FORM_ERRORS.email));

export function useFormError() {
  const t = useTranslations("ui.form");
  return (error: Pick<FieldError, "message"> | undefined, values: { max?: number; min?: number } = {}) => {
    const key = error?.message;
    if (!key) return undefined;
    return key in FORM_ERRORS ? t(key as keyof typeof FORM_ERRORS, { max: values.max ?? 0, min: values.min ?? 0 }) : key;
  };
}
