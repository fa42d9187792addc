/**
 * The one request governor below every marketplace call (lib/marketplace/http.ts runs each attempt
 * through it). The marketplace limits requests mainly per application, and sellers report 429s at
 * about 5–7 a second without any rate header (notes §5, §10). So each call passes two lanes, the
 * application's and its seller's, and each lane bounds the calls in flight and paces them with a token
 * bucket whose rate it learns: unpaced until the first 429 (the limit is unknown, and the sandbox's spec
 * profile has none), then cut to a share of what the upstream actually served, raised again quickly
 * while there is no 429 (slow start: one more a second per success), then slowly (0.5% a second) once a
 * rate it was pacing at has been cut over a measurable window: near the limit most of the time, meeting it about once in 20 s. A 429 pauses
 * the lane for its Retry-After, or an exponential backoff with jitter when there is none; the call waits
 * its turn again. Fan-outs (`Promise.all` over chunks and pages) queue here and need no change.
 */

export interface LaneSettings {
  /** Calls of this lane on the wire at once. */
  maxInFlight: number;
  /** Calls the bucket lets through at once once the lane is paced. */
  burst: number;
  /** The rate is never cut below this (requests a second), so a queue always moves. */
  minRate: number;
  /** Nor raised above this. */
  maxRate: number;
}

export interface GovernorSettings {
  application: LaneSettings;
  seller: LaneSettings;
  /** After a cut, each success adds this much to the rate: it grows by this share of itself a second. */
  increaseShare: number;
  /** A 429 cuts the rate to this share of what the upstream served in the last second. */
  decrease: number;
  /** Backoff after a 429 without Retry-After: base × 2^(strikes-1), with jitter, capped. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /**
   * The longest Retry-After a call waits out. A longer one is relayed to the caller at once (the route
   * answers `rate_limited` with it, and the page counts it down: better than a spinner held for a
   * minute), and pauses the lane only this long: the marketplace limits by endpoint too (notes §5), so
   * one resource's long wait must not hold every other call of the application.
   */
  maxRetryAfterMs: number;
  /** After this long without a 429, the rate rises quickly again (slow start), as after a fault passed. */
  quietMs: number;
  now?: () => number;
  random?: () => number;
}

export const DEFAULT_GOVERNOR: GovernorSettings = {
  application: { maxInFlight: 16, burst: 5, minRate: 0.5, maxRate: 200 },
  seller: { maxInFlight: 8, burst: 5, minRate: 0.5, maxRate: 200 },
  increaseShare: 0.005,
  decrease: 0.9,
  backoffBaseMs: 500,
  backoffMaxMs: 30_000,
  maxRetryAfterMs: 3_000,
  quietMs: 20_000,
};

/** The wait after the n-th 429 in a row without Retry-After: base × 2^(n-1), capped, with jitter (half to whole). */
function backoffOf(settings: GovernorSettings, strikes: number, random: () => number): number {
  return Math.min(settings.backoffMaxMs, settings.backoffBaseMs * 2 ** (Math.max(1, strikes) - 1)) * (0.5 + random() / 2);
}

/**
 * The one 429 policy for work that outlives a call (a background run's row the governor gave back: a
 * Retry-After longer than a call waits, or 429s past the call's deadline): come back after the
 * marketplace's Retry-After, else after the governor's own backoff for that many 429s in a row.
 */
export function rateLimitWaitMs(
  retryAfterSeconds: number | null | undefined,
  strikes: number,
  { settings = DEFAULT_GOVERNOR, random = Math.random }: { settings?: GovernorSettings; random?: () => number } = {},
): number {
  if (retryAfterSeconds !== null && retryAfterSeconds !== undefined && retryAfterSeconds >= 0) return retryAfterSeconds * 1000;
  return Math.round(backoffOf(settings, strikes, random));
}

/** How far back a 429 looks to measure what the upstream was serving. */
const MEASURE_MS = 2_000;

/** What one attempt came to: served (or failed otherwise, which is the caller's business), or a 429. */
export type AttemptOutcome<T> = { value: T } | { limited: true; retryAfterSeconds?: number; error: Error };

/** A lane's figures, for tests and diagnostics. */
export interface LaneView {
  inFlight: number;
  queued: number;
  rate: number;
  pausedForMs: number;
}

interface Lane {
  settings: LaneSettings;
  inFlight: number;
  /** Infinity: unpaced (no 429 seen yet). */
  rate: number;
  tokens: number;
  refilledAt: number;
  pausedUntil: number;
  /** 429s in a row without a success, for the backoff's exponent. */
  strikes: number;
  /** When the rate was last cut: a 429 to a call sent before that is the same congestion, not a new one. */
  cutAt: number;
  /** Slow start: until a measured rate has been cut, the rate rises by one per success (doubling a second). */
  slowStart: boolean;
  /** When recent successes came back, to measure what the upstream serves. */
  served: number[];
  createdAt: number;
  limitedAt: number;
}

interface Waiter {
  lanes: Lane[];
  /** Calls made in the same turn of the event loop (a fan-out) share a batch: see pump. */
  batch: number;
  start: (sentAt: number) => void;
}

export interface Governor {
  /**
   * Runs `attempt` when every lane in `keys` has room, and again after each 429 it reports, until it is
   * served or `deadlineMs` have passed since its first 429, or a 429 asks for a longer wait than a call
   * waits out (then that 429 is returned). Waiting for a
   * turn has no deadline: the queue always moves at least at the lanes' minimum rate.
   */
  run<T>(keys: string[], attempt: () => Promise<AttemptOutcome<T>>, deadlineMs: number): Promise<AttemptOutcome<T>>;
  lane(key: string): LaneView;
}

export function createGovernor(settings: GovernorSettings = DEFAULT_GOVERNOR): Governor {
  const now = settings.now ?? (() => performance.now());
  const random = settings.random ?? Math.random;
  const lanes = new Map<string, Lane>();
  const queue: Waiter[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timerAt = Infinity;

  const laneOf = (key: string): Lane => {
    let lane = lanes.get(key);
    if (!lane) {
      const laneSettings = key.startsWith("seller:") ? settings.seller : settings.application;
      lane = {
        settings: laneSettings,
        inFlight: 0,
        rate: Infinity,
        tokens: laneSettings.burst,
        refilledAt: now(),
        pausedUntil: 0,
        strikes: 0,
        cutAt: -Infinity,
        slowStart: true,
        served: [],
        createdAt: now(),
        limitedAt: -Infinity,
      };
      lanes.set(key, lane);
    }
    return lane;
  };

  const refill = (lane: Lane, t: number) => {
    if (lane.rate !== Infinity) lane.tokens = Math.min(lane.settings.burst, lane.tokens + ((t - lane.refilledAt) / 1000) * lane.rate);
    lane.refilledAt = t;
  };

  /** 0 when the lane can take a call now; the ms until it might otherwise (Infinity: when a call ends). */
  const waitOf = (lane: Lane, t: number): number => {
    if (lane.pausedUntil > t) return lane.pausedUntil - t;
    if (lane.inFlight >= lane.settings.maxInFlight) return Infinity;
    if (lane.rate === Infinity) return 0;
    refill(lane, t);
    return lane.tokens >= 1 ? 0 : Math.ceil(((1 - lane.tokens) / lane.rate) * 1000);
  };

  // Starts every queued call whose lanes all have room. Batches take turns (the oldest batch after the
  // one served last, then round again): a fan-out of 450 multi-gets queues 45 s of calls at 10 a second,
  // and a page's one call, or the sweep's next page, must not wait behind all of them. A call held by
  // one seller's lane does not hold back another seller's behind it.
  const pump = () => {
    const t = now();
    let nextWake = Infinity;
    for (;;) {
      let next = -1;
      let wrapped = -1;
      for (let i = 0; i < queue.length; i++) {
        const waiter = queue[i]!;
        const wait = Math.max(...waiter.lanes.map((lane) => waitOf(lane, t)));
        if (wait > 0) {
          nextWake = Math.min(nextWake, wait);
        } else if (waiter.batch > lastBatch) {
          if (next < 0 || waiter.batch < queue[next]!.batch) next = i;
        } else if (wrapped < 0 || waiter.batch < queue[wrapped]!.batch) {
          wrapped = i;
        }
      }
      const chosen = next >= 0 ? next : wrapped;
      if (chosen < 0) break;
      const [waiter] = queue.splice(chosen, 1);
      for (const lane of waiter!.lanes) {
        lane.inFlight++;
        if (lane.rate !== Infinity) lane.tokens -= 1;
      }
      lastBatch = waiter!.batch;
      waiter!.start(t);
    }
    if (nextWake !== Infinity && t + nextWake < timerAt) {
      if (timer) clearTimeout(timer);
      timerAt = t + nextWake;
      timer = setTimeout(() => {
        timer = undefined;
        timerAt = Infinity;
        pump();
      }, nextWake);
      // Kept referenced: a call is waiting on it (a CLI like `npm run doctor` would otherwise exit
      // mid-read, its top-level await unsettled).
    }
  };

  let batch = 0;
  let isBatchOpen = false;
  let lastBatch = 0;
  const currentBatch = () => {
    if (!isBatchOpen) {
      batch++;
      isBatchOpen = true;
      setImmediate(() => (isBatchOpen = false));
    }
    return batch;
  };

  const turn = (laneList: Lane[], callBatch: number) =>
    new Promise<number>((resolve) => {
      queue.push({ lanes: laneList, batch: callBatch, start: resolve });
      pump();
    });

  const onServed = (lane: Lane, t: number) => {
    lane.strikes = 0;
    lane.served.push(t);
    while (lane.served.length > 0 && lane.served[0]! <= t - MEASURE_MS) lane.served.shift();
    if (lane.rate === Infinity) return;
    // Long without a 429 (a burst of them from one faulty endpoint, or a busy hour, has passed): find the
    // rate again quickly rather than creep up from where the cuts left it.
    if (t - lane.limitedAt > settings.quietMs) lane.slowStart = true;
    refill(lane, t);
    lane.rate = Math.min(lane.settings.maxRate, lane.rate + (lane.slowStart ? 1 : settings.increaseShare));
  };

  const onLimited = (lane: Lane, sentAt: number, t: number, retryAfterSeconds: number | undefined) => {
    // What the upstream served is measured since the lane last ran freely: the last two seconds, or less
    // when it was created or came out of a pause meanwhile (a pause in the window would read as a low
    // rate; a window too short reads the upstream's burst as its rate).
    const since = Math.max(t - MEASURE_MS, lane.pausedUntil, lane.createdAt);
    lane.strikes++;
    lane.limitedAt = t;
    const backoff = backoffOf(settings, lane.strikes, random);
    const pause = retryAfterSeconds !== undefined ? Math.min(retryAfterSeconds * 1000, settings.maxRetryAfterMs) : backoff;
    lane.pausedUntil = Math.max(lane.pausedUntil, t + pause);
    if (sentAt <= lane.cutAt) return; // sent before the last cut: the same congestion, already answered
    const windowMs = t - since;
    const servedInWindow = lane.served.filter((at) => at > since).length;
    // A window under half a second says little: count it as a whole second (a low guess, which slow
    // start soon corrects), and only a cut measured over a real window ends slow start.
    const isMeasured = windowMs >= 500;
    const measured = isMeasured ? (servedInWindow * 1000) / windowMs : servedInWindow;
    if (isMeasured && lane.rate !== Infinity) lane.slowStart = false;
    lane.rate = Math.max(lane.settings.minRate, Math.min(lane.rate, measured) * settings.decrease);
    // When the pause ends one call goes (the pause said when to come back), then the new rate: not a
    // burst into the limit just met.
    lane.tokens = 1;
    lane.refilledAt = Math.max(t, lane.pausedUntil);
    lane.cutAt = t;
  };

  return {
    async run<T>(keys: string[], attempt: () => Promise<AttemptOutcome<T>>, deadlineMs: number) {
      const laneList = [...new Set(keys)].map(laneOf);
      const callBatch = currentBatch(); // a retried call keeps its batch (and so its place among turns)
      let giveUpAt = Infinity;
      for (;;) {
        const sentAt = await turn(laneList, callBatch);
        let outcome: AttemptOutcome<T>;
        try {
          outcome = await attempt();
        } catch (error) {
          // Not a 429 (a 5xx, a network error): the caller's to handle; the lanes only free the slot.
          for (const lane of laneList) lane.inFlight--;
          pump();
          throw error;
        }
        for (const lane of laneList) lane.inFlight--;
        const t = now();
        if ("value" in outcome) {
          for (const lane of laneList) onServed(lane, t);
        } else {
          for (const lane of laneList) onLimited(lane, sentAt, t, outcome.retryAfterSeconds);
          if (giveUpAt === Infinity) giveUpAt = t + deadlineMs;
        }
        pump();
        if ("value" in outcome || t >= giveUpAt) return outcome;
        if ((outcome.retryAfterSeconds ?? 0) * 1000 > settings.maxRetryAfterMs) return outcome; // longer than a call waits
      }
    },
    lane(key) {
      const lane = laneOf(key);
      const t = now();
      return {
        inFlight: lane.inFlight,
        queued: queue.filter((w) => w.lanes.includes(lane)).length,
        rate: lane.rate,
        pausedForMs: Math.max(0, lane.pausedUntil - t),
      };
    },
  };
}
