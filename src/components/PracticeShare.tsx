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
import { usePracticeWords } from '../i18n/islands/context.ts';

/** The address that starts `settings` again, on this page. */
export function shareLink(settings: PracticeSettings): string {
  return `${location.origin}${location.pathname}${practiceQuery(settings, engineFor(settings.variant))}`;
}

export function ShareGame({ settings, log }: { settings: PracticeSettings; log: readonly AnyAction[] }) {
  const w = usePracticeWords();
  const [link, setLink] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const share = async () => {
    const url = shareLink(settings);
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      setSaid(w.linkCopied);
    } catch {
      setSaid(w.copyLink);
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
    setSaid(w.savedAs(a.download, log.length));
  };
  return (
    <div class="isl-share" data-testid="share">
      <div class="isl__row">
        <button type="button" class="isl__btn" onClick={() => void share()}>
          {w.shareGame}
        </button>
        <button type="button" class="isl__btn" onClick={save}>
          {w.saveFile}
        </button>
      </div>
      {link !== null && (
        <label class="isl__field isl-share__link">
          {w.linkToGame}
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
  const w = usePracticeWords();
  const [problem, setProblem] = useState<string | null>(null);
  const [name, setName] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const open = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (file.size > HAND_FILE_MAX_BYTES) {
      setProblem(w.fileTooLarge(HAND_FILE_MAX_BYTES / 1024));
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      setProblem(w.fileUnreadable);
      return;
    }
    const r = readHandFile(text, engineFor);
    if (!r.ok) {
      setProblem(w.fileProblem(r.problem));
      if (input.current) input.current.value = '';
      return;
    }
    onOpen(r.settings, r.log);
  };
  return (
    <div class="isl-share" data-testid="open-file">
      {/* The native file input is kept (keyboard, screen readers, the browser's dialog) but hidden:
          its button would speak the browser's language, not the page's. The picture of a button
          and the chosen file's name are the catalogue's words. */}
      <label class="isl__field isl-file">
        {w.openFile}
        <span class="isl-file__row">
          <input
            ref={input}
            class="isl-file__input"
            type="file"
            accept="application/json,.json"
            onChange={(e) => {
              const file = (e.target as HTMLInputElement).files?.[0];
              setName(file?.name ?? null);
              void open(file);
            }}
          />
          <span class="isl__btn" aria-hidden="true">
            {w.chooseFile}
          </span>
          <span class="isl-file__name" aria-hidden="true" data-testid="file-name">
            {name ?? w.noFileChosen}
          </span>
        </span>
      </label>
      {problem && (
        <p class="isl__notice" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
