"use client";

import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useQuestions } from "@/lib/queries/questions";

/** Newest unanswered first: where new questions show up whatever order the user reads the list in. */
const PROBE = { status: "UNANSWERED", sort: "newest", assignee: "anyone" } as const;

export interface NewQuestions {
  /** Arrived since the inbox opened and not yet opened: highlighted in the list. */
  highlighted: ReadonlySet<string>;
  /** Arrived and not yet acknowledged (pill, tab title), newest first. */
  unseen: string[];
  /** The pill was used: the count leaves the pill and the title; the rows stay highlighted until opened. */
  acknowledge: () => void;
  /** Opening a question ends its highlight. */
  markOpened: (id: string) => void;
  sound: boolean;
  setSound: (on: boolean) => void;
}

/**
 * Questions that arrive while the inbox is open: compared with the newest question the inbox held once its
 * opening sweep had finished (`synced`), so questions the sweep brings back are not "new".
 */
export function useNewQuestions({
  synced,
  myUserId,
  selectedId,
}: {
  synced: boolean;
  myUserId: string;
  selectedId: string | null;
}): NewQuestions {
  const probe = useQuestions(PROBE);
  const [baseline, setBaseline] = useState<number | null>(null);
  const [acknowledged, setAcknowledged] = useState<ReadonlySet<string>>(new Set());
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const latest = probe.data?.pages[0]?.questions;

  // The baseline is taken from the first list read after the opening sweep.
  if (baseline === null && synced && latest && !probe.isFetching) {
    setBaseline(latest.reduce((max, q) => Math.max(max, Date.parse(q.dateCreated)), 0));
  }

  const arrived = useMemo(
    () => (baseline === null || !latest ? [] : latest.filter((q) => Date.parse(q.dateCreated) > baseline).map((q) => q.id)),
    [baseline, latest],
  );
  const highlighted = useMemo(() => new Set(arrived.filter((id) => !opened.has(id) && id !== selectedId)), [arrived, opened, selectedId]);
  const unseen = useMemo(
    () => arrived.filter((id) => !acknowledged.has(id) && !opened.has(id) && id !== selectedId),
    [arrived, acknowledged, opened, selectedId],
  );

  const acknowledge = useCallback(() => setAcknowledged((prev) => new Set([...prev, ...arrived])), [arrived]);
  const markOpened = useCallback((id: string) => setOpened((prev) => (prev.has(id) ? prev : new Set([...prev, id]))), []);

  const [sound, setSound] = useSoundSetting(myUserId);
  useTitleCount(unseen.length);

  // A short tone when the count grows (never for the first read, never when the setting is off).
  const heard = useRef(0);
  useEffect(() => {
    if (sound && unseen.length > heard.current) playTone();
    heard.current = unseen.length;
  }, [sound, unseen.length]);

  return { highlighted, unseen, acknowledge, markOpened, sound, setSound };
}

/** "(3) Questions · Mostrador" while new questions wait; the plain title again when they are seen. */
function useTitleCount(count: number) {
  useEffect(() => {
    const plain = document.title.replace(/^\(\d+\) /, "");
    document.title = count > 0 ? `(${count}) ${plain}` : plain;
  }, [count]);
  useEffect(() => () => void (document.title = document.title.replace(/^\(\d+\) /, "")), []);
}

// The sound setting is this browser's, per member: off until the member turns it on.
const soundKey = (userId: string) => `mostrador:inbox-sound:${userId}`;
const soundListeners = new Set<() => void>();

function useSoundSetting(userId: string): [boolean, (on: boolean) => void] {
  const subscribe = useCallback((listener: () => void) => {
    soundListeners.add(listener);
    window.addEventListener("storage", listener);
    return () => {
      soundListeners.delete(listener);
      window.removeEventListener("storage", listener);
    };
  }, []);
  const on = useSyncExternalStore(
    subscribe,
    () => readSound(userId),
    () => false,
  );
  const set = useCallback(
    (next: boolean) => {
      try {
        if (next) window.localStorage.setItem(soundKey(userId), "on");
        else window.localStorage.removeItem(soundKey(userId));
      } catch {
        // Storage can be unavailable (private mode): the setting then lasts until the page closes.
      }
      soundListeners.forEach((listener) => listener());
    },
    [userId],
  );
  return [on, set];
}

function readSound(userId: string): boolean {
  try {
    return window.localStorage.getItem(soundKey(userId)) === "on";
  } catch {
    return false;
  }
}

/** Two soft notes from Web Audio: no file to load, nothing when the browser refuses audio. */
function playTone() {
  try {
    const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    const context = new Context();
    [660, 880].forEach((frequency, i) => {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      const at = context.currentTime + i * 0.15;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.14);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.15);
    });
    window.setTimeout(() => void context.close(), 600);
  } catch {
    // Audio is a courtesy: the pill and the title already say it.
  }
}
