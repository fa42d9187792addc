"use client";

import { useLocale, useTranslations } from "next-intl";
import { braced, savedReplyProblem } from "@/lib/replies/variables";
import { formatList } from "@/lib/format";

/** The form's issue key for a saved reply's variables (the words depend on the text, so they are made here). */
export const VARIABLE_PROBLEM = "variables";

/** Why these variables cannot be saved, in the user's language, naming them; null when they can. */
export function useVariableProblem(body: string): string | null {
  const t = useTranslations("questions.replies");
  const locale = useLocale();
  const problem = savedReplyProblem(body);
  if (!problem) return null;
  const names = formatList(problem.names.map(braced), locale);
  return problem.kind === "unknown" ? t("unknownVariables", { names, count: problem.names.length }) : t("noContext", { names });
}
