"use client";

import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

export type PackageInput = { height: string; width: string; length: string; weight: string };

export const LIMITS = { height: [1, 300], width: [1, 300], length: [1, 300], weight: [1, 150_000] } as const;

/** Whole numbers within the limits (the marketplace refuses decimals); letters, 0 and negatives are errors. */
export function packageErrors(p: PackageInput, { optional = false } = {}): Partial<Record<keyof PackageInput, [number, number]>> {
  const out: Partial<Record<keyof PackageInput, [number, number]>> = {};
  if (optional && Object.values(p).every((v) => v.trim() === "")) return out;
  for (const key of Object.keys(LIMITS) as Array<keyof PackageInput>) {
    const [min, max] = LIMITS[key];
    const raw = p[key].trim();
    const n = Number(raw);
    if (!/^\d+$/.test(raw) || n < min || n > max) out[key] = [min, max];
  }
  return out;
}

export function PackageFields({ value, onChange, showErrors, optional = false }: { value: PackageInput; onChange: (p: PackageInput) => void; showErrors: boolean; optional?: boolean }) {
  const t = useTranslations("shipping.calculator");
  const errors = showErrors ? packageErrors(value, { optional }) : {};
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {(Object.keys(LIMITS) as Array<keyof PackageInput>).map((key) => (
        <Field key={key} label={t(key)} required={!optional} error={errors[key] ? t("wholeNumber", { min: errors[key][0], max: errors[key][1] }) : undefined}>
          <Input inputMode="numeric" value={value[key]} onChange={(e) => onChange({ ...value, [key]: e.target.value })} />
        </Field>
      ))}
    </div>
  );
}
