/**
 * How the coach's words (coach.ts) reach the practice table: the island's language entry provides
 * a loader of its language's words, so they load with the table, not with the page (this module is
 * all the page carries at start). A test may provide the words themselves.
 */
import { createContext } from 'preact';
import { useContext, useEffect, useState } from 'preact/hooks';
import type { CoachWords } from './coach.ts';

export type CoachWordsLoader = () => Promise<CoachWords>;

export const CoachWordsContext = createContext<CoachWords | CoachWordsLoader | null>(null);

const loaded = new WeakMap<CoachWordsLoader, CoachWords>();

/** This language's coach words, or null while they load. */
export function useCoachWords(): CoachWords | null {
  const src = useContext(CoachWordsContext);
  if (src === null) throw new Error('no coach words: render the practice island through src/components/Practice.astro');
  const load = typeof src === 'function' ? src : null;
  const [words, setWords] = useState<CoachWords | null>(load ? (loaded.get(load) ?? null) : (src as CoachWords));
  useEffect(() => {
    if (!load || words) return;
    void load().then((w) => {
      loaded.set(load, w);
      setWords(w);
    });
  }, [load]);
  return load ? words : (src as CoachWords);
}
