/**
 * The practice table fits the screen at each of the learner's decisions (review C9): when the felt,
 * the hand, the coach's line or the first control is out of view, the felt's top goes under the
 * page's header (its `scroll-margin`, table-fit.css), which brings the rest of the table's fitted
 * column with it.
 */
import { useLayoutEffect, type MutableRef } from 'preact/hooks';

/** Bring the table into view at decision `decision` (−1: none), again once `ready` (the coach's words) turns true. */
export function useFitAtDecision(tableRef: MutableRef<HTMLDivElement | null>, decision: number, ready: boolean): void {
  useLayoutEffect(() => {
    const root = tableRef.current;
    if (decision < 0 || !root || typeof requestAnimationFrame !== 'function') return undefined;
    // now, and once more at the next frame (a table just started may still be taking its styles)
    bringIntoView(root);
    const id = requestAnimationFrame(() => bringIntoView(root));
    return () => cancelAnimationFrame(id);
  }, [decision, ready]);
}

/** Put the felt's top under the page's header when the felt, the hand, the coach or the first control is out of view. */
function bringIntoView(root: HTMLElement): void {
  const felt = root.querySelector<HTMLElement>('.tfelt');
  if (!felt || typeof felt.scrollIntoView !== 'function') return;

  const parts = [
    root.querySelector('[data-testid="hand"]'),
    root.querySelector('[data-testid="coach-box"]'),
    root.querySelector('[data-testid="actions"] button, [data-testid="actions"] select'),
    root.querySelector('[data-testid="bidding-box"] [data-action]:not(.tbids__pass)'),
  ].filter((e): e is Element => e !== null);
  const bottom = Math.max(...parts.map((e) => e.getBoundingClientRect().bottom));
  // where scrolling puts the felt's top: the page's scroll padding (under its header) and the felt's margin
  const under =
    (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) +
    (parseFloat(getComputedStyle(felt).scrollMarginBlockStart) || 0);
  if (felt.getBoundingClientRect().top < under - 1 || bottom > window.innerHeight)
    felt.scrollIntoView({ block: 'start' });
}
