/**
 * The practice table's sharing controls, kept apart from the table itself:
 *  - `ShareGame` (under the table): "Share this game" copies the link that starts this game again
 *    (rules, seed, seat, level: islands-logic/practice.ts `practiceQuery`) and shows it; "Save
 *    this game as a file" downloads the engine's action log with the seed and rules
 *    (islands-logic/hand-file.ts).
 *  - `OpenHandFile` (beside the setup form): opens such a file; the log is replayed by the engine
 *    and a file that cannot be used gets a message naming the problem.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { VARIANT_IDS, type VariantId } from '../engine/options.ts';
import { msg } from '../islands-logic/msg.ts';
import { practiceEngine } from '../islands-logic/practice-engine.ts';
import type { readHandFile as ReadHandFile } from '../islands-logic/hand-file.ts';
import { practiceQuery, type AnyAction, type PracticeSettings } from '../islands-logic/practice.ts';
import { usePracticeWords } from '../i18n/islands/context.ts';

/** Saved-game files (reading one replays it through the engine): loaded when first needed, not at start. */
let handFiles: typeof import('../islands-logic/hand-file.ts') | null = null;
const loadHandFiles = async () => (handFiles ??= await import('../islands-logic/hand-file.ts'));
/** Files larger than this are refused before reading (hand-file.ts `HAND_FILE_MAX_BYTES`, kept equal by a unit test). */
export const HAND_FILE_MAX_BYTES = 512 * 1024;

/** The address that starts `settings` again, on this page. */
export function shareLink(settings: PracticeSettings): string {
  return `${location.origin}${location.pathname}${practiceQuery(settings, practiceEngine(settings.variant))}`;
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
  useEffect(() => void loadHandFiles(), []);
  const save = () => {
    if (!handFiles) return;
    const file = handFiles.handFile(settings, log, practiceEngine(settings.variant));
    const blob = new Blob([JSON.stringify(file)], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = handFiles.handFileName(settings);
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

/** The game a saved hand's text names, if it names one of the site's games (its engine is loaded before the file is read). */
export function fileGame(text: string): VariantId | null {
  try {
    const v = (JSON.parse(text) as { variant?: unknown } | null)?.variant;
    return typeof v === 'string' && (VARIANT_IDS as readonly string[]).includes(v) ? (v as VariantId) : null;
  } catch {
    return null;
  }
}

export function OpenHandFile({
  onOpen,
  load,
}: {
  onOpen: (settings: PracticeSettings, log: AnyAction[]) => void;
  /** Loads a game's engine (the file's moves are replayed through it). */
  load: (v: VariantId) => Promise<unknown>;
}) {
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
    const game = text.length <= HAND_FILE_MAX_BYTES ? fileGame(text) : null;
    if (game) await load(game);
    let r: ReturnType<typeof ReadHandFile>;
    try {
      r = (await loadHandFiles()).readHandFile(text, practiceEngine);
    } catch (e) {
      r = { ok: false, problem: msg(e) };
    }
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
