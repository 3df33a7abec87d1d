/**
 * Every card in strength order for a game, rule set, trump and trick context, from the engine's
 * ranking functions; special cards carry a ★ badge, a dashed border and their role in words.
 * Its words: the chrome from the explore catalogue (given by its language entry,
 * explore/RankingExplorer.<lang>.tsx); on a page not in English, the games', presets' and the
 * engine's card notes' words from `names`, made at build time by RankingExplorer.astro.
 */
import { isClimb } from '../engine/descriptors.ts';
import { useContext, useEffect, useState } from 'preact/hooks';
import { SUITS, type Suit } from '../engine/cards.ts';
import { perGame } from '../engine/descriptors.ts';
import type { OptionValue, VariantId } from '../engine/options.ts';
import type { RankRow, VariantEngine } from '../islands-logic/engines/types.ts';
import { describeRules } from '../islands-logic/rule-words.ts';
import { msg } from '../islands-logic/msg.ts';
import { RankWordsContext, useRankWords } from '../i18n/islands/context.ts';
import type { RankWords } from '../i18n/islands/explore-rank.ts';
import type { RankNames } from '../i18n/islands/explore-views.ts';
import { CardLang, type CardLangId } from './card-lang.ts';
import { useEngine } from './use-engine.ts';
import Card, { type CardMark } from './Card.tsx';
import { Words } from './Words.tsx';
import './islands.css';

/** The games' English names (the games' descriptors). */
export const GAME_TITLES: Readonly<Record<VariantId, string>> = perGame((d) => d.names.en);

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
  /** Words of games, presets and the engine's notes in the page's language (absent: the engine's English). */
  names?: RankNames;
  /** The suits' names in the page's language (made by the wrapper). */
  suits: Readonly<Record<Suit, string>>;
  /** The no-trump choice's name. */
  noTrump: string;
}

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

/** The island with its words: rendered by its language entry (explore/RankingExplorer.<lang>.tsx). */
export default function RankingExplorer(props: RankingExplorerProps & { words: RankWords; lang: CardLangId }) {
  const { words, lang, ...rest } = props;
  return (
    <RankWordsContext.Provider value={words}>
      <CardLang.Provider value={lang}>
        <Explorer {...rest} />
      </CardLang.Provider>
    </RankWordsContext.Provider>
  );
}

function Explorer({ initialRows, pickVariant = true, names, suits, noTrump, ...start }: RankingExplorerProps) {
  const w = useRankWords();
  const lang = useContext(CardLang);
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
      setError(w.rankRefused(msg(e)));
    }
  }, [engine, s]);
  const set = (patch: Partial<RankingSettings>) => setS((x) => ({ ...x, ...patch }));
  const trick = engine?.kind !== 'climb' && !isClimb(s.variant);
  const losers = cannotWin(rows ?? [], !isClimb(s.variant));
  const rulesLine = !engine
    ? ''
    : names
      ? `${names.presets[s.variant]?.[s.preset ?? engine.presets[0]?.id ?? ''] ?? ''}${s.rules ? names.rulesSuffix : ''}`
      : describeRules(engine, { preset: s.preset, rules: s.rules }).line;
  const note = (n: string | undefined) => (n && names ? (names.notes[n] ?? '') : n);
  const gameName = (v: VariantId) => names?.games[v] ?? GAME_TITLES[v];
  return (
    <section class="isl isl-ranking" aria-label={w.rankRegion} data-ready={String(engine !== null)}>
      {engineError && <p class="isl__notice">{w.engineFailed(engineError)}</p>}
      <div class="isl__row">
        {pickVariant && (
          <label class="isl__field">
            {w.rankGame}
            <select
              value={s.variant}
              onChange={(e) => {
                const v = (e.target as HTMLSelectElement).value as VariantId;
                setS({ variant: v, trump: isClimb(v) ? null : 'S', trick: 2, led: null });
              }}
            >
              {(Object.keys(GAME_TITLES) as VariantId[]).map((v) => (
                <option value={v}>{gameName(v)}</option>
              ))}
            </select>
          </label>
        )}
        {engine && engine.presets.length > 1 && (
          <label class="isl__field">
            {w.rankRules}
            <select
              value={s.preset ?? engine.presets[0]!.id}
              onChange={(e) => set({ preset: (e.target as HTMLSelectElement).value })}
            >
              {engine.presets.map((p) => (
                <option value={p.id}>{names?.presets[s.variant]?.[p.id] ?? p.label}</option>
              ))}
            </select>
          </label>
        )}
        {trick ? (
          <>
            <label class="isl__field">
              {w.rankTrump}
              <select
                value={s.trump ?? 'N'}
                onChange={(e) => {
                  const t = (e.target as HTMLSelectElement).value;
                  set({ trump: t === 'N' ? null : (t as Suit) });
                }}
              >
                {SUITS.map((x) => (
                  <option value={x}>{suits[x]}</option>
                ))}
                <option value="N">{noTrump}</option>
              </select>
            </label>
            <label class="isl__field">
              {w.rankLed}
              <select
                value={s.led ?? ''}
                onChange={(e) => {
                  const t = (e.target as HTMLSelectElement).value;
                  set({ led: t === '' ? null : (t as Suit) });
                }}
              >
                <option value="">{w.rankNotChosen}</option>
                {SUITS.map((x) => (
                  <option value={x}>{suits[x]}</option>
                ))}
              </select>
            </label>
            <label class="isl__field">
              {w.rankTrick}
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
            {w.rankRevolution}
          </label>
        )}
      </div>
      {rulesLine && (
        <p class="isl__meta">
          {/* an English line may name a preset in Japanese ("Moderate (ほどほど)"): marked */}
          {lang === 'en' ? <Words text={w.rankRulesLine(rulesLine)} /> : w.rankRulesLine(rulesLine)}
        </p>
      )}
      {error && (
        <p class="isl__notice" role="status">
          {error}
        </p>
      )}
      {rows === null ? (
        <p class="isl__meta">{w.engineLoading}</p>
      ) : (
        <>
          <ol class="isl__ranking" aria-label={w.rankList} data-testid="ranking">
            {rows
              .filter((r) => !losers.has(r))
              .map((r) => {
                const marks: CardMark[] = r.special ? ['special'] : r.role === 'trump' ? ['trump'] : [];
                const words = w.rankRole(r.role);
                const said = note(r.note);
                return (
                  <li title={said}>
                    <Card
                      card={r.card}
                      size="small"
                      marks={marks}
                      extra={`${w.rankPlace(r.place)}${words && r.role !== 'trump' ? `${w.rankSep}${words}` : ''}${said ? `${w.rankSep}${said}` : ''}`}
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
              <p class="isl__meta">{w.rankLosers(losers.size)}</p>
              <ul class="isl__ranking" aria-label={w.rankLosersList} data-testid="ranking-never">
                {rows
                  .filter((r) => losers.has(r))
                  .map((r) => (
                    <li title={note(r.note)}>
                      <Card card={r.card} size="small" extra={w.rankCannotWin} />
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
