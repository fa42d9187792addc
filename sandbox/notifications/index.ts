import type { Notifier, SandboxContext } from "../context.ts";

export interface NotificationDispatcher extends Notifier {
  stop(): void;
}

export function createNotificationDispatcher(_ctx: SandboxContext): NotificationDispatcher {
  return { publish() {}, stop() {} };
}
