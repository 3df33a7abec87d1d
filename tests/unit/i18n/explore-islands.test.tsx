/**
 * The exploring islands (family "explore": the score calculators, …) in Japanese: every game's
 * score fields, values and result rows have Japanese words (explore-views.ts, from the site's
 * phrasebooks), and the islands rendered through their Japanese entries show no Latin-letter
 * word; rendered through their English entries they keep their English words.
 */
import { describe, expect, test } from 'vitest';
import { isClimb } from '../../../src/engine/descriptors.ts';
import { render } from 'preact-render-to-string';
import { engineFor } from '../../../src/islands-logic/engines/all.ts';
import type { TrickEngine } from '../../../src/islands-logic/engines/types.ts';
import { dfOptionNames, scoreNames } from '../../../src/i18n/islands/explore-views.ts';
import { defaultValues } from '../../../src/components/ScoreCalculator.tsx';
import ScoreCalculatorJa from '../../../src/components/explore/ScoreCalculator.ja.tsx';
import ScoreCalculatorEn from '../../../src/components/explore/ScoreCalculator.en.tsx';
import DaifugoScoreCalculatorJa from '../../../src/components/explore/DaifugoScoreCalculator.ja.tsx';
import DaifugoScoreCalculatorEn from '../../../src/components/explore/DaifugoScoreCalculator.en.tsx';
import { exploreJa } from '../../../src/i18n/islands/explore.ja.ts';
import type { TrickVariantId } from '../../../src/islands-logic/compare-url.ts';
import { rankNames, rankNote, rankNoteJa } from '../../../src/i18n/islands/explore-views.ts';
import { viewsEn } from '../../../src/i18n/islands/explore-views.en.ts';
import RankingExplorerJa from '../../../src/components/explore/RankingExplorer.ja.tsx';
import RankingExplorerEn from '../../../src/components/explore/RankingExplorer.en.tsx';
import { GAME_TITLES, rankingRows, type RankingSettings } from '../../../src/components/RankingExplorer.tsx';
import { SUIT_NAME, SUITS } from '../../../src/engine/cards.ts';
import { SUIT_JA } from '../../../src/i18n/phrases/ja.ts';
import type { OptionValue, VariantId } from '../../../src/engine/options.ts';
import { optionValues } from '../../../src/islands-logic/rule-words.ts';
import { visibleText } from './words.ts';

/** Latin-letter words a Japanese reader would meet (card ranks and the jokers' codes excepted). */
const latinWords = (text: string): string[] =>
  [...text.matchAll(/[A-Za-z][A-Za-z'’-]*/g)].map((m) => m[0]).filter((w) => !/^(?:[AKQJ]|JK|BJ|LJ)$/.test(w));

const TRICK_GAMES: TrickVariantId[] = ['japanese', 'nap', 'tw-hk', 'mighty'];

/** Every rule choice a score form can take: no preset, and each preset of the game. */
function choices(engine: TrickEngine): { preset?: string }[] {
  return [{}, ...engine.presets.map((p) => ({ preset: p.id }))];
}

describe('score calculators in Japanese', () => {
  test('every game’s score fields, their values and result rows have Japanese names without Latin words', () => {
    for (const v of TRICK_GAMES) {
      const engine = engineFor(v) as TrickEngine;
      for (const rc of choices(engine)) {
        const fields = engine.scoreFields(rc);
        const n = scoreNames('ja', v, fields, rc.preset);
        const words = [n.game, n.preset ?? '', ...Object.values(n.who)];
        for (const f of fields) {
          words.push(n.fields[f.key]!.label);
          for (const value of f.values ?? []) words.push(n.fields[f.key]!.labels![value]!);
        }
        expect(latinWords(words.join(' ')), `${v} ${rc.preset ?? ''}`).toEqual([]);
        // every row the engine scores is named
        const result = engine.score(rc, defaultValues(fields));
        for (const k of Object.keys(result)) expect(n.who[k], `${v}: row ${k}`).toBeTruthy();
      }
    }
  });

  test('a field without Japanese stops the build, naming it', () => {
    expect(() => scoreNames('ja', 'mighty', [{ key: 'kitty', label: 'Kitty', kind: 'int', default: 0 }])).toThrow(
      /mighty score field "kitty"/,
    );
  });

  test('the Japanese entry renders every game’s form in Japanese; the English entry in English', () => {
    for (const v of TRICK_GAMES) {
      const engine = engineFor(v) as TrickEngine;
      const fields = engine.scoreFields({});
      const initialValues = defaultValues(fields);
      const props = {
        variant: v,
        initialFields: fields,
        initialValues,
        initialResult: engine.score({}, initialValues),
      };
      const ja = visibleText(render(<ScoreCalculatorJa {...props} names={scoreNames('ja', v, fields)} />));
      expect(latinWords(ja), `${v}: ${ja}`).toEqual([]);
      expect(ja).toContain(exploreJa.scoreScore);
      const en = visibleText(render(<ScoreCalculatorEn {...props} names={scoreNames('en', v, fields)} />));
      expect(en).toContain('Scores for this hand');
    }
  });

  test('the Daifugō calculator in Japanese: option words from the site’s option phrasebook, no Latin words', () => {
    const ja = visibleText(
      render(<DaifugoScoreCalculatorJa players={5} scoring="minus" length="long" options={dfOptionNames('ja')} />),
    );
    expect(latinWords(ja), ja).toEqual([]);
    expect(ja).toContain('減点方式');
    expect(ja).toContain('大富豪');
    const en = visibleText(
      render(<DaifugoScoreCalculatorEn players={5} scoring="minus" length="long" options={dfOptionNames('en')} />),
    );
    expect(en).toContain('President');
    expect(en).toContain('minus (spend a stock)');
  });

  test('the Daifugō calculator’s problems are said in Japanese', () => {
    expect(latinWords(exploreJa.dfSamePlace(1, 2, 0))).toEqual([]);
    expect(exploreJa.dfSamePlace(1, 2, 0)).toMatch(/1番の人と2番の人/);
    expect(latinWords(exploreJa.dfOver([0, 2]))).toEqual([]);
  });
});

/** Every note a game's ranking can carry (each preset alone and with each option value changed, each trump, led suit, trick position). */
function notesOf(v: string): string[] {
  const engine = engineFor(v as VariantId);
  const out = new Set<string>();
  const changes: (Record<string, OptionValue> | undefined)[] = [
    undefined,
    ...Object.entries(engine.options).flatMap(([k, d]) => optionValues(d).map((x) => ({ [k]: x }))),
  ];
  for (const p of engine.presets)
    for (const rules of changes)
      for (const trump of [...SUITS, null])
        for (const led of [null, ...SUITS])
          for (const trick of [1, 2, 13]) {
            let rows: ReturnType<typeof rankingRows> = [];
            try {
              rows = rankingRows(engine, {
                variant: v as VariantId,
                preset: p.id,
                ...(rules ? { rules } : {}),
                trump,
                led,
                trick,
              });
            } catch {
              continue; // a combination the game refuses (e.g. a trump with no trumps required)
            }
            for (const r of rows) if (r.note) out.add(r.note);
          }
  return [...out];
}

describe('the English views catalogue says what the engine says', () => {
  test('every ranking note, rebuilt from the facts read from it, is the engine’s own note', () => {
    const all = (Object.keys(GAME_TITLES) as VariantId[]).flatMap(notesOf);
    for (const n of all) expect(rankNote('en', n)).toBe(n);
  });

  test('every score field, value and trump word equals the engine’s label', () => {
    for (const v of TRICK_GAMES) {
      const engine = engineFor(v) as TrickEngine;
      for (const rc of choices(engine))
        for (const f of engine.scoreFields(rc)) {
          const game = v.replaceAll('-', '_');
          expect(viewsEn.t('scoreField', { game, field: f.key }), `${v} ${f.key}`).toBe(f.label);
          for (const [value, label] of Object.entries(f.labels ?? {}))
            expect(viewsEn.t('scoreValue', { game, field: f.key, value }), `${v} ${f.key}=${value}`).toBe(label);
        }
    }
  });
});

describe('the ranking explorer in Japanese', () => {
  test('every note the engines give a ranking has Japanese without Latin words (card labels aside)', () => {
    const all = (Object.keys(GAME_TITLES) as VariantId[]).flatMap(notesOf);
    expect(all.length).toBeGreaterThanOrEqual(16);
    for (const n of all) expect(latinWords(rankNoteJa(n)), n).toEqual([]);
    expect(() => rankNoteJa('beats everything on Tuesdays')).toThrow(/ranking note "beats everything on Tuesdays"/);
  });

  test('the Japanese entry renders every game in Japanese (names, notes, cards’ spoken names); English stays English', () => {
    const games = (Object.keys(GAME_TITLES) as VariantId[]).map((v) => ({ variant: v, engine: engineFor(v) }));
    const names = rankNames('ja', games, notesOf);
    for (const v of Object.keys(GAME_TITLES) as VariantId[]) {
      const settings: RankingSettings = { variant: v, trump: isClimb(v) ? null : 'H', led: null, trick: 2 };
      const initialRows = rankingRows(engineFor(v), settings);
      const ja = render(
        <RankingExplorerJa
          {...settings}
          initialRows={initialRows}
          names={names}
          suits={SUIT_JA}
          noTrump="切り札なし"
        />,
      );
      expect(latinWords(visibleText(ja)), `${v}: ${visibleText(ja)}`).toEqual([]);
      expect(visibleText(ja)).toContain(names.games[v]!);
      const en = render(
        <RankingExplorerEn {...settings} initialRows={initialRows} suits={SUIT_NAME} noTrump="no trumps" />,
      );
      expect(visibleText(en)).toContain('Cards from strongest to weakest');
    }
  });
});
