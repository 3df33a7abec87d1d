/**
 * A link a visitor may want to pass on, with a button that copies it (review M5): the result is
 * said in a live region and shown; where the browser refuses the clipboard, the link appears in a
 * box, selected on focus, to copy by hand.
 */
import { useState } from 'preact/hooks';

export interface CopyLinkWords {
  /** The link's own words. */
  label: string;
  copy: string;
  copied: string;
  byHand: string;
}

export function CopyLink({ href, words, testId }: { href: string; words: CopyLinkWords; testId?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'by-hand'>('idle');
  const absolute = () => new URL(href, location.href).href;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(absolute());
      setState('copied');
    } catch {
      setState('by-hand');
    }
  };
  return (
    <span class="isl-copylink">
      <a href={href} data-testid={testId}>
        {words.label}
      </a>{' '}
      <button type="button" class="isl__btn" onClick={() => void copy()}>
        {words.copy}
      </button>
      <span role="status" class="isl__meta">
        {state === 'copied' && words.copied}
        {state === 'by-hand' && (
          <label class="isl__field">
            {words.byHand}
            <input type="text" readOnly value={absolute()} onFocus={(e) => (e.target as HTMLInputElement).select()} />
          </label>
        )}
      </span>
    </span>
  );
}
