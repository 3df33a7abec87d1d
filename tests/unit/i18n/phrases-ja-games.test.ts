/**
 * The Japanese phrasebooks of English Nap and Taiwanese & Hong Kong Napoleon: every score column
 * the engine declares has its Japanese words (the options, presets and rule notes:
 * page-catalogues.test.ts); a trick
 * is explained in Japanese for the winner the engine's judge names, one sentence per rule; and a
 * phrase that is missing stops the build with a message naming it.
 */
import { describe, expect, test } from 'vitest';
import type { Card, Suit } from '../../../src/engine/cards.ts';
import { judgeScore, judgeTrick } from '../../../src/islands-logic/site-engine.ts';
import { rankLabelJaOf, scoreColJa, trickReasonJa } from '../../../src/i18n/phrases/ja-games.ts';
import { napTrickReasonJa } from '../../../src/i18n/phrases/ja-nap.ts';
import { twhkTrickReasonJa } from '../../../src/i18n/phrases/ja-twhk.ts';
import { rankingGroups } from '../../../src/components/site/ranking.ts';

const LATIN = /[A-Za-z]{2,}/;

// Their options, values, presets and rule notes: page-catalogues.test.ts (every language, every game).
describe.each(['nap', 'tw-hk'] as const)('%s in Japanese', (variant) => {
  test('a missing score column stops the build, naming it', () => {
    expect(() => scoreColJa(variant, 'no-such-column')).toThrow(/no-such-column/);
  });
});

describe('score columns', () => {
  test('every column the judge returns is named in Japanese', () => {
    const nap = judgeScore({ variant: 'nap', bid: 3, tricks: 3 });
    const twhk = judgeScore({ variant: 'tw-hk', bid: 11, points: 12, partner: 'secretary' });
    expect(Object.keys(nap).map((c) => scoreColJa('nap', c))).toEqual(['ディクレアラー', '相手（1人あたり）']);
    expect(Object.keys(twhk).map((c) => scoreColJa('tw-hk', c))).toEqual(['ナポレオン', '秘書', '守備側（1人あたり）']);
  });
});

describe('trick reasons', () => {
  type Case = { trump: Suit | null; trick: number; plays: string; rules?: Record<string, unknown> };
  const NAP: [Case, RegExp][] = [
    [{ trump: 'H', trick: 2, plays: 'C5 CK H2 CA' }, /^♥2がこのトリックでいちばん強い切り札（♥ハート）です。$/],
    [
      { trump: null, trick: 2, plays: 'C5 CK H2 CA' },
      /^♣Aは台札のスート（♣クラブ）.*ミゼールなので切り札がありません。$/,
    ],
    [{ trump: 'S', trick: 2, plays: 'D4 DK DA D2' }, /^♦Aは台札のスート（♦ダイヤ）.*切り札は出ていません。$/],
    [{ trump: 'C', trick: 2, plays: 'CA C10 JK C2', rules: { joker: true } }, /^ジョーカーはいちばん強い切り札です。$/],
    [{ trump: null, trick: 2, plays: 'D4 JK DA D2', rules: { joker: true } }, /^ミゼールには切り札がない/],
  ];
  test.each(NAP)('Nap %#', (c, reason) => {
    const q = { variant: 'nap' as const, ...c, plays: c.plays.split(' ') as Card[] };
    const ja = trickReasonJa(q);
    expect(ja.winner).toBe(judgeTrick(q).winner);
    expect(ja.reason).toMatch(reason);
  });

  type TwCase = Case & { secretary?: Card; declared?: Suit };
  const TW: [TwCase, RegExp][] = [
    [
      { trump: 'H', trick: 4, plays: 'CK C2 D5 HA BJ', secretary: 'D5' },
      /^秘書のカード♦5は、どのカードにも勝ちます。$/,
    ],
    [{ trump: 'H', trick: 3, plays: 'CK C2 BJ CA H3', secretary: 'HA' }, /^大きいジョーカーは/],
    [{ trump: 'H', trick: 3, plays: 'CK LJ C2 CA H3', secretary: 'HA' }, /^小さいジョーカーは/],
    [
      { trump: 'H', trick: 9, plays: 'CK C2 BJ CA H3', secretary: 'HA' },
      /^♥3がこのトリックでいちばん強い切り札（♥ハート）です（最後の3トリックでは、ジョーカーはいちばん弱いカードです）。$/,
    ],
    [
      { trump: 'H', trick: 9, plays: 'BJ D4 C9 D5 C3', secretary: 'HA', declared: 'S' },
      /^最後の3トリックで台札として出た大きいジョーカーは、♠スペードの「1」/,
    ],
    [
      { trump: 'H', trick: 9, plays: 'BJ S4 S9 D5 C3', secretary: 'HA', declared: 'S' },
      /^♠9は台札のスート（♠スペード）/,
    ],
    [
      { trump: null, trick: 2, plays: 'S4 S9 D5 C3 SK' },
      /^♠Kは台札のスート（♠スペード）でいちばん強いカードで、切り札は出ていません。$/,
    ],
  ];
  test.each(TW)('tw-hk %#', (c, reason) => {
    const q = { variant: 'tw-hk' as const, ...c, plays: c.plays.split(' ') as Card[] };
    const ja = trickReasonJa(q);
    expect(ja.winner).toBe(judgeTrick(q).winner);
    expect(ja.reason).toMatch(reason);
  });

  test('a rule with no Japanese sentence stops the build, naming it', () => {
    const e = { rule: 'no-such-rule', cards: ['SA'], text: 'x' };
    expect(() => napTrickReasonJa(e, 'S', 'S')).toThrow(/no-such-rule/);
    expect(() => twhkTrickReasonJa(e, 'S')).toThrow(/no-such-rule/);
    expect(() => trickReasonJa({ variant: 'daifugo' as 'nap', trump: 'S', trick: 2, plays: ['SA'] })).toThrow(
      /daifugo/,
    );
    // Mighty's reasons come from its own phrasebook (i18n/phrases/ja-mighty.ts).
    expect(
      trickReasonJa({ variant: 'mighty', trump: 'S', trick: 2, plays: ['SK', 'S2', 'SA', 'S3', 'S4'] }).reason,
    ).toMatch(/[\u3040-\u30ff]/);
  });
});

describe('ranking groups', () => {
  test('every group of the tw-hk and Nap rankings has a Japanese label', () => {
    const tw = [2, 8].flatMap((trick) =>
      rankingGroups({ variant: 'tw-hk', trump: 'H', led: 'C', secretary: 'HA', trick }),
    );
    const nap = rankingGroups({ variant: 'nap', trump: 'S', led: 'D', rules: { joker: true } });
    for (const g of tw) expect(rankLabelJaOf('tw-hk', g.label)).not.toMatch(LATIN);
    for (const g of nap) expect(rankLabelJaOf('nap', g.label)).not.toMatch(LATIN);
    expect(rankLabelJaOf('tw-hk', 'the secretary card')).toBe('秘書のカード');
    expect(() => rankLabelJaOf('tw-hk', 'no such group')).toThrow(/no such group/);
  });
});
