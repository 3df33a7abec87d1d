/**
 * The practice table in Traditional Chinese (zh-TW: Taiwanese & Hong Kong Napoleon on the Chinese
 * edition's page): every tw-hk option, value, preset and topic in Chinese, the setup form and the
 * table rendered in Chinese, and every sentence of whole tw-hk games (bids, plays, trick reasons
 * from the Chinese pages' phrasebook, the seats, the verdict and its score under both tables) with
 * no Latin-letter word outside card codes. (islands.test.tsx checks that every key is present.)
 */
import { describe, expect, test } from 'vitest';
import { render } from 'preact-render-to-string';
import { CATALOGUES } from '../../../src/i18n/islands/all.ts';
import { practiceZh } from '../../../src/i18n/islands/practice.zh-TW.ts';
import {
  OPTION_WORDS_ZH,
  optionValueZh,
  optionWordsZh,
  presetNameZh,
  TOPIC_WORDS_ZH,
} from '../../../src/i18n/islands/options.zh-TW.ts';
import PracticeGameZh from '../../../src/components/practice/PracticeGame.zh-TW.tsx';
import { Table } from '../../../src/components/practice/Table.tsx';
import { PracticeWordsContext } from '../../../src/i18n/islands/context.ts';
import { CoachWordsContext } from '../../../src/i18n/islands/coach-context.ts';
import { coachZhTW } from '../../../src/i18n/islands/coach.zh-TW.ts';
import { CardLang } from '../../../src/components/card-lang.ts';
import { engineFor } from '../../../src/islands-logic/engines/all.ts';
import { optionValues } from '../../../src/islands-logic/rule-words.ts';
import { OPTION_TOPICS } from '../../../src/engine/options.ts';
import { VARIANT_FLOWS } from '../../../src/machines/variants.ts';
import { defaultSettings, type AnyAction } from '../../../src/islands-logic/practice.ts';
import { twhkTrickReasonZh } from '../../../src/i18n/phrases/zh-tw.ts';
import { latinWords, visibleText } from './words.ts';
import { tableSentences } from './table-sentences.ts';

const w = practiceZh;

describe('the Chinese practice catalogue', () => {
  test('it is the practice family’s zh-TW entry and offers tw-hk only', () => {
    expect(CATALOGUES.practice['zh-TW']).toBe(practiceZh);
    expect(w.lang).toBe('zh-TW');
    expect(w.variants).toEqual(['tw-hk']);
  });

  test('every tw-hk option, value, preset and topic has Chinese words', () => {
    const engine = engineFor('tw-hk');
    const problems: string[] = [];
    for (const [key, decl] of Object.entries(engine.options)) {
      try {
        const o = optionWordsZh('tw-hk', key);
        const words = [o.label, o.description, ...optionValues(decl).map((v) => optionValueZh('tw-hk', key, v))];
        if (!o.label || !o.description) problems.push(`${key}: no label or description`);
        if (latinWords(words.join(' ')).length) problems.push(`${key}: Latin words in its Chinese`);
      } catch (e) {
        problems.push((e as Error).message);
      }
    }
    for (const p of engine.presets) {
      try {
        presetNameZh('tw-hk', p.id);
      } catch (e) {
        problems.push((e as Error).message);
      }
    }
    for (const k of Object.keys(OPTION_WORDS_ZH['tw-hk'] ?? {}))
      if (!engine.options[k]) problems.push(`${k}: words for an option the engine does not declare`);
    for (const t of OPTION_TOPICS) if (!TOPIC_WORDS_ZH[t.id]) problems.push(`topic ${t.id}`);
    expect(problems).toEqual([]);
  });

  test('every plain string and sentence of the catalogue is Chinese', () => {
    const texts: string[] = [];
    for (const [k, x] of Object.entries(w)) {
      if (k === 'lang' || k === 'href' || k === 'variants') continue;
      if (typeof x === 'string') texts.push(x);
    }
    texts.push(...Object.values(w.punct), ...w.seedAround, w.know.summary, w.know.intro, w.know.working);
    texts.push(w.summary([10, 30, 30, 0, 5], 0), w.summary([10, 30, 0, 0, 5], 1), w.higherWords('2方塊', ['2黑桃']));
    expect(texts.filter((t) => latinWords(t).length > 0)).toEqual([]);
  });

  test('bids, plays and scores as the Chinese tw-hk pages write them', () => {
    const bid = (heads: number, strain: string | null): AnyAction =>
      ({ type: 'bid', seat: 2, heads, strain }) as unknown as AnyAction;
    expect(w.actionLabel(bid(10, 'D'))).toBe('叫2方塊（10張頭）');
    expect(w.announce(bid(11, 'NT'), 0, 'tw-hk')).toBe('3號玩家：3無王（11張頭）。');
    expect(w.actionLabel(bid(12, null))).toBe('叫12張頭');
    expect(w.announce({ type: 'pass', seat: 0 } as AnyAction, 0)).toBe('你：不叫。');
    expect(w.actionLabel({ type: 'command', seat: 0 } as AnyAction)).toMatch(/^命令秘書/);
    expect(w.announce({ type: 'play', seat: 1, card: 'BJ' } as AnyAction, 0, 'tw-hk')).toBe('2號玩家出了大鬼。');
    expect(w.actionLabel({ type: 'play', seat: 0, card: 'H2', summon: true } as AnyAction)).toBe('出♥2（逼鬼）');
    expect(
      w.verdict(
        'tw-hk',
        {
          bid: { heads: 11, strain: 'D' },
          points: 13,
          partner: 'secretary',
          score: { made: true, napoleon: 140, secretary: 70, defender: -70 },
        },
        0,
        { scoring: 'taiwan' },
      ),
    ).toEqual([
      '拿破崙和秘書吃到了13張頭（承諾11張）：成約。',
      '計分（超吃2張）：拿破崙 100 + 20 × 2 = +140，秘書 50 + 10 × 2 = +70，每位防家 −(50 + 10 × 2) = −70。',
    ]);
  });
});

describe('the practice island in Chinese', () => {
  test('the setup form, rendered on the server, reads in Chinese', () => {
    const html = render(<PracticeGameZh variant="tw-hk" />);
    expect(html).toContain('新對局');
    expect(html).toContain('台式');
    expect(latinWords(visibleText(html))).toEqual([]);
  });

  test('the table at the start of a hand (the auction, the seats, the hand) reads in Chinese', () => {
    const game = VARIANT_FLOWS['tw-hk'].game as unknown as { setup(s: unknown): unknown; toAct(s: unknown): number[] };
    const seed = 'zh-render';
    const seat = game.toAct(game.setup({ ruleSet: { variant: 'tw-hk' }, seed }))[0]!;
    const html = render(
      <PracticeWordsContext.Provider value={w}>
        <CardLang.Provider value="zh-TW">
          <CoachWordsContext.Provider value={coachZhTW}>
            <Table
              settings={{ ...defaultSettings('tw-hk', seed), seat }}
              save={null}
              onNew={() => {}}
              onSameSeed={() => {}}
            />
          </CoachWordsContext.Provider>
        </CardLang.Provider>
      </PracticeWordsContext.Provider>,
    );
    expect(html).toContain('你的手牌');
    expect(latinWords(visibleText(html))).toEqual([]);
  });

  /** Three tw-hk hands with the first legal action: every sentence the Chinese table makes. */
  function sentences(seed: string, scoring: 'taiwan' | 'hongkong', bidStyle: 'level' | 'number'): string[] {
    let reasons = 0;
    const lines = tableSentences(w, { variant: 'tw-hk', preset: scoring, rules: { bidStyle } }, seed, {
      onReason: ({ said, text, trump }) => {
        // the phrasebook knows the engine's sentence (the catalogue never falls back to its plain reason)
        expect(twhkTrickReasonZh(text, trump === null)).toBe(said);
        reasons++;
      },
    });
    expect(reasons).toBeGreaterThan(10);
    return lines;
  }

  test.each([
    ['zh-sweep-1', 'taiwan', 'level'],
    ['zh-sweep-2', 'hongkong', 'level'],
    ['zh-sweep-3', 'taiwan', 'number'],
  ] as const)('every sentence of three tw-hk hands (%s, %s, %s) is Chinese', (seed, scoring, bidStyle) => {
    const lines = sentences(seed, scoring, bidStyle);
    expect(lines.length).toBeGreaterThan(100);
    expect(lines.some((l) => /^計分（/.test(l))).toBe(true);
    const english = lines.flatMap((l, i) => (latinWords(l).length ? [`${l} (after: ${lines[i - 1]})`] : []));
    expect(english.slice(0, 10)).toEqual([]);
  });
});
