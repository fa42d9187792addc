import type { SellerClient } from "../marketplace/client";
import { withProgress, type Progress } from "../marketplace/progress";

// Kept on globalThis: Next bundles the route handlers and the scheduler as separate module graphs.
const holder = globalThis as unknown as { mostradorSweepProgress?: Map<string, Progress> };
const running = (holder.mostradorSweepProgress ??= new Map());

/**
 * Runs a workspace's sweep counting its calls to the marketplace (`track` wraps its client): the first
 * import of a big seller waits on the marketplace's rate for minutes, and the inbox says how far it is.
 * Only this process's sweep is seen (another instance's shows no figure, only that it is importing).
 */
export async function trackSweep<T>(workspaceId: string, run: (track: (client: SellerClient) => SellerClient) => Promise<T>): Promise<T> {
  running.set(workspaceId, { done: 0, total: 0 });
  try {
    return await run((client) => withProgress(client, (progress) => running.set(workspaceId, progress)));
  } finally {
    running.delete(workspaceId);
  }
}

/** The sweep under way in this process for the workspace, or null. */
export const sweepProgress = (workspaceId: string): Progress | null => running.get(workspaceId) ?? null;
