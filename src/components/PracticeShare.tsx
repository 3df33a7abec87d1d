/**
 * The practice table's sharing controls, kept apart from the table itself:
 *  - `ShareGame` (under the table): "Share this game" copies the link that starts this game again
 *    (rules, seed, seat, level: islands-logic/practice.ts `practiceQuery`) and shows it; "Save
 *    this game as a file" downloads the engine's action log with the seed and rules
 *    (islands-logic/hand-file.ts).
 *  - `OpenHandFile` (beside the setup form): opens such a file; the log is replayed by the engine
 *    and a file that cannot be used gets a message naming the problem.
 */
import { useRef, useState } from 'preact/hooks';
import { engineFor } from '../islands-logic/engines/all.ts';
import { handFile, handFileName, readHandFile, HAND_FILE_MAX_BYTES } from '../islands-logic/hand-file.ts';
import { practiceQuery, type AnyAction, type PracticeSettings } from '../islands-logic/practice.ts';

/** The address that starts `settings` again, on this page. */
export function shareLink(settings: PracticeSettings): string {
  return `${location.origin}${location.pathname}${practiceQuery(settings, engineFor(settings.variant))}`;
}

export function ShareGame({ settings, log }: { settings: PracticeSettings; log: readonly AnyAction[] }) {
  const [link, setLink] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const share = async () => {
    const url = shareLink(settings);
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      setSaid('Link copied. Anyone who opens it gets this table: the same rules, seat, computer players and cards.');
    } catch {
      setSaid(
        'Copy the link below. Anyone who opens it gets this table: the same rules, seat, computer players and cards.',
      );
    }
  };
  const save = () => {
    const file = handFile(settings, log, engineFor(settings.variant));
    const blob = new Blob([JSON.stringify(file)], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = handFileName(settings);
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
    setSaid(`Saved as ${a.download} (${log.length} moves). Open it with "Open a saved game" on any practice page.`);
  };
  return (
    <div class="isl-share" data-testid="share">
      <div class="isl__row">
        <button type="button" class="isl__btn" onClick={() => void share()}>
          Share this game
        </button>
        <button type="button" class="isl__btn" onClick={save}>
          Save this game as a file
        </button>
      </div>
      {link !== null && (
        <label class="isl__field isl-share__link">
          Link to this game
          <input type="text" readOnly value={link} onFocus={(e) => (e.target as HTMLInputElement).select()} />
        </label>
      )}
      <p class="isl__meta" role="status" aria-live="polite">
        {said}
      </p>
    </div>
  );
}

export function OpenHandFile({ onOpen }: { onOpen: (settings: PracticeSettings, log: AnyAction[]) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const open = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (file.size > HAND_FILE_MAX_BYTES) {
      setProblem(`This file cannot be opened: it is larger than ${HAND_FILE_MAX_BYTES / 1024} KB.`);
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      setProblem('This file cannot be opened: the browser could not read it.');
      return;
    }
    const r = readHandFile(text, engineFor);
    if (!r.ok) {
      setProblem(r.problem);
      if (input.current) input.current.value = '';
      return;
    }
    onOpen(r.settings, r.log);
  };
  return (
    <div class="isl-share" data-testid="open-file">
      <label class="isl__field">
        Open a saved game (a .json file saved from this table)
        <input
          ref={input}
          type="file"
          accept="application/json,.json"
          onChange={(e) => void open((e.target as HTMLInputElement).files?.[0])}
        />
      </label>
      {problem && (
        <p class="isl__notice" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
