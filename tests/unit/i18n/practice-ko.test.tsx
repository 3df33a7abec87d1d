/**
 * The practice table in Korean (src/i18n/islands/practice.ko.ts, the Korean edition's Mighty
 * page): every option of Mighty in Korean words, the setup form and the table rendered with no
 * Latin-letter word, every sentence of whole Mighty games in Korean, and Mighty's bids, calls and
 * score in the Korean rules and scoring pages' words. (islands.test.tsx checks the catalogue's
 * keys through all.ts.)
 */
import { describe, expect, test } from 'vitest';
import { CoachWordsContext } from '../../../src/i18n/islands/coach-context.ts';
import { coachKo } from '../../../src/i18n/islands/coach.ko.ts';
import { render } from 'preact-render-to-string';
import { practiceKo } from '../../../src/i18n/islands/practice.ko.ts';
import {
  OPTION_WORDS_KO,
  optionValueKo,
  optionWordsKo,
  presetWordsKo,
  TOPIC_WORDS_KO,
} from '../../../src/i18n/islands/options.ko.ts';
import { CATALOGUES } from '../../../src/i18n/islands/all.ts';
import { engineFor } from '../../../src/islands-logic/engines/all.ts';
import { optionValues } from '../../../src/islands-logic/rule-words.ts';
import { OPTION_TOPICS } from '../../../src/engine/options.ts';
import { VARIANT_FLOWS } from '../../../src/machines/variants.ts';
import { defaultSettings, type AnyAction } from '../../../src/islands-logic/practice.ts';
import PracticeGameKo from '../../../src/components/practice/PracticeGame.ko.tsx';
import { Table } from '../../../src/components/practice/Table.tsx';
import { PracticeWordsContext } from '../../../src/i18n/islands/context.ts';
import { CardLang } from '../../../src/components/card-lang.ts';
import { visibleText } from './words.ts';
import { tableSentences } from './table-sentences.ts';
import { MIGHTY_DECLARER_VIEW, MIGHTY_RUN_RESULT } from './table-fixtures.ts';

/** Latin-letter words a Korean reader should not meet: card codes (ranks, jokers), the key names Tab and Enter and the source Pagat pass. */
function latinWords(text: string): string[] {
  return [...text.matchAll(/[A-Za-z][A-Za-z'’-]*/g)]
    .map((m) => m[0])
    .filter((w) => !/^(?:[AKQJ]|JK|BJ|LJ|Tab|Enter|Pagat)$/.test(w));
}

const w = practiceKo;

/** Three hands of Mighty with the first legal action at every turn: every sentence the Korean table makes. */
const sentencesOfAGame = (seed: string) => tableSentences(w, { variant: 'mighty' }, seed);

describe('the practice table in Korean (Mighty)', () => {
  test('the Korean catalogue is in all.ts and offers Mighty only', () => {
    expect(CATALOGUES.practice.ko).toBe(practiceKo);
    expect(practiceKo.lang).toBe('ko');
    expect(practiceKo.variants).toEqual(['mighty']);
  });

  test('every option, value, preset and topic of Mighty has Korean words with no Latin letters', () => {
    const engine = engineFor('mighty');
    const problems: string[] = [];
    for (const [key, decl] of Object.entries(engine.options)) {
      try {
        const o = optionWordsKo('mighty', key);
        const values = optionValues(decl).map((v) => optionValueKo('mighty', key, v));
        const text = `${o.label} ${o.description} ${values.join(' ')}`;
        if (!o.label || !o.description) problems.push(`mighty.${key}: no label or description`);
        if (latinWords(text).length) problems.push(`mighty.${key}: Latin words in its Korean: ${text}`);
      } catch (e) {
        problems.push((e as Error).message);
      }
    }
    for (const p of engine.presets) {
      try {
        if (latinWords(presetWordsKo('mighty', p.id)).length) problems.push(`preset ${p.id} in Latin letters`);
      } catch (e) {
        problems.push((e as Error).message);
      }
    }
    for (const k of Object.keys(OPTION_WORDS_KO.mighty ?? {}))
      if (!engine.options[k]) problems.push(`mighty.${k}: words for an option the engine does not declare`);
    for (const t of OPTION_TOPICS) if (!TOPIC_WORDS_KO[t.id]) problems.push(`topic ${t.id}`);
    expect(problems).toEqual([]);
    expect(() => optionWordsKo('mighty', 'nonsense')).toThrow(/no Korean words for the mighty option "nonsense"/);
  });

  test('every plain string of the catalogue is Korean (no Latin-letter word)', () => {
    const texts: string[] = [];
    const walk = (x: unknown) => {
      if (typeof x === 'string') texts.push(x);
      else if (Array.isArray(x)) x.forEach(walk);
      else if (x && typeof x === 'object') Object.values(x).forEach(walk);
    };
    const { lang: _lang, variants: _variants, ...rest } = practiceKo;
    walk(rest);
    expect(texts.length).toBeGreaterThan(80);
    expect(texts.filter((t) => latinWords(t).length > 0)).toEqual([]);
  });

  test('the setup form, rendered on the server, reads in Korean', () => {
    const html = render(<PracticeGameKo variant="mighty" />);
    expect(html).toContain('새 게임');
    expect(html).toContain('마이티');
    expect(latinWords(visibleText(html))).toEqual([]);
  });

  test('the table at the start of a hand (the auction, the seats, the hand) reads in Korean', () => {
    const game = VARIANT_FLOWS.mighty.game as unknown as { setup(s: unknown): unknown; toAct(s: unknown): number[] };
    const seed = 'ko-render';
    const seat = game.toAct(game.setup({ ruleSet: { variant: 'mighty' }, seed }))[0]!;
    const settings = { ...defaultSettings('mighty', seed), seat };
    const html = render(
      <PracticeWordsContext.Provider value={practiceKo}>
        <CardLang.Provider value="ko">
          <CoachWordsContext.Provider value={coachKo}>
            <Table settings={settings} save={null} onNew={() => {}} onSameSeed={() => {}} />
          </CoachWordsContext.Provider>
        </CardLang.Provider>
      </PracticeWordsContext.Provider>,
    );
    expect(html).toContain('내 손패');
    expect(latinWords(visibleText(html))).toEqual([]);
  });

  test.each(['ko-sweep-1', 'ko-sweep-2', 'ko-sweep-3'])(
    'every sentence of three Mighty hands is Korean (%s)',
    (seed) => {
      const lines = sentencesOfAGame(seed);
      expect(lines.length).toBeGreaterThan(100);
      const english = lines.flatMap((l, i) =>
        latinWords(String(l)).length > 0 ? [`${String(l)} (after: ${String(lines[i - 1])})`] : [],
      );
      expect(english.slice(0, 10)).toEqual([]);
      expect(lines.some((l) => /트릭을 가져갔습니다\./.test(l))).toBe(true);
      expect(lines.some((l) => /^주공 편이 \d+점을 가져왔습니다 \(공약 \d+점\)\. (?:성공|실패)입니다\.$/.test(l))).toBe(
        true,
      );
    },
  );

  test('the check finds an English word (it is not blind)', () => {
    expect(latinWords('내 차례입니다. Next trick')).toEqual(['Next', 'trick']);
    expect(latinWords('♥Q 내기, JK와 ♠A')).toEqual([]);
  });

  test('Mighty in the Korean pages’ words: bids, the friend, the joker call, the score', () => {
    const bid = (n: number, strain: string) => ({ type: 'bid', seat: 1, number: n, strain }) as unknown as AnyAction;
    expect(w.actionLabel(bid(15, 'S'))).toBe('스페이드 15 공약');
    expect(w.announce(bid(14, 'NT'), 0, 'mighty')).toBe('2번: 노기루다 14.');
    expect(w.announce({ type: 'pass', seat: 0 } as AnyAction, 0, 'mighty')).toBe('나: 패스.');
    expect(w.actionLabel({ type: 'friend', seat: 0, mode: 'card', card: 'HA' } as unknown as AnyAction)).toBe(
      '프렌드: ♥A를 가진 사람',
    );
    expect(w.actionLabel({ type: 'friend', seat: 0, mode: 'card', card: 'D3' } as unknown as AnyAction)).toBe(
      '프렌드: ♦3을 가진 사람',
    );
    expect(w.announce({ type: 'play', seat: 1, card: 'C3', ripper: true } as AnyAction, 0, 'mighty')).toBe(
      '2번이 클로버 3을 냈습니다. 조커콜입니다.',
    );
    expect(w.announce({ type: 'play', seat: 0, card: 'JK', declared: 'H' } as AnyAction, 0, 'mighty')).toBe(
      '내가 조커를 냈습니다. 따라 낼 무늬는 하트입니다.',
    );
    expect(w.winnerLine(3, 0)).toBe('4번이 트릭을 가져갔습니다.');
    const model = w.tableModel('mighty', MIGHTY_DECLARER_VIEW, 0);
    expect(model.seats[0]!.roles).toEqual(['주공']);
    expect(model.facts).toContain('공약: 하트 15 (나).');
    expect(w.verdict('mighty', MIGHTY_RUN_RESULT, 0).slice(0, 2)).toEqual([
      '주공 편이 20점을 가져왔습니다 (공약 15점). 성공입니다.',
      '계산: 기본 점수는 2 × (15 − 13) + (20 − 15), 런 (20점 모두) 때문에 두 배가 되어 28. 주공 2 × 28 = +56, 프렌드 +28, 야당 한 사람당 −28.',
    ]);
    expect(coachKo.hintLine('♥Q 내기', { kind: 'wins', percent: 90, samples: 40, wins: 36 })).toBe(
      '힌트: ♥Q 내기 — 컴퓨터가 시험한 40가지 배분 가운데 36가지에서 이 트릭을 이깁니다.',
    );
  });
});

describe('the built-pages check for the Korean practice catalogue (tests/budget/languages.mjs)', () => {
  test('it names the Korean catalogue off its page, an English one on it, and a Korean page without it', async () => {
    const { languageProblems, KO_MARKERS, MARKERS } = await import('../../../tests/budget/languages.mjs');
    // This family's problems only (a page may need other families' catalogues too).
    const problems = (page: string, html: string) =>
      (languageProblems(page, html, []) as string[]).filter((p) => p.includes(' practice '));
    const ko = `<p>${KO_MARKERS.practice[0]}</p>`;
    const en = `<button>${MARKERS.en[0]}</button>`;
    expect(KO_MARKERS.practice.length).toBeGreaterThan(20);
    expect(problems('/ko/mighty/practice/', `<main lang="ko">${ko}</main>`)).toEqual([]);
    expect(problems('/ko/mighty/practice/', `<main lang="ko">${ko}${en}</main>`)).toEqual([
      expect.stringMatching(/carries the English practice catalogue/),
    ]);
    expect(problems('/ko/mighty/practice/', '<main lang="ko"></main>')).toEqual([
      expect.stringMatching(/the Korean practice catalogue is missing/),
    ]);
    expect(problems('/mighty/practice/', `<main lang="en">${en}${ko}</main>`)).toEqual([
      expect.stringMatching(/carries the Korean practice catalogue/),
    ]);
    expect(problems('/ko/mighty/puzzles/', `<main lang="ko">${ko}</main>`)).toContainEqual(
      expect.stringMatching(/carries the Korean practice catalogue/),
    );
  });
});
