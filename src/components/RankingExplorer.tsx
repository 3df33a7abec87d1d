/**
 * Every card in strength order for a game, rule set, trump and trick context, from the engine's
 * ranking functions; special cards carry a ★ badge, a dashed border and their role in words.
 */
import { useEffect, useState } from 'preact/hooks';
import { SUIT_NAME, SUITS, type Suit } from '../engine/cards.ts';
import type { OptionValue, VariantId } from '../engine/options.ts';
import type { RankRow, VariantEngine } from '../islands-logic/engines/types.ts';
import { describeRules } from '../islands-logic/rule-words.ts';
import { msg } from '../islands-logic/msg.ts';
import { useEngine } from './use-engine.ts';
import Card, { type CardMark } from './Card.tsx';
import './islands.css';

export const GAME_TITLES: Record<VariantId, string> = {
  japanese: 'Japanese Napoleon',
  nap: 'English Nap',
  'tw-hk': 'Taiwanese / Hong Kong Napoleon',
  mighty: 'Mighty',
  daifugo: 'Daifugō',
};

export interface RankingSettings {
  variant: VariantId;
  preset?: string;
  rules?: Record<string, OptionValue>;
  trump: Suit | null;
  trick: number;
  led: Suit | null;
  secretary?: string;
  /** Daifugō: a revolution is in force. */
  reversed?: boolean;
}

export interface RankingExplorerProps extends RankingSettings {
  /** Rows computed at build time for these settings. */
  initialRows?: RankRow[];
  /** Let the visitor switch games (default true). */
  pickVariant?: boolean;
}

const ROLE_WORDS: Record<string, string> = {
  mighty: 'mighty',
  'sei-jack': 'sei-jack',
  'ura-jack': 'ura-jack',
  killer: 'killer',
  joker: 'joker',
  'powerless-joker': 'joker (no power here)',
  'weak-joker': 'joker (weak here)',
  'big-joker': 'big joker',
  'little-joker': 'little joker',
  secretary: 'secretary card',
  trump: 'trump',
  led: 'led suit',
  suit: 'if led',
  never: 'cannot win',
  plain: '',
};

/**
 * The cards that cannot win the trick: the engine's `never` rows, and in a trick game the
 * weakest plain cards sharing the last place (off-suit cards once a suit is led) — shown
 * together as "cannot win" rather than as one place number repeated for each.
 */
export function cannotWin(rows: readonly RankRow[], trickGame: boolean): Set<RankRow> {
  const out = new Set(rows.filter((r) => r.role === 'never'));
  const last = rows[rows.length - 1];
  if (trickGame && last) {
    const tail = rows.filter((r) => r.place === last.place && r.role === 'plain');
    if (tail.length > 1) for (const r of tail) out.add(r);
  }
  return out;
}

export function rankingRows(engine: VariantEngine, s: RankingSettings): RankRow[] {
  const rc = { preset: s.preset, rules: s.rules };
  if (engine.kind === 'climb') return engine.ranking(rc, { reversed: s.reversed === true });
  return engine.ranking(rc, {
    trump: s.trump,
    trick: s.trick,
    led: s.led,
    ...(s.secretary ? { secretary: s.secretary } : {}),
  });
}

export default function RankingExplorer({ initialRows, pickVariant = true, ...start }: RankingExplorerProps) {
  const [s, setS] = useState<RankingSettings>(start);
  const { engine: loaded, error: engineError } = useEngine(s.variant);
  const engine = loaded && loaded.variant === s.variant ? loaded : null;
  const [rows, setRows] = useState<RankRow[] | null>(initialRows ?? null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!engine) return;
    try {
      setRows(rankingRows(engine, s));
      setError(null);
    } catch (e) {
      setError(msg(e));
    }
  }, [engine, s]);
  const set = (patch: Partial<RankingSettings>) => setS((x) => ({ ...x, ...patch }));
  const trick = engine?.kind !== 'climb' && s.variant !== 'daifugo';
  const losers = cannotWin(rows ?? [], s.variant !== 'daifugo');
  const rulesLine = engine ? describeRules(engine, { preset: s.preset, rules: s.rules }).line : '';
  return (
    <section class="isl isl-ranking" aria-label="Card ranking explorer" data-ready={String(engine !== null)}>
      {engineError && <p class="isl__notice">The rules engine could not be loaded: {engineError}</p>}
      <div class="isl__row">
        {pickVariant && (
          <label class="isl__field">
            Game
            <select
              value={s.variant}
              onChange={(e) => {
                const v = (e.target as HTMLSelectElement).value as VariantId;
                setS({ variant: v, trump: v === 'daifugo' ? null : 'S', trick: 2, led: null });
              }}
            >
              {(Object.keys(GAME_TITLES) as VariantId[]).map((v) => (
                <option value={v}>{GAME_TITLES[v]}</option>
              ))}
            </select>
          </label>
        )}
        {engine && engine.presets.length > 1 && (
          <label class="isl__field">
            Rules
            <select
              value={s.preset ?? engine.presets[0]!.id}
              onChange={(e) => set({ preset: (e.target as HTMLSelectElement).value })}
            >
              {engine.presets.map((p) => (
                <option value={p.id}>{p.label}</option>
              ))}
            </select>
          </label>
        )}
        {trick ? (
          <>
            <label class="isl__field">
              Trump
              <select
                value={s.trump ?? 'N'}
                onChange={(e) => {
                  const t = (e.target as HTMLSelectElement).value;
                  set({ trump: t === 'N' ? null : (t as Suit) });
                }}
              >
                {SUITS.map((x) => (
                  <option value={x}>{SUIT_NAME[x]}</option>
                ))}
                <option value="N">no trumps</option>
              </select>
            </label>
            <label class="isl__field">
              Led suit
              <select
                value={s.led ?? ''}
                onChange={(e) => {
                  const t = (e.target as HTMLSelectElement).value;
                  set({ led: t === '' ? null : (t as Suit) });
                }}
              >
                <option value="">not chosen</option>
                {SUITS.map((x) => (
                  <option value={x}>{SUIT_NAME[x]}</option>
                ))}
              </select>
            </label>
            <label class="isl__field">
              Trick number
              <input
                type="number"
                min={1}
                max={13}
                value={s.trick}
                style="inline-size: 4.5rem"
                onChange={(e) => {
                  const n = Number((e.target as HTMLInputElement).value);
                  if (Number.isInteger(n) && n >= 1) set({ trick: n });
                }}
              />
            </label>
          </>
        ) : (
          <label>
            <input
              type="checkbox"
              checked={s.reversed === true}
              onChange={(e) => set({ reversed: (e.target as HTMLInputElement).checked })}
            />{' '}
            A revolution is in force
          </label>
        )}
      </div>
      {rulesLine && <p class="isl__meta">Rules: {rulesLine}. Strongest first; ★ marks a special card.</p>}
      {error && (
        <p class="isl__notice" role="status">
          {error}
        </p>
      )}
      {rows === null ? (
        <p class="isl__meta">Loading the rules engine…</p>
      ) : (
        <>
          <ol class="isl__ranking" aria-label="Cards from strongest to weakest" data-testid="ranking">
            {rows
              .filter((r) => !losers.has(r))
              .map((r) => {
                const marks: CardMark[] = r.special ? ['special'] : r.role === 'trump' ? ['trump'] : [];
                const words = ROLE_WORDS[r.role] ?? r.role;
                return (
                  <li title={r.note}>
                    <Card
                      card={r.card}
                      size="small"
                      marks={marks}
                      extra={`place ${r.place}${words && r.role !== 'trump' ? `, ${words}` : ''}${r.note ? `, ${r.note}` : ''}`}
                    />
                    <span aria-hidden="true">
                      {r.place}
                      {r.special && words ? ` ${words}` : ''}
                    </span>
                  </li>
                );
              })}
          </ol>
          {losers.size > 0 && (
            <>
              <p class="isl__meta">These {losers.size} cards cannot win this trick, whatever else is played:</p>
              <ul class="isl__ranking" aria-label="Cards that cannot win" data-testid="ranking-never">
                {rows
                  .filter((r) => losers.has(r))
                  .map((r) => (
                    <li title={r.note}>
                      <Card card={r.card} size="small" extra="cannot win" />
                    </li>
                  ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
