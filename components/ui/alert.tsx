import { cva, type VariantProps } from "class-variance-authority";
import { AlertTriangle, CheckCircle2, Info, XCircle, type LucideIcon } from "lucide-react";
import type { HTMLAttributes, ReactNode } from "react";
import { cn } from "@/lib/cn";

export const alertVariants = cva("flex rounded-xl border text-sm [&>svg]:shrink-0", {
  variants: {
    tone: {
      info: "border-blue-200 bg-blue-50 text-blue-950",
      success: "border-green-200 bg-green-50 text-green-950",
      warning: "border-amber-200 bg-amber-50 text-amber-950",
      danger: "border-red-200 bg-red-50 text-red-900",
    },
    size: {
      default: "gap-3 p-4 [&>svg]:mt-0.5 [&>svg]:size-5",
      // One line with the action at its end (the text wraps only when it must): for notices that must not
      // push the page's own content out of view, such as an outage above a list on a phone.
      compact: "min-h-11 items-center gap-2 px-3 py-1 [&>svg]:size-4",
    },
  },
  defaultVariants: { tone: "info", size: "default" },
});

const ICONS = { info: Info, success: CheckCircle2, warning: AlertTriangle, danger: XCircle } as const;

/**
 * A message inside the page. Errors and warnings are announced (role="alert"); info and success are
 * polite status updates. Pass `role` to override, e.g. role={undefined} for static help text.
 * `size="compact"` puts the title, text and action on one line; `icon` replaces the tone's icon.
 */
export function Alert({
  tone = "info",
  size = "default",
  title,
  action,
  icon,
  className,
  children,
  ...props
}: Omit<HTMLAttributes<HTMLDivElement>, "title"> &
  VariantProps<typeof alertVariants> & { title?: ReactNode; action?: ReactNode; icon?: LucideIcon }) {
  const Icon = icon ?? ICONS[tone ?? "info"];
  const role = tone === "danger" || tone === "warning" ? "alert" : "status";
  if (size === "compact")
    return (
      <div role={role} className={cn(alertVariants({ tone, size }), className)} {...props}>
        <Icon aria-hidden />
        <div className="min-w-0 flex-1 py-1">
          {title && <strong className="font-semibold">{title} </strong>}
          {children}
        </div>
        {action && <div className="flex shrink-0 gap-2">{action}</div>}
      </div>
    );
  return (
    <div role={role} className={cn(alertVariants({ tone, size }), className)} {...props}>
      <Icon aria-hidden />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {title && <h2 className="font-semibold">{title}</h2>}
        {children && <div>{children}</div>}
        {action && <div className="mt-2 flex flex-wrap gap-2">{action}</div>}
      </div>
    </div>
  );
}
