import { describe, expect, it } from 'vitest';
import { judgeOne } from '../../../src/engine/judge.ts';
import '../../../src/engine/all-judges.ts';
import {
  resolveTwhk,
  TWHK_OPTIONS,
  TWHK_PRESETS,
  twhkContext,
  twhkLegalCards,
  twhkRanking,
  twhkScore,
  twhkTrickWinner,
  twhkBidBeats,
} from '../../../src/engine/twhk/index.ts';
import type { Card, Suit } from '../../../src/engine/cards.ts';

const TW = resolveTwhk({});
const HK = resolveTwhk({ preset: 'hongkong' });
const J = (q: Record<string, unknown>) => judgeOne({ variant: 'tw-hk', ...q });

describe('tw-hk options and presets', () => {
  it('has the SPEC keys, defaults and presets', () => {
    expect(TW).toEqual({
      players: 5,
      bidStyle: 'level',
      widowShown: false,
      discardsShown: false,
      summon: 'lead-first-three',
      secretaryCommand: true,
      firstLead: 'after-napoleon',
      scoring: 'taiwan',
    });
    expect(HK).toMatchObject({
      firstLead: 'napoleon',
      scoring: 'hongkong',
      bidStyle: 'level',
      summon: 'lead-first-three',
    });
    expect(TWHK_PRESETS.map((p) => p.id)).toEqual(['taiwan', 'hongkong']);
    expect(TWHK_OPTIONS.scoring.choice).toBe(true);
  });
  it.each([
    [
      { rules: { summon: 'always' } },
      'option "summon" cannot be "always": allowed values are "lead-first-three", "any-play", "off"',
    ],
    [{ rules: { players: 7 } }, 'option "players" cannot be 7: allowed values are 4, 5, 6'],
    [{ preset: 'macau' }, 'unknown preset "macau" for tw-hk: allowed presets are "taiwan", "hongkong"'],
    [{ rules: { widowShown: 'yes' } }, 'option "widowShown" cannot be "yes": allowed values are true or false'],
  ])('rejects %j', (rs, msg) => expect(() => resolveTwhk(rs)).toThrow(msg));
});

const ctx = (trump: Suit | null, sec: Card | null, trick: number, extra = {}, v = TW) =>
  twhkContext(v, trump, sec, trick, extra);

describe('tw-hk trick winner', () => {
  it.each([
    // [trump, secretary, trick (of 10), plays, extra, winner, rule]
    ['H', 'H5', 5, ['CK', 'C2', 'DJ', 'CA', 'H3'], {}, 4, 'trump'],
    ['H', 'H5', 5, ['CK', 'H5', 'BJ', 'CA', 'HA'], {}, 1, 'secretary'],
    ['H', 'H5', 7, ['CK', 'LJ', 'BJ', 'CA', 'HA'], {}, 2, 'big-joker'],
    ['H', 'H5', 7, ['CK', 'LJ', 'C2', 'CA', 'HA'], {}, 1, 'little-joker'],
    // last three tricks (8, 9, 10 of 10): jokers drop below every other card
    ['H', 'H5', 8, ['CK', 'LJ', 'BJ', 'CA', 'H2'], {}, 4, 'trump'],
    ['H', 'H5', 8, ['CK', 'LJ', 'BJ', 'CA', 'D2'], {}, 3, 'led-suit'],
    ['H', 'H5', 10, ['C2', 'BJ', 'D2', 'S3', 'LJ'], {}, 0, 'led-suit'],
    ['H', 'H5', 10, ['CK', 'H5', 'BJ', 'CA', 'HA'], {}, 1, 'secretary'],
    // a joker led in the last three is the 1 (BJ) or 0 (LJ) of the named suit
    ['H', 'H5', 8, ['BJ', 'D3', 'S4', 'LJ', 'SA'], { declared: 'C' }, 0, 'led-joker-last-three'],
    ['H', 'H5', 8, ['BJ', 'C2', 'S4', 'LJ', 'SA'], { declared: 'C' }, 1, 'led-suit'],
    ['H', 'H5', 9, ['LJ', 'D3', 'H2'], { declared: 'C' }, 2, 'trump'],
    ['H', 'H5', 7, ['LJ', 'C2', 'H2'], { declared: 'C' }, 0, 'little-joker'],
    // the secretary card names a suit when led
    [null, 'H5', 4, ['H5', 'HA', 'BJ'], { declared: 'S' }, 0, 'secretary'],
    ['S', 'SA', 4, ['D2', 'SA', 'SK'], {}, 1, 'secretary'],
    // secretary card is a joker: it stays strongest in the last three
    ['S', 'BJ', 9, ['D2', 'BJ', 'SK'], {}, 1, 'secretary'],
    ['S', 'LJ', 9, ['D2', 'LJ', 'SK', 'BJ'], {}, 1, 'secretary'],
    ['S', 'LJ', 3, ['D2', 'LJ', 'SK', 'BJ'], {}, 1, 'secretary'],
    // no-trump
    [null, 'H5', 4, ['CK', 'S2', 'CA', 'HA'], {}, 2, 'led-suit'],
  ] as const)('trump %s secretary %s trick %s %j → %s (%s)', (trump, sec, trick, plays, extra, winner, rule) => {
    const r = twhkTrickWinner(plays, ctx(trump as Suit | null, sec, trick, extra));
    expect(r.winner).toBe(winner);
    expect(r.explanation.rule).toBe(rule);
  });
  it('moves the last-three boundary with the player count', () => {
    const four = resolveTwhk({}, 4);
    const six = resolveTwhk({}, 6);
    const plays = ['CK', 'BJ', 'C2'];
    expect(twhkTrickWinner(plays, ctx('H', null, 10, {}, four)).winner).toBe(1);
    expect(twhkTrickWinner(plays, ctx('H', null, 11, {}, four)).winner).toBe(0);
    expect(twhkTrickWinner(plays, ctx('H', null, 5, {}, six)).winner).toBe(1);
    expect(twhkTrickWinner(plays, ctx('H', null, 6, {}, six)).winner).toBe(0);
  });
  it('explains with card labels', () => {
    expect(twhkTrickWinner(['CK', 'H5', 'BJ'], ctx('H', 'H5', 5)).explanation.text).toBe(
      'The secretary card ♥5 beats everything.',
    );
    expect(twhkTrickWinner(['BJ', 'D3'], ctx('H', 'H5', 8, { declared: 'C' })).explanation.text).toContain(
      'counts as the 1 of clubs',
    );
  });
});

describe('tw-hk legal cards', () => {
  const L = (
    hand: string[],
    plays: string[],
    trump: Suit | null,
    sec: Card | null,
    trick: number,
    extra = {},
    v = TW,
  ) => twhkLegalCards(hand, plays, ctx(trump, sec, trick, extra, v));
  it('treats the secretary card and the jokers as suitless, playable any time', () => {
    expect(L(['H5', 'H9', 'C2', 'BJ'], ['H2'], 'S', 'H5', 4)).toEqual(['H9', 'H5', 'BJ']);
    expect(L(['H5', 'C2', 'LJ'], ['H2'], 'S', 'H5', 4)).toEqual(['H5', 'C2', 'LJ']);
  });
  it('follows the suit named by a led joker or secretary card', () => {
    expect(L(['D5', 'C5', 'H2'], ['BJ'], 'S', 'H5', 3, { declared: 'D' })).toEqual(['D5']);
    expect(L(['D5', 'C5', 'H2'], ['H5'], 'S', 'H5', 3, { declared: 'C' })).toEqual(['C5']);
    expect(() => L(['D5'], ['BJ'], 'S', 'H5', 3)).toThrow('"declared"');
  });
  it('lead-first-three: the leader of the trump 2 (3) may summon BJ (LJ) in tricks 1–3', () => {
    expect(L(['BJ', 'C2', 'H9'], ['H2'], 'H', 'SA', 3, { summon: true })).toEqual(['BJ']);
    expect(L(['LJ', 'C2', 'H9'], ['H3'], 'H', 'SA', 1, { summon: true })).toEqual(['LJ']);
    expect(L(['BJ', 'C2', 'H9'], ['H2'], 'H', 'SA', 3)).toEqual(['H9', 'BJ']);
    expect(L(['BJ', 'C2', 'H9'], ['H2'], 'H', 'SA', 4, { summon: true })).toEqual(['H9', 'BJ']);
    // the secretary card BJ cannot be summoned by the 2
    expect(L(['BJ', 'C2', 'H9'], ['H2'], 'H', 'BJ', 2, { summon: true })).toEqual(['H9', 'BJ']);
  });
  it('any-play: every later player holding the joker must play it', () => {
    const any = resolveTwhk({ rules: { summon: 'any-play' } });
    expect(L(['BJ', 'C2', 'H9'], ['C4', 'H2'], 'H', 'SA', 8, {}, any)).toEqual(['BJ']);
    expect(L(['LJ', 'C2', 'H9'], ['C4', 'H3'], 'H', 'SA', 8, {}, any)).toEqual(['LJ']);
    expect(L(['LJ', 'C2', 'H9'], ['C4', 'H3'], 'H', 'LJ', 8, {}, any)).toEqual(['C2', 'LJ']);
    expect(L(['LJ', 'C2', 'H9'], ['C4', 'H3'], null, 'SA', 8, {}, any)).toEqual(['C2', 'LJ']);
    const off = resolveTwhk({ rules: { summon: 'off' } });
    expect(L(['BJ', 'C2', 'H9'], ['H2'], 'H', 'SA', 1, { summon: true }, off)).toEqual(['H9', 'BJ']);
  });
  it('a secretary command forces the secretary card', () => {
    expect(L(['SA', 'C2', 'H9'], ['H2'], 'H', 'SA', 5, { command: true })).toEqual(['SA']);
  });
});

describe('tw-hk scoring', () => {
  it.each([
    ['taiwan', 12, 13, 'secretary', { napoleon: 120, secretary: 60, defender: -60 }],
    ['taiwan', 12, 12, 'secretary', { napoleon: 100, secretary: 50, defender: -50 }],
    ['taiwan', 12, 10, 'secretary', { napoleon: -80, secretary: -40, defender: 40 }],
    ['taiwan', 12, 14, 'dictator', { napoleon: 480, defender: -120 }],
    ['taiwan', 12, 9, 'dictator', { napoleon: -120, defender: 30 }],
    ['hongkong', 12, 13, 'secretary', { napoleon: 170, secretary: 85, defender: 0 }],
    ['hongkong', 12, 10, 'secretary', { napoleon: -40, secretary: -20, defender: 40 }],
    ['hongkong', 12, 13, 'dictator', { napoleon: 410, defender: 0 }],
    ['hongkong', 16, 15, 'dictator', { napoleon: -20, defender: 50 }],
  ] as const)('%s bid %i took %i %s', (scoring, bid, points, partner, want) => {
    const { made: _m, ...s } = twhkScore({ scoring, bid, points, partner });
    expect(s).toEqual(want);
    expect(J({ preset: scoring, query: 'score', bid, points, partner })).toEqual(want);
  });
  it('is zero-sum in Taiwan with five players', () => {
    for (let p = 0; p <= 16; p++) {
      const s = twhkScore({ scoring: 'taiwan', bid: 11, points: p, partner: 'secretary' });
      expect(s.napoleon + s.secretary! + 3 * s.defender).toBe(0);
      const d = twhkScore({ scoring: 'taiwan', bid: 11, points: p, partner: 'dictator' });
      expect(d.napoleon + 4 * d.defender).toBe(0);
    }
  });
});

describe('tw-hk bids and ranking', () => {
  it('orders strains NT > ♠ > ♥ > ♦ > ♣ within a level', () => {
    expect(twhkBidBeats({ heads: 10, strain: 'NT' }, { heads: 10, strain: 'S' })).toBe(true);
    expect(twhkBidBeats({ heads: 10, strain: 'D' }, { heads: 10, strain: 'H' })).toBe(false);
    expect(twhkBidBeats({ heads: 11, strain: 'C' }, { heads: 10, strain: 'NT' })).toBe(true);
  });
  it('ranks the secretary card, then the jokers, then trumps; in the last three the jokers are last', () => {
    const r = twhkRanking(ctx('S', 'H5', 4));
    expect(r).toHaveLength(54);
    expect(r.slice(0, 4).map((x) => [x.card, x.role])).toEqual([
      ['H5', 'secretary'],
      ['BJ', 'big-joker'],
      ['LJ', 'little-joker'],
      ['SA', 'trump'],
    ]);
    const last = twhkRanking({ ...ctx('S', 'H5', 9), led: 'D' });
    expect(last[0]!.card).toBe('H5');
    expect(last.slice(-2).map((x) => [x.card, x.role])).toEqual([
      ['BJ', 'weak-joker'],
      ['LJ', 'weak-joker'],
    ]);
  });
});

describe('tw-hk judge', () => {
  it('answers winner and legal', () => {
    expect(J({ trump: 'H', trick: 5, plays: ['CK', 'H5', 'BJ', 'CA', 'H3'], secretary: 'H5' })).toEqual({
      winner: 1,
      reason: 'The secretary card ♥5 beats everything.',
    });
    expect(
      J({
        query: 'legal',
        trump: 'H',
        trick: 2,
        plays: ['H2'],
        hand: ['BJ', 'C2', 'H5', 'H9'],
        secretary: 'H5',
        calls: { summon: true },
      }),
    ).toEqual({
      legal: ['BJ'],
    });
  });
  it('gives a summon no effect where the rules do not allow it', () => {
    const q = { query: 'legal', trump: 'H', plays: ['H2'], hand: ['BJ', 'C2', 'H9'], calls: { summon: true } };
    expect(J({ ...q, trick: 3 })).toEqual({ legal: ['BJ'] });
    expect(J({ ...q, trick: 4 })).toEqual({ legal: ['H9', 'BJ'] });
    expect(J({ ...q, trick: 3, rules: { summon: 'off' } })).toEqual({ legal: ['H9', 'BJ'] });
    expect(J({ ...q, trick: 3, secretary: 'BJ' })).toEqual({ legal: ['H9', 'BJ'] });
  });
  it.each([
    [{ trump: 'H', trick: 4, plays: ['H2'], calls: { summon: 1 } }, '"calls.summon" must be true or false'],
    [{ trump: 'H', plays: ['CK', 'BJ'] }, '"trick" is needed'],
    [{ trump: 'H', trick: 11, plays: ['CK'] }, '"trick" cannot be 11'],
    [{ trump: 'H', trick: 2, plays: ['JK'] }, 'not in the tw-hk deck'],
    [{ trump: 'H', trick: 9, plays: ['BJ', 'C2'] }, '"declared"'],
    [{ query: 'score', bid: 8, points: 3 }, '"bid" cannot be 8'],
    [{ trump: 'H', trick: 2, plays: ['CK'], secretry: 'H5' }, 'unknown field "secretry" in a tw-hk query'],
    [{ query: 'score', bid: 10, points: 3, partner: 'friend' }, '"partner" cannot be "friend"'],
  ])('rejects %j', (q, msg) => {
    const r = J(q);
    expect(String(r['error'])).toContain(msg);
  });
});
