"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { braced, CONTEXT_VARIABLES, REPLY_CONTEXTS } from "@/lib/replies/variables";

/**
 * The editor's variables, per context (lib/replies/variables.ts): answers to questions and sale messages
 * each list theirs; a tap inserts one where the cursor is. A reply is offered where all its variables exist.
 */
export function VariableHints({ onInsert }: { onInsert: (variable: string) => void }) {
  const t = useTranslations("questions.replies");
  const id = useId();
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 text-sm">
      <p className="font-medium text-slate-800">{t("variablesTitle")}</p>
      {REPLY_CONTEXTS.map((context) => (
        <div key={context} className="flex flex-col gap-1">
          <p id={`${id}-${context}`} className="text-slate-600">
            {t(`contexts.${context}`)}
          </p>
          <div role="group" aria-labelledby={`${id}-${context}`} className="flex flex-wrap gap-2">
            {CONTEXT_VARIABLES[context].map((name) => (
              <Button key={name} type="button" size="sm" variant="secondary" onClick={() => onInsert(braced(name))}>
                {braced(name)}
              </Button>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
