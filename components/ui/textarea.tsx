"use client";

import { forwardRef, useId, useState, type ChangeEvent, type TextareaHTMLAttributes } from "react";
import { cn } from "@/lib/cn";
import { CharacterCount } from "./character-count";
import { useFieldControl } from "./field";
import { controlClass } from "./control";
import { stack } from "./stack";

type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  /** Characters allowed. Soft: typing or pasting past it is kept (not cut off silently) and marked invalid. */
  limit?: number;
};

/** A textarea with a live "n / limit" counter; screen readers hear it only when the limit is close. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { className, limit, onChange, value, defaultValue, ...props },
  ref,
) {
  const wiring = useFieldControl(props);
  const counterId = useId();
  const [uncontrolled, setUncontrolled] = useState(String(defaultValue ?? ""));
  const length = (value !== undefined ? String(value) : uncontrolled).length;
  const over = limit !== undefined && length > limit;

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    if (value === undefined) setUncontrolled(event.target.value);
    onChange?.(event);
  }

  return (
    <div className={stack({ gap: 1 })}>
      <textarea
        ref={ref}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        {...props}
        {...wiring}
        aria-describedby={
          limit !== undefined ? [wiring["aria-describedby"], counterId].filter(Boolean).join(" ") : wiring["aria-describedby"]
        }
        aria-invalid={over || wiring["aria-invalid"] || undefined}
        className={cn(controlClass, "min-h-24 py-2 leading-relaxed", className)}
      />
      {limit !== undefined && <CharacterCount id={counterId} length={length} limit={limit} className="self-end" />}
    </div>
  );
});
