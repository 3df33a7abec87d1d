/**
 * How the hand story's words (replay.ts) reach the practice table: the island's language entry
 * provides a loader of its language's words, so they load with the first finished hand, not with
 * the page (this module is all the page carries at start).
 */
import { createContext } from 'preact';
import { useContext, useEffect, useState } from 'preact/hooks';
import type { ReplayWords } from './replay.ts';

export type ReplayWordsLoader = () => Promise<ReplayWords>;

export const ReplayWordsContext = createContext<ReplayWordsLoader | null>(null);

const loaded = new WeakMap<ReplayWordsLoader, ReplayWords>();

/** This language's words, or null while they load (and where no entry provides them). */
export function useReplayWords(): ReplayWords | null {
  const load = useContext(ReplayWordsContext);
  const [words, setWords] = useState<ReplayWords | null>(load ? (loaded.get(load) ?? null) : null);
  useEffect(() => {
    if (!load || words) return;
    void load().then((w) => {
      loaded.set(load, w);
      setWords(w);
    });
  }, [load]);
  return words;
}
