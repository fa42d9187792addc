"use client";

import * as SelectPrimitive from "@radix-ui/react-select";
import { Check, ChevronDown } from "lucide-react";
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from "react";
import { cn } from "@/lib/cn";
import { useFieldControl } from "./field";
import { controlClass } from "./control";

export const Select = SelectPrimitive.Root;
/**
 * The chosen item's text in the trigger. Left empty, Radix copies it from the item once the list has
 * mounted in the browser, so the server render (and a slow phone until hydration) shows a blank box:
 * pass the chosen item's label as children, `<SelectValue>{label}</SelectValue>`, and it shows from
 * the first paint (the placeholder still shows while there is no value).
 */
export const SelectValue = SelectPrimitive.Value;
export const SelectGroup = SelectPrimitive.Group;

export const SelectTrigger = forwardRef<ElementRef<typeof SelectPrimitive.Trigger>, ComponentPropsWithoutRef<typeof SelectPrimitive.Trigger>>(function SelectTrigger(
  { className, children, ...props },
  ref,
) {
  const wiring = useFieldControl(props);
  return (
    <SelectPrimitive.Trigger ref={ref} {...props} {...wiring} className={cn(controlClass, "flex min-h-11 items-center justify-between gap-2 text-left data-[placeholder]:text-slate-500", className)}>
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown aria-hidden className="size-4 text-slate-600" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
});

export const SelectContent = forwardRef<ElementRef<typeof SelectPrimitive.Content>, ComponentPropsWithoutRef<typeof SelectPrimitive.Content>>(function SelectContent(
  { className, children, position = "popper", ...props },
  ref,
) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        ref={ref}
        position={position}
        sideOffset={4}
        className={cn("z-50 max-h-[min(24rem,var(--radix-select-content-available-height))] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg", className)}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
});

export const SelectItem = forwardRef<ElementRef<typeof SelectPrimitive.Item>, ComponentPropsWithoutRef<typeof SelectPrimitive.Item>>(function SelectItem(
  { className, children, ...props },
  ref,
) {
  return (
    <SelectPrimitive.Item
      ref={ref}
      className={cn(
        "relative flex min-h-11 cursor-default items-center rounded-md py-2 pr-3 pl-8 text-sm outline-none select-none data-[disabled]:text-slate-400 data-[highlighted]:bg-slate-100 md:min-h-9",
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ItemIndicator className="absolute left-2">
        <Check aria-hidden className="size-4 text-accent-strong" />
      </SelectPrimitive.ItemIndicator>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
});
