import { logger } from "../log";
/**
 * A background loop that is kicked when there may be work and also polls: one pass at a time per loop;
 * a kick during a pass asks for another round, so a burst of kicks becomes a handful of rounds, not
 * one pass per kick. A pass runs rounds until one finds nothing to do and no kick came meanwhile.
 * Used by the notification processor (lib/notifications/loop.ts) and the bulk-run worker
 * (lib/runs/worker.ts); several loops (in one process or in several instances) may share a database as
 * long as each round claims its rows (FOR UPDATE SKIP LOCKED).
 */
export interface KickLoop {
  /** Something new may be due: run soon (coalesces with a pass in progress). */
  kick(): void;
  /** Resolves when a pass that finds nothing more to do is over. */
  drain(): Promise<void>;
  /** Polls on an interval (retries whose delay ended, rows a crashed worker left behind). */
  start(intervalMs?: number): void;
  stop(): void;
}

/**
 * `round` does one batch of work and says whether more may be waiting (it claimed something).
 * `maxRounds` bounds one pass, so a pass always ends and the poll picks up the rest.
 */
export function createKickLoop(label: string, round: () => Promise<boolean>, { maxRounds = Infinity } = {}): KickLoop {
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function pass() {
    for (let i = 0; i < maxRounds; i++) {
      again = false;
      const more = await round();
      if (!more && !again) break;
    }
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    again = false;
    running = pass()
      .catch((error) => logger(label).error({ err: error }, "pass failed"))
      .finally(() => {
        running = null;
        if (again) void run();
      });
    return running;
  }

  return {
    kick: () => void run(),
    drain: async () => {
      while (running) await running;
      await run();
    },
    start(intervalMs = 2_000) {
      if (timer) return;
      timer = setInterval(() => void run(), intervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
