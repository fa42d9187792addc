"use client";

import { forwardRef, type InputHTMLAttributes } from "react";
import { cn } from "@/lib/cn";
import { controlClass } from "./control";
import { useFieldControl } from "./field";

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input({ className, ...props }, ref) {
  const wiring = useFieldControl(props);
  return <input ref={ref} {...props} {...wiring} className={cn(controlClass, "min-h-11", className)} />;
});
