"use client";

import * as RadioGroupPrimitive from "@radix-ui/react-radio-group";
import { forwardRef, useId, type ComponentPropsWithoutRef, type ElementRef, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Text } from "./text";
import { stack } from "./stack";

export const RadioGroup = forwardRef<
  ElementRef<typeof RadioGroupPrimitive.Root>,
  ComponentPropsWithoutRef<typeof RadioGroupPrimitive.Root>
>(function RadioGroup({ className, ...props }, ref) {
  return <RadioGroupPrimitive.Root ref={ref} className={cn(stack({ gap: 1 }), className)} {...props} />;
});

/** One option: the whole row (radio and its label) is the 44 px target. Arrow keys move within the group. */
export const RadioGroupItem = forwardRef<
  ElementRef<typeof RadioGroupPrimitive.Item>,
  ComponentPropsWithoutRef<typeof RadioGroupPrimitive.Item> & { label: ReactNode; description?: ReactNode }
>(function RadioGroupItem({ className, label, description, id, ...props }, ref) {
  const autoId = useId();
  const itemId = id ?? autoId;
  return (
    <label
      htmlFor={itemId}
      className={cn("flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-2 py-2.5 hover:bg-slate-50", className)}
    >
      <RadioGroupPrimitive.Item
        ref={ref}
        id={itemId}
        className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full border-2 border-slate-500 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-50 data-[state=checked]:border-accent-strong"
        {...props}
      >
        <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-accent-strong" />
      </RadioGroupPrimitive.Item>
      <span className={stack({ gap: 0 })}>
        <span className="text-sm font-medium text-slate-900">{label}</span>
        {description && <Text as="span">{description}</Text>}
      </span>
    </label>
  );
});
