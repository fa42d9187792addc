import { cva, type VariantProps } from "class-variance-authority";
import { AlertTriangle, CheckCircle2, Info, XCircle } from "lucide-react";
import type { HTMLAttributes, ReactNode } from "react";
import { cn } from "@/lib/cn";

export const alertVariants = cva("flex gap-3 rounded-xl border p-4 text-sm [&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0", {
  variants: {
    tone: {
      info: "border-blue-200 bg-blue-50 text-blue-950",
      success: "border-green-200 bg-green-50 text-green-950",
      warning: "border-amber-200 bg-amber-50 text-amber-950",
      danger: "border-red-200 bg-red-50 text-red-900",
    },
  },
  defaultVariants: { tone: "info" },
});

const ICONS = { info: Info, success: CheckCircle2, warning: AlertTriangle, danger: XCircle } as const;

/**
 * A message inside the page. Errors and warnings are announced (role="alert"); info and success are
 * polite status updates. Pass `role` to override, e.g. role={undefined} for static help text.
 */
export function Alert({
  tone = "info",
  title,
  action,
  className,
  children,
  ...props
}: Omit<HTMLAttributes<HTMLDivElement>, "title"> & VariantProps<typeof alertVariants> & { title?: ReactNode; action?: ReactNode }) {
  const Icon = ICONS[tone ?? "info"];
  const role = tone === "danger" || tone === "warning" ? "alert" : "status";
  return (
    <div role={role} className={cn(alertVariants({ tone }), className)} {...props}>
      <Icon aria-hidden />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {title && <h2 className="font-semibold">{title}</h2>}
        {children && <div>{children}</div>}
        {action && <div className="mt-2 flex flex-wrap gap-2">{action}</div>}
      </div>
    </div>
  );
}
