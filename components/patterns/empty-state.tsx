import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Text } from "@/components/ui/text";

/** "Nothing here yet": says why and, when there is one, what to do next. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  className,
}: {
  icon?: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center sm:p-10",
        className,
      )}
    >
      {Icon && <Icon aria-hidden className="mb-1 size-8 text-slate-500" />}
      <Text variant="strong">{title}</Text>
      {description && <Text className="max-w-prose">{description}</Text>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
