/**
 * A position puzzle's teaching note, shown once the puzzle is solved or its solution is shown.
 * On the endgame pages the notes are not in the page (they would take a Japanese page over its
 * HTML budget): they are one small file per page and kind, `/position-notes/<lang>-<variant>-<kind>.json`
 * (src/pages/position-notes/), fetched the first time a note is shown and precached by the service
 * worker like every JSON file. The trainer hands the note in with the puzzle (`note`). Its words
 * come from the position catalogue of the island it is in (i18n/islands/position.<lang>.ts).
 */
import { useEffect, useState } from 'preact/hooks';
import { usePositionWords } from '../i18n/islands/context.ts';

const files = new Map<string, Promise<Readonly<Record<string, string>>>>();

function notesFile(url: string): Promise<Readonly<Record<string, string>>> {
  let p = files.get(url);
  if (!p) {
    p = fetch(url).then((r) => {
      if (!r.ok) throw new Error(`${url} answered ${r.status}`);
      return r.json() as Promise<Record<string, string>>;
    });
    p.catch(() => files.delete(url)); // a failed fetch is tried again next time
    files.set(url, p);
  }
  return p;
}

export function PuzzleNote({ id, note, notes }: { id: string; note?: string | undefined; notes?: string | undefined }) {
  const w = usePositionWords();
  const [text, setText] = useState<string | null>(note ?? null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (note !== undefined || !notes) return;
    let live = true;
    notesFile(notes)
      .then((all) => {
        if (!live) return;
        const t = all[id];
        if (t === undefined) setFailed(true);
        else setText(t);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [id, note, notes]);
  if (text !== null) return <p>{text}</p>;
  if (failed) return <p class="isl__meta">{w.noteFailed}</p>;
  return <p class="isl__meta">{w.noteLoading}</p>;
}
