/**
 * Words that load with a part of an island rather than with the page: the island's language entry
 * provides a loader of its language's words through a context (a test may provide the words
 * themselves); the hook answers the words, or null while they load. One piece for every such
 * family (the coach's, the hand story's).
 */
import { createContext, type Context } from 'preact';
import { useContext, useEffect, useState } from 'preact/hooks';

export type WordsLoader<W> = () => Promise<W>;

export interface LazyWords<W> {
  Context: Context<W | WordsLoader<W> | null>;
  /** The words, or null while they load; `missing` (when given) is thrown where nothing provides them. */
  use(): W | null;
}

export function lazyWords<W extends object>(missing: string | null): LazyWords<W> {
  const Context = createContext<W | WordsLoader<W> | null>(null);
  const loaded = new WeakMap<WordsLoader<W>, W>();
  function use(): W | null {
    const src = useContext(Context);
    if (src === null && missing !== null) throw new Error(missing);
    const load = typeof src === 'function' ? (src as WordsLoader<W>) : null;
    const given = src !== null && load === null ? (src as W) : null;
    const [words, setWords] = useState<W | null>(load ? (loaded.get(load) ?? null) : given);
    useEffect(() => {
      if (!load || words) return;
      void load().then((w) => {
        loaded.set(load, w);
        setWords(w);
      });
    }, [load]);
    return load ? words : given;
  }
  return { Context, use };
}
