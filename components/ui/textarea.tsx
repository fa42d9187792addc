"use client";

import { useFormatter, useTranslations } from "next-intl";
import { forwardRef, useId, useState, type ChangeEvent, type TextareaHTMLAttributes } from "react";
import { cn } from "@/lib/cn";
import { useFieldControl } from "./field";
import { controlClass } from "./control";

type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  /** Characters allowed. Soft: typing or pasting past it is kept (not cut off silently) and marked invalid. */
  limit?: number;
};

/** A textarea with a live "n / limit" counter; screen readers hear it only when the limit is close. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea({ className, limit, onChange, value, defaultValue, ...props }, ref) {
  const t = useTranslations("ui");
  const format = useFormatter();
  const wiring = useFieldControl(props);
  const counterId = useId();
  const [uncontrolled, setUncontrolled] = useState(String(defaultValue ?? ""));
  const length = (value !== undefined ? String(value) : uncontrolled).length;
  const over = limit !== undefined && length > limit;
  const near = limit !== undefined && length >= limit * 0.9;

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    if (value === undefined) setUncontrolled(event.target.value);
    onChange?.(event);
  }

  return (
    <div className="flex flex-col gap-1">
      <textarea
        ref={ref}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        {...props}
        {...wiring}
        aria-describedby={limit !== undefined ? [wiring["aria-describedby"], counterId].filter(Boolean).join(" ") : wiring["aria-describedby"]}
        aria-invalid={over || wiring["aria-invalid"] || undefined}
        className={cn(controlClass, "min-h-24 py-2 leading-relaxed", className)}
      />
      {limit !== undefined && (
        <p id={counterId} className={cn("self-end text-xs tabular-nums", over ? "font-semibold text-red-800" : near ? "text-amber-800" : "text-slate-600")}>
          <span aria-hidden>
            {format.number(length)} / {format.number(limit)}
          </span>
          <span className="sr-only" aria-live={near ? "polite" : "off"}>
            {over ? t("counter.over", { count: length - limit }) : t("counter.left", { count: limit - length })}
          </span>
        </p>
      )}
    </div>
  );
});
