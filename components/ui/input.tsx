"use client";

import { forwardRef, type InputHTMLAttributes } from "react";
import { cn } from "@/lib/cn";
import { useFieldControl } from "./field";

/** The control look shared by Input, Textarea, Select and Combobox triggers. */
export const controlClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 aria-invalid:border-red-700 md:text-sm";

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input({ className, ...props }, ref) {
  const wiring = useFieldControl(props);
  return <input ref={ref} {...props} {...wiring} className={cn(controlClass, "min-h-11", className)} />;
});
