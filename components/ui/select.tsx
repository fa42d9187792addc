"use client";

import * as SelectPrimitive from "@radix-ui/react-select";
import { Check, ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { useFieldControl } from "./field";
import { controlClass } from "./control";

export type SelectOption = { value: string; label: ReactNode };

/**
 * The one select: a Radix Select over `options`. The trigger shows the chosen option's label itself
 * (Radix alone copies it from the list only once that has mounted in the browser, so the server render
 * and a slow phone before hydration would show a blank box); the placeholder shows while nothing is
 * chosen. Inside a `Field`, the trigger is wired to its label, hint and error.
 */
export function Select({
  options,
  value,
  onValueChange,
  placeholder,
  disabled,
  className,
  "aria-label": ariaLabel,
}: {
  options: readonly SelectOption[];
  value: string | undefined;
  onValueChange: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  /** The trigger's classes (its width, mostly). */
  className?: string;
  "aria-label"?: string;
}) {
  const wiring = useFieldControl();
  return (
    <SelectPrimitive.Root value={value} onValueChange={onValueChange} disabled={disabled}>
      <SelectPrimitive.Trigger
        aria-label={ariaLabel}
        {...wiring}
        className={cn(
          controlClass,
          "flex min-h-11 items-center justify-between gap-2 text-left data-[placeholder]:text-slate-500",
          className,
        )}
      >
        <SelectPrimitive.Value placeholder={placeholder}>{options.find((o) => o.value === value)?.label}</SelectPrimitive.Value>
        <SelectPrimitive.Icon asChild>
          <ChevronDown aria-hidden className="size-4 text-slate-600" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-[min(24rem,var(--radix-select-content-available-height))] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg"
        >
          <SelectPrimitive.Viewport className="p-1">
            {options.map((o) => (
              <SelectPrimitive.Item
                key={o.value}
                value={o.value}
                className="relative flex min-h-11 cursor-default items-center rounded-md py-2 pr-3 pl-8 text-sm outline-none select-none data-[disabled]:text-slate-400 data-[highlighted]:bg-slate-100 md:min-h-9"
              >
                <SelectPrimitive.ItemIndicator className="absolute left-2">
                  <Check aria-hidden className="size-4 text-accent-strong" />
                </SelectPrimitive.ItemIndicator>
                <SelectPrimitive.ItemText>{o.label}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
