"use client";

import { useLocale, useTranslations } from "next-intl";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { z } from "zod";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useAccount } from "@/components/shell/account-context";
import { formatNumber } from "@/lib/format";

export type PackageInput = { height: string; width: string; length: string; weight: string };
export type PackageKey = keyof PackageInput;

export const LIMITS = { height: [1, 300], width: [1, 300], length: [1, 300], weight: [1, 150_000] } as const;
const KEYS = Object.keys(LIMITS) as PackageKey[];

export const emptyPackage: PackageInput = { height: "", width: "", length: "", weight: "" };

/** Whole numbers within the limits (the marketplace refuses decimals); letters, 0 and negatives are errors. */
function packageErrors(p: PackageInput, { optional = false } = {}): Partial<Record<PackageKey, [number, number]>> {
  const out: Partial<Record<PackageKey, [number, number]>> = {};
  if (optional && Object.values(p).every((v) => v.trim() === "")) return out;
  for (const key of KEYS) {
    const [min, max] = LIMITS[key];
    const raw = p[key].trim();
    const n = Number(raw);
    if (!/^\d+$/.test(raw) || n < min || n > max) out[key] = [min, max];
  }
  return out;
}

/**
 * The package for a form's schema (`useZodForm`): each bad dimension is an error on its own field, so the
 * form shows it there and focuses the first. `optional`: four empty fields are fine too (sent as nothing).
 */
export function packageSchema({ optional = false } = {}) {
  return z
    .object({ height: z.string(), width: z.string(), length: z.string(), weight: z.string() })
    .transform((p) => ({ height: p.height.trim(), width: p.width.trim(), length: p.length.trim(), weight: p.weight.trim() }))
    .superRefine((p, ctx) => {
      for (const key of Object.keys(packageErrors(p, { optional }))) ctx.addIssue({ code: "custom", path: [key], message: "wholeNumber" });
    });
}

/** The four dimensions as Fields, wired to the caller's form: `register(key)` and the form's `errors` for them. */
export function PackageFields({
  register,
  errors,
  optional = false,
}: {
  register: (key: PackageKey) => UseFormRegisterReturn;
  errors?: Partial<Record<PackageKey, FieldError>>;
  optional?: boolean;
}) {
  const t = useTranslations("shipping.calculator");
  const locale = useLocale();
  const { siteId } = useAccount();
  const n = (value: number) => formatNumber(value, siteId, locale);
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {KEYS.map((key) => (
        <Field
          key={key}
          label={t(key)}
          required={!optional}
          error={errors?.[key] ? t("wholeNumber", { min: n(LIMITS[key][0]), max: n(LIMITS[key][1]) }) : undefined}
        >
          <Input inputMode="numeric" {...register(key)} />
        </Field>
      ))}
    </div>
  );
}
