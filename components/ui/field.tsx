"use client";

import { createContext, useContext, useId, type AriaAttributes, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Text } from "./text";

type FieldContextValue = { id: string; hintId?: string; errorId?: string; invalid: boolean; required: boolean };
const FieldContext = createContext<FieldContextValue | null>(null);

/**
 * The wiring a control inside a Field needs: its id (for the label), aria-describedby (hint and error) and
 * aria-invalid. Input, Textarea, Select and Combobox call it, so a Field is labelled by construction.
 */
export function useFieldControl(props: { id?: string; "aria-describedby"?: string; "aria-invalid"?: AriaAttributes["aria-invalid"] } = {}) {
  const field = useContext(FieldContext);
  const describedBy = [props["aria-describedby"], field?.errorId, field?.hintId].filter(Boolean).join(" ") || undefined;
  return {
    id: props.id ?? field?.id,
    "aria-describedby": describedBy,
    "aria-invalid": props["aria-invalid"] ?? (field?.invalid ? true : undefined),
    "aria-required": field?.required || undefined,
  };
}

export function Field({
  label,
  hint,
  error,
  required = false,
  id: givenId,
  className,
  labelClassName,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  id?: string;
  className?: string;
  labelClassName?: string;
  children: ReactNode;
}) {
  const autoId = useId();
  const id = givenId ?? `field-${autoId}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <FieldContext.Provider value={{ id, hintId, errorId, invalid: Boolean(error), required }}>
      <div className={cn("flex flex-col gap-1.5", className)}>
        <label htmlFor={id} className={cn("text-sm font-medium text-slate-800", labelClassName)}>
          {label}
          {required && (
            <span aria-hidden className="text-red-700">
              {" "}
              *
            </span>
          )}
        </label>
        {children}
        {hint && <Text id={hintId}>{hint}</Text>}
        {error && (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-800">
            {error}
          </p>
        )}
      </div>
    </FieldContext.Provider>
  );
}
