/**
 * One trick under several rule sets, side by side: the winner and the engine's explanation for
 * each, columns whose winner differs from the first highlighted (border + "differs" tag). The
 * trick (cards, trump, trick number, named suit…) and the rule sets (a preset plus any option
 * from the variant's declarations) are editable, and the whole state lives in the URL so a
 * comparison can be shared. A malformed link is explained, part by part, and the defaults used.
 */
import { isClimb } from '../engine/descriptors.ts';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { parseCards } from '../engine/cards.ts';
import {
  COMPARE_DEFAULTS,
  COMPARE_VARIANTS,
  compareColumns,
  msg,
  parseCompare,
  printCompare,
  type CompareColumn,
  type CompareState,
  type LinkProblem,
  type TrickVariantId,
} from '../islands-logic/compare-url.ts';
import type { RuleChoice } from '../islands-logic/engines/types.ts';
import { CompareWordsContext, useCompareWords } from '../i18n/islands/context.ts';
import type { CompareLabels, CompareMore, CompareWords } from '../i18n/islands/explore-compare.ts';
import { CardLang, type CardLangId } from './card-lang.ts';
import {
  daifugoDefault,
  parseDaifugoCompare,
  printDaifugoCompare,
  type DaifugoCompareState,
} from '../islands-logic/compare-daifugo.ts';
import type DaifugoCompareIsland from './DaifugoCompare.tsx';
import { useEngine } from './use-engine.ts';
import Card from './Card.tsx';
import { CardPicker, ruleNames, TextField } from './compare-parts.tsx';
import TrickFields from './compare/TrickFields.tsx';
import CompareColumns from './compare/CompareColumns.tsx';
import { deckOf } from '../islands-logic/compare-deck.ts';
import './islands.css';
import { CopyLink } from './CopyLink.tsx';

type GameId = TrickVariantId | 'daifugo';
const GAMES: readonly GameId[] = [...COMPARE_VARIANTS, 'daifugo'];

/** A notice about the link: the parser's English sentence and the same problem as data. */
interface Notice {
  en: string;
  problem: LinkProblem;
}
const notices = (errors: readonly string[], problems?: readonly LinkProblem[]): Notice[] =>
  errors.map((en, i) => ({ en, problem: problems?.[i] ?? { part: '' } }));

export interface RuleCompareProps {
  variant?: TrickVariantId;
  /** Start from this comparison instead of the variant's default. */
  initial?: CompareState;
  /** Columns computed at build time for `initial` (so the page shows answers without JS). */
  initialColumns?: CompareColumn[];
  /** Rule-set headings for `initialColumns`. */
  initialHeadings?: string[];
  /** Read and write the comparison in the page URL (one comparison per page). Default true. */
  syncUrl?: boolean;
  /** The games' and suits' names in the page's language (RuleCompare.astro: explore-views.ts `compareLabels`). */
  labels: CompareLabels;
  /** The reasons of `initialColumns` in the page's language (made at build time where the catalogue loads them on demand). */
  initialReasons?: string[];
  /** The games the game menu offers (default: all; an edition that names only some games' rules offers those). */
  games?: readonly GameId[];
}

/** The island with its words: rendered by its language entry (explore/RuleCompare.<lang>.tsx). */
export default function RuleCompare(props: RuleCompareProps & { words: CompareWords; lang: CardLangId }) {
  return (
    <CompareWordsContext.Provider value={props.words}>
      <CardLang.Provider value={props.lang}>
        <RuleCompareBody {...props} />
      </CardLang.Provider>
    </CompareWordsContext.Provider>
  );
}

function RuleCompareBody({
  variant = 'japanese',
  initial,
  initialColumns,
  initialHeadings,
  syncUrl = true,
  labels,
  initialReasons,
  games = GAMES,
}: RuleCompareProps) {
  const w = useCompareWords();
  // Another language's reasons and rule names, loaded on demand (English: none to load).
  const [more, setMore] = useState<CompareMore | null>(null);
  const [moreError, setMoreError] = useState<string | null>(null);
  useEffect(() => {
    w.more?.().then(setMore, (e: unknown) => setMoreError(String(e)));
  }, [w]);
  const wordsReady = w.more === null || more !== null;
  const startVariant = (COMPARE_VARIANTS as readonly string[]).includes(variant) ? variant : 'japanese';
  const [state, setState] = useState<CompareState>(
    initial ?? { variant: startVariant, ...COMPARE_DEFAULTS[startVariant] },
  );
  const [errors, setErrors] = useState<Notice[]>(
    startVariant === variant ? [] : [{ en: w.unknownGame(String(variant)), problem: { part: 'v' } }],
  );
  const [urlRead, setUrlRead] = useState(!syncUrl);
  const [wanted, setWanted] = useState<GameId>(state.variant);
  const [dstate, setDstate] = useState<DaifugoCompareState | null>(null);
  const { engine: anyEngine, error: engineLoadError } = useEngine(wanted);
  const engine = anyEngine && anyEngine.kind === 'trick' && anyEngine.variant === wanted ? anyEngine : null;
  const climb = anyEngine && anyEngine.kind === 'climb' && isClimb(wanted) ? anyEngine : null;
  const isDf = isClimb(wanted);
  // Daifugō's comparison is loaded when it is chosen, like its engine (most visitors compare tricks).
  const [DaifugoCompare, setDaifugoCompare] = useState<typeof DaifugoCompareIsland | null>(null);
  const [dfLoadError, setDfLoadError] = useState<string | null>(null);
  useEffect(() => {
    if (isDf && !DaifugoCompare)
      import('./DaifugoCompare.tsx').then(
        (m) => setDaifugoCompare(() => m.default),
        (e: unknown) => setDfLoadError(String(e)),
      );
  }, [isDf]);
  const engineError = engineLoadError ?? moreError ?? dfLoadError;

  // Read the link once the engine for the linked game is loaded.
  useEffect(() => {
    if (!syncUrl || urlRead) return;
    const params = new URLSearchParams(location.search);
    const v = params.get('v');
    if (v && v !== wanted && (games as readonly string[]).includes(v)) {
      setWanted(v as GameId);
      return;
    }
    if (climb) {
      const parsed = parseDaifugoCompare(params, climb);
      setDstate(parsed.state);
      setErrors(notices(parsed.errors, parsed.problems));
      setUrlRead(true);
      return;
    }
    if (!engine) return;
    if ([...params.keys()].length > 0) {
      const parsed = parseCompare(params, engine);
      setState(parsed.state);
      setErrors(notices(parsed.errors, parsed.problems));
    }
    setUrlRead(true);
  }, [engine, climb, urlRead]);

  // Switching game: start from that game's default comparison.
  useEffect(() => {
    if (engine && urlRead && state.variant !== engine.variant) {
      const v = engine.variant as TrickVariantId;
      setState({ variant: v, ...COMPARE_DEFAULTS[v] });
    }
    if (climb && urlRead && dstate === null) setDstate(daifugoDefault());
  }, [engine, climb, urlRead]);

  const ready = !isDf && engine !== null && urlRead && state.variant === engine.variant && wordsReady;
  const dReady = isDf && climb !== null && urlRead && dstate !== null && wordsReady && DaifugoCompare !== null;
  const link = ready
    ? printCompare(state, engine.presets[0]!.id)
    : dReady
      ? printDaifugoCompare(dstate, climb.presets[0]!.id)
      : null;
  useEffect(() => {
    if (syncUrl && (ready || dReady) && link && location.search !== link)
      history.replaceState(null, '', link + location.hash);
  }, [link]);

  const columns = useMemo(() => (ready ? compareColumns(state, engine) : null), [state, engine, ready]);
  const rn = useMemo(
    () => (engine && wordsReady ? ruleNames(engine, w, more?.rules(engine.variant, engine)) : null),
    [engine, w, more, wordsReady],
  );
  const headings = ready && rn ? state.ruleSets.map((rc) => rn.line(rc)) : (initialHeadings ?? []);
  const gameName = (g: GameId) => w.gameOption(labels.games[g] ?? g, g);
  const reasonOf = more?.reason ?? w.reason;
  const reasonText = (col: CompareColumn, i: number): string =>
    col.winner === null
      ? col.reason
      : !columns && initialReasons?.[i] !== undefined
        ? initialReasons[i]!
        : reasonOf
          ? reasonOf({
              variant: state.variant,
              plays: state.trick.plays,
              trump: state.trick.trump,
              winner: col.winner,
              explanation: col.explanation,
              reason: col.reason,
            })
          : '';
  const shown = columns ?? initialColumns ?? [];

  const update = (f: (s: CompareState) => CompareState) => setState((s) => f(s));
  const setRuleSet = (i: number, rc: RuleChoice) =>
    update((s) => ({ ...s, ruleSets: s.ruleSets.map((r, k) => (k === i ? rc : r)) }));

  return (
    <section
      class="isl isl-compare"
      aria-label={isDf ? w.regionPlay : w.regionTrick}
      data-ready={String(ready || dReady)}
      data-game={wanted}
    >
      {errors.length > 0 && (
        <div class="isl__notice" role="status" data-testid="link-errors">
          <p>{w.linkProblems}</p>
          <ul class="isl__list">
            {errors.map((e) => (
              <li>{w.linkProblem(e.problem, e.en)}</li>
            ))}
          </ul>
        </div>
      )}
      {engineError && <p class="isl__notice">{w.engineFailed(engineError)}</p>}
      <div class="isl__row">
        <label class="isl__field">
          {w.game}
          <select
            value={wanted}
            disabled={!urlRead}
            onChange={(e) => {
              setErrors([]);
              const g = (e.target as HTMLSelectElement).value as GameId;
              if (isClimb(g)) setDstate(null);
              setWanted(g);
            }}
          >
            {/* the games the page's language names (the Chinese edition's: tw-hk only) */}
            {games
              .filter((v) => labels.games[v] !== undefined)
              .map((v) => (
                <option value={v}>{gameName(v)}</option>
              ))}
          </select>
        </label>
        {!isDf && <TrickFields state={state} update={update} ready={ready} engine={engine} labels={labels} />}
      </div>
      {isDf && dReady && DaifugoCompare && (
        <DaifugoCompare
          engine={climb}
          state={dstate}
          onChange={(f) => setDstate((s) => (s ? f(s) : s))}
          more={more}
          suits={labels.suits}
        />
      )}
      {isDf && !dReady && !engineError && <p class="isl__meta">{w.loadingDaifugo}</p>}
      {!isDf && (
        <>
          <TextField
            label={w.playsField}
            name="cards-played"
            value={state.trick.plays.join(' ')}
            disabled={!ready}
            wide
            onCommit={(t) => {
              try {
                const plays = parseCards(
                  t.split(/[\s,]+/).filter((x) => x !== ''),
                  'the cards played',
                );
                if (plays.length === 0) return w.atLeastOne;
                update((s) => ({ ...s, trick: { ...s.trick, plays } }));
                return null;
              } catch (e) {
                return w.cardsError(msg(e));
              }
            }}
          />
          {engine && ready && (
            <CardPicker
              deck={deckOf(engine, state)}
              plays={state.trick.plays}
              onChange={(plays) => update((st) => ({ ...st, trick: { ...st.trick, plays } }))}
            />
          )}
          <div class="isl__row" role="group" aria-label={w.theTrick}>
            {state.trick.plays.map((c, i) => (
              <div class="isl__play">
                <Card card={c} size="small" extra={i === 0 ? w.led : w.cardN(i + 1)} />
                <span aria-hidden="true">{i === 0 ? w.led : w.placeN(i + 1)}</span>
              </div>
            ))}
          </div>
          <CompareColumns
            shown={shown}
            headings={headings}
            reasonText={reasonText}
            state={state}
            update={update}
            setRuleSet={setRuleSet}
            ready={ready}
            engine={engine}
            rn={rn}
          />
        </>
      )}
      <div class="isl__row">
        {!isDf && (
          <button
            type="button"
            class="isl__btn"
            disabled={!ready || state.ruleSets.length >= 6}
            onClick={() => update((s) => ({ ...s, ruleSets: [...s.ruleSets, { preset: engine!.presets[0]!.id }] }))}
          >
            {w.addRuleSet}
          </button>
        )}
        {link && (
          <CopyLink
            href={link}
            testId="share-link"
            words={{ label: w.shareLink, copy: w.copyLink, copied: w.linkCopied, byHand: w.copyByHand }}
          />
        )}
      </div>
    </section>
  );
}
