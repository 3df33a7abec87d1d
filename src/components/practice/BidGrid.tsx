/** The practice table's buttons: partner-card choices, the bid grid and the auction so far. */
import { useEffect, useState } from 'preact/hooks';
import { type AnyAction } from '../../islands-logic/practice.ts';
import { higherBids } from '../../islands-logic/auction-view.ts';
import { usePracticeWords } from '../../i18n/islands/context.ts';
import type { PracticeWords } from '../../i18n/islands/practice.en.ts';

/** Partner-card choices (adjutant, secretary, friend card): the cards named, in the engine's order. */
const cardCall = (a: AnyAction) =>
  (a.type === 'adjutant' || a.type === 'secretary' || (a.type === 'friend' && a['mode'] === 'card')) && a.card
    ? a.card
    : null;

export function ActionButtons({
  actions,
  onAct,
  hand,
}: {
  actions: AnyAction[];
  onAct: (a: AnyAction) => void;
  hand: readonly string[];
}) {
  const w = usePracticeWords();
  // The usual partner card: the strongest card not held (the engine lists the strongest first).
  const suggested = actions.findIndex((a) => cardCall(a) !== null && !hand.includes(cardCall(a)!));
  const [picked, setPicked] = useState(Math.max(0, suggested));
  useEffect(() => setPicked(Math.max(0, suggested)), [actions.length]);
  if (actions.length === 0) return null;
  const bids = actions.some((a) => a.type === 'bid');
  const grid = bids ? bidGrid(actions) : null;
  if (grid) return <BidGrid grid={grid} actions={actions} onAct={onAct} />;
  if (actions.length <= 10 || bids) {
    return (
      <div
        class={`isl__row${bids ? ' tbids' : ''}`}
        role="group"
        aria-label={bids ? w.yourBid : w.yourChoices}
        data-testid={bids ? 'bidding-box' : undefined}
      >
        {actions.map((a) => (
          <button
            type="button"
            class={`isl__btn${a.type === 'pass' ? ' tbids__pass' : ''}`}
            data-action
            onClick={() => onAct(a)}
          >
            {bids && a.type === 'bid' ? w.bidWords(a) : w.actionLabel(a)}
          </button>
        ))}
      </div>
    );
  }
  const pass = actions.find((a) => a.type === 'pass');
  const card = cardCall(actions[picked] ?? actions[0]!);
  return (
    <div class="isl__row">
      <label class="isl__field">
        {w.yourChoice}
        <select
          value={String(picked)}
          onChange={(e) => setPicked(Number((e.target as HTMLSelectElement).value))}
          data-testid="choice"
        >
          {actions.map((a, i) => (
            <option value={String(i)}>
              {w.actionLabel(a)}
              {i === suggested ? w.usualChoice : ''}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        class="isl__btn isl__btn--main"
        data-action
        onClick={() => onAct(actions[picked] ?? actions[0]!)}
      >
        {w.confirm}
      </button>
      {pass && (
        <button type="button" class="isl__btn" data-action onClick={() => onAct(pass)}>
          {w.pass}
        </button>
      )}
      {suggested >= 0 && <p class="isl__meta">{w.usualChoiceNote}</p>}
      {card && hand.includes(card) && (
        <p class="isl__notice" role="status" data-testid="solo-warning">
          {w.soloWarning}
        </p>
      )}
    </div>
  );
}

const STRAIN_ORDER = ['C', 'D', 'H', 'S', 'NT'];

/** The bid's number and suit (Japanese, tw-hk, Mighty); null for a bid without a suit (Nap). */
function bidCell(a: AnyAction): { n: number; strain: string } | null {
  if (a.type !== 'bid' || a.card) return null;
  const n = a['count'] ?? a['heads'] ?? a['number'];
  const strain = a['suit'] ?? a['strain'] ?? 'NT';
  return typeof n === 'number' && typeof strain === 'string' && STRAIN_ORDER.includes(strain) ? { n, strain } : null;
}

/**
 * Legal bids as a grid of number × suit, when every bid has exactly one cell (otherwise null:
 * Nap's bids have no suit, and a Japanese bid that names its adjutant card has many per cell).
 */
function bidGrid(
  actions: readonly AnyAction[],
): { numbers: number[]; strains: string[]; cells: Map<string, AnyAction> } | null {
  const cells = new Map<string, AnyAction>();
  for (const a of actions) {
    if (a.type !== 'bid') continue;
    const c = bidCell(a);
    if (!c) return null;
    const k = `${c.n}${c.strain}`;
    if (cells.has(k)) return null;
    cells.set(k, a);
  }
  if (cells.size === 0) return null;
  const all = [...cells.values()].map((a) => bidCell(a)!);
  const numbers = [...new Set(all.map((c) => c.n))].sort((x, y) => x - y);
  const strains = STRAIN_ORDER.filter((s) => all.some((c) => c.strain === s));
  return { numbers, strains, cells };
}

function BidGrid({
  grid,
  actions,
  onAct,
}: {
  grid: NonNullable<ReturnType<typeof bidGrid>>;
  actions: readonly AnyAction[];
  onAct: (a: AnyAction) => void;
}) {
  const w = usePracticeWords();
  const others = actions.filter((a) => a.type !== 'bid');
  return (
    <div class="tbids tbids--grid" role="group" aria-label={w.yourBid} data-testid="bidding-box">
      <div class="isl__row">
        {others.map((a) => (
          <button
            type="button"
            class={`isl__btn${a.type === 'pass' ? ' tbids__pass' : ''}`}
            data-action
            onClick={() => onAct(a)}
          >
            {w.actionLabel(a)}
          </button>
        ))}
      </div>
      <table class="tbids__grid">
        <caption>{w.bidGridCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{w.bidHead}</th>
            {grid.strains.map((st) => (
              <th scope="col" aria-label={w.strainWord(st)} class={`tbids__suit tbids__suit--${st}`}>
                {w.strainHead(st)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.numbers.map((n) => (
            <tr>
              <th scope="row">{n}</th>
              {grid.strains.map((st) => {
                const a = grid.cells.get(`${n}${st}`);
                return (
                  <td>
                    {a ? (
                      <button
                        type="button"
                        class={`isl__btn tbids__cell tbids__suit--${st}`}
                        data-action
                        // the visible text is part of the name (axe: label-content-name-mismatch)
                        aria-label={w.bidCellName(n, st, a)}
                        onClick={() => onAct(a)}
                      >
                        {n} {w.strainHead(st)}
                      </button>
                    ) : (
                      <span class="tbids__none" aria-hidden="true">
                        ·
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The auction so far (this hand): who bid what, and what is still possible. */
export function AuctionHistory({
  log,
  human,
  legal,
}: {
  log: readonly AnyAction[];
  human: number;
  legal: readonly AnyAction[];
}) {
  const w = usePracticeWords();
  const calls: AnyAction[] = [];
  for (let i = log.length - 1; i >= 0 && (log[i]!.type === 'bid' || log[i]!.type === 'pass'); i--)
    calls.unshift(log[i]!);
  const high = [...calls].reverse().find((a) => a.type === 'bid');
  return (
    <div class="tauction" data-testid="auction">
      <p>
        <strong>{w.auctionHead}</strong>
        {high && typeof high.seat === 'number'
          ? w.auctionHigh(w.bidWords(high), w.seatName(high.seat, human))
          : w.auctionNone}
      </p>
      {high && legal.length > 0 && <p data-testid="auction-why">{higherWords(w, high, legal)}</p>}
      {calls.length > 0 && (
        <ol class="tauction__list">
          {calls.map((a) => (
            <li>{w.auctionCall(typeof a.seat === 'number' ? w.seatName(a.seat, human) : '', w.bidWords(a))}</li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** Why lower bids are gone and which are left: "4 is taken: Nap (5) is the only higher bid." */
function higherWords(w: PracticeWords, high: AnyAction, legal: readonly AnyAction[]): string {
  const names = [...new Set(higherBids(legal).map((a) => w.bidName(a)))];
  return w.higherWords(w.bidWords(high), names);
}
