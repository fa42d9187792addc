import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from "@tanstack/react-query";
import type { QuestionFilters, QuestionPage } from "../schemas/questions";
import { ALL_ACCOUNTS } from "../accounts/account-param";
import { useAllAccounts } from "../accounts/use-all-accounts";
import { fetchJson } from "./fetch-json";

/** Filters as the list view holds them: the cursor and limit belong to paging, not to the key. */
export type ListFilters = Omit<Partial<QuestionFilters>, "cursor" | "limit">;

/**
 * The answer mutation's key is [ANSWER_MUTATION, questionId]: the inbox watches it to move on after a
 * publish. Here, not beside the mutation, so the list page does not load the mutation code to watch it.
 */
export const ANSWER_MUTATION = "answer";

export const questionKeys = {
  all: ["questions"] as const,
  lists: () => [...questionKeys.all, "list"] as const,
  /** `all`: the all-accounts inbox (filters stay at index 2: removeFromLists reads them there). */
  list: (filters: ListFilters, all = false) => [...questionKeys.lists(), filters, all ? ALL_ACCOUNTS : "one"] as const,
  details: () => [...questionKeys.all, "detail"] as const,
  detail: (id: string) => [...questionKeys.details(), id] as const,
};

/**
 * The cached lists a change in `accountId` can touch (a live event names its account): every list but
 * those filtered to another account (the all-accounts inbox's account filter).
 */
export function questionListsOf(client: QueryClient, accountId: string): QueryKey[] {
  return client
    .getQueryCache()
    .findAll({ queryKey: questionKeys.lists() })
    .map((query) => query.queryKey)
    .filter((key) => {
      const inAccount = (key[2] as ListFilters | undefined)?.inAccount;
      return !inAccount || inAccount === accountId;
    });
}

export function toSearchParams(filters: ListFilters, cursor?: string | null): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== "") params.set(key, String(value));
  if (cursor) params.set("cursor", cursor);
  return params.toString();
}

export const questionsQuery = (filters: ListFilters, all = false) =>
  infiniteQueryOptions({
    queryKey: questionKeys.list(filters, all),
    // The list names its scope itself: `all`, else the page's account (the URL's).
    queryFn: ({ pageParam }) =>
      fetchJson(
        `/api/questions?${toSearchParams(filters, pageParam)}`,
        () => import("../schemas/questions").then((m) => m.questionPageSchema),
        all ? { account: ALL_ACCOUNTS } : undefined,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useQuestions(filters: ListFilters) {
  return useInfiniteQuery(questionsQuery(filters, useAllAccounts()));
}

/** `account`: the question's (in the all-accounts inbox, the open row's: useAccount() in its pane). */
export const questionQuery = (id: string, account: string) =>
  queryOptions({
    queryKey: questionKeys.detail(id),
    queryFn: () => fetchJson(`/api/questions/${id}`, () => import("../schemas/questions").then((m) => m.questionDetailSchema), { account }),
  });

export function useQuestion(id: string | null, account: string) {
  return useQuery({ ...questionQuery(id ?? "", account), enabled: id !== null });
}

export type QuestionListData = InfiniteData<QuestionPage>;

/** Drops questions from every cached list (optimistically), returning the snapshot for rollback. */
export function removeFromLists(client: ReturnType<typeof useQueryClient>, ids: string[], onlyStatus?: string) {
  const snapshot = client.getQueriesData<QuestionListData>({ queryKey: questionKeys.lists() });
  const gone = new Set(ids);
  for (const [key, data] of snapshot) {
    const filters = key[2] as ListFilters | undefined;
    if (!data || (onlyStatus && (filters?.status ?? "UNANSWERED") !== onlyStatus)) continue;
    client.setQueryData<QuestionListData>(key, {
      ...data,
      pages: data.pages.map((p) => {
        const questions = p.questions.filter((q) => !gone.has(q.id));
        return { ...p, questions, total: p.total - (p.questions.length - questions.length) };
      }),
    });
  }
  return () => snapshot.forEach(([key, data]) => client.setQueryData(key, data));
}
