"use client";

import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useEffect } from "react";
import { useErrorText } from "@/components/patterns/explain-error";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { QuestionListProps } from "./question-rows";

const loadRows = () => import("./question-rows");
const listSkeleton = <Skeleton aria-busy className="flex-1 rounded-2xl" />;
const QuestionRows = dynamic(() => loadRows().then((m) => m.QuestionRows), { loading: () => listSkeleton });

/**
 * The inbox's list: a skeleton until the first page of questions arrives, the error with a retry, then
 * the rows. Nothing of the list can be drawn before its data, so the rows' code (virtualizer, rows, bulk
 * bar) is fetched on mount, side by side with that first page, instead of with the first paint.
 */
export function QuestionList(props: QuestionListProps) {
  const t = useTranslations("questions");
  const errorText = useErrorText("questions");
  const { query } = props;
  useEffect(() => void loadRows(), []);

  if (query.isPending) return listSkeleton;
  if (query.isError)
    return (
      <Alert
        tone="danger"
        action={
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t("retry")}
          </Button>
        }
      >
        {errorText(query.error)}
      </Alert>
    );
  return <QuestionRows {...props} />;
}
