"use client";

import { useTranslations } from "next-intl";
import type { QuestionSummary } from "@/lib/schemas/questions";

/**
 * Who asked, as the inbox names them: the nickname, else "Buyer" while it is unknown to us, else (older
 * questions the marketplace keeps without an asker) a label that says the marketplace did not name one.
 */
export function AskerName({ asker }: { asker: QuestionSummary["asker"] }) {
  const t = useTranslations("questions.row");
  return <>{asker.nickname ?? (asker.id === null ? t("askerNotGiven") : t("unknownAsker"))}</>;
}
