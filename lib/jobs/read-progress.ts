import type { SellerClient } from "../marketplace/client";
import { withProgress, type Progress } from "../marketplace/progress";
import { processSingleton } from "../process-singleton";

// One per process: the route handlers and the scheduler are separate module graphs.
const running = processSingleton("readProgress", () => new Map<string, Progress>());

/** A big read a page can ask about: a workspace's sweep (the first import), or its listings' metrics. */
export type ReadKind = "questions-sync" | "metrics-items";
const keyOf = (kind: ReadKind, workspaceId: string) => `${kind}:${workspaceId}`;

/**
 * Runs a big read counting its calls to the marketplace (`track` wraps its client): at the real API's
 * rate a big seller's import or metrics take minutes, and the page says how far they are. Only this
 * process's reads are seen (another instance's shows no figure, only that the page is waiting).
 */
export async function trackRead<T>(
  kind: ReadKind,
  workspaceId: string,
  run: (track: (client: SellerClient) => SellerClient) => Promise<T>,
): Promise<T> {
  const key = keyOf(kind, workspaceId);
  running.set(key, { done: 0, total: 0 });
  try {
    return await run((client) => withProgress(client, (progress) => running.set(key, progress)));
  } finally {
    running.delete(key);
  }
}

/** The read of that kind under way in this process for the workspace, as the API answers it. */
export function readProgress(kind: ReadKind, workspaceId: string): { running: boolean; done: number; total: number } {
  const progress = running.get(keyOf(kind, workspaceId));
  return { running: progress !== undefined, done: progress?.done ?? 0, total: progress?.total ?? 0 };
}
