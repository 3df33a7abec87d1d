import { describe, expect, test } from 'vitest';
import { bestFromHere } from '../../src/islands-logic/table-view.ts';
import { engineFor } from '../../src/islands-logic/engines/all.ts';
import { CATALOGUES, ISLAND_LANGS } from '../../src/i18n/islands/all.ts';

/** The verdict, the reviews, the exchange and what a trick changed in English: facts of islands-logic worded by the English catalogue. */
const { verdict, handReview, trickChange, daifugoReview, exchangeWords } = CATALOGUES.practice.en;

describe('the coach: what a trick changed', () => {
  const mighty = engineFor('mighty');
  if (mighty.kind !== 'trick') throw new Error('trick engine');
  const ranking = mighty.ranking({}, { trump: 'H', trick: 2, led: null });

  test('the top card falls: the next one is named', () => {
    const top = ranking[0]!;
    const line = trickChange(ranking, [], [top.card, 'C2', 'C3', 'C4', 'C5']);
    expect(line).toMatch(/^The mighty \(♠A\) is gone: the joker \(.+\) is now the top card\.$/);
  });

  test('a special card that was not the top falls; plain tricks change nothing', () => {
    const joker = ranking.find((r) => r.role === 'joker')!.card;
    expect(trickChange(ranking, [], [joker, 'C2', 'C3', 'C4', 'C5'])).toMatch(
      /^The joker \(.+\) is gone; the mighty \(♠A\) is still the top card\.$/,
    );
    expect(trickChange(ranking, [], ['C2', 'C3', 'C4', 'C5', 'C6'])).toBe('');
  });

  test('a plain trump falling is not news; the last trump is', () => {
    const j = engineFor('japanese');
    if (j.kind !== 'trick') throw new Error('trick engine');
    const r = j.ranking({}, { trump: 'S', trick: 5, led: null });
    const specials = ['SA', 'SJ', 'CJ'];
    expect(trickChange(r, specials, ['SK', 'H2', 'H3', 'H4', 'H5'])).toBe('');
    const trumps = r.filter((x) => x.role === 'trump').map((x) => x.card);
    expect(trickChange(r, [...specials, ...trumps.slice(0, -1)], [trumps.at(-1)!, 'H2', 'H3', 'H4', 'H5'])).toBe(
      'The last trump is gone.',
    );
  });

  test('with no trump left the coach says so rather than name a plain card', () => {
    const j = engineFor('japanese');
    if (j.kind !== 'trick') throw new Error('trick engine');
    const r = j.ranking({}, { trump: 'S', trick: 9, led: null });
    const trumps = r.filter((x) => x.role !== 'plain' && x.role !== 'suit' && x.role !== 'led').map((x) => x.card);
    expect(trickChange(r, trumps.slice(1), ['SA', 'H2', 'H3', 'H4', 'H5'])).toBe(
      'The mighty (♠A) is gone: no trump is left.',
    );
  });

  test('Japanese: with the mighty gone the sei-jack is the top card', () => {
    const j = engineFor('japanese');
    if (j.kind !== 'trick') throw new Error('trick engine');
    const r = j.ranking({}, { trump: 'H', trick: 3, led: null });
    expect(trickChange(r, [], ['SA', 'C2', 'C3', 'C4', 'C5'])).toBe(
      'The mighty (♠A) is gone: the sei-jack (♥J) is now the top card.',
    );
  });
});

describe('the review after the hand', () => {
  const t = (leader: number, winner: number, cards: string[]) => ({
    leader,
    winner,
    plays: cards.map((card, i) => ({ seat: (leader + i) % 2, card })),
    explanation: { text: 'the highest card wins' },
  });
  const honours = (c: string) => (/^[SHDC](A|K|Q|J|10)$/.test(c) ? 1 : 0);

  test('hands open: each seat holds before a trick the cards it plays from there on', () => {
    const tricks = [t(0, 0, ['SA', 'S2']), t(0, 1, ['H3', 'HK']), t(1, 1, ['DQ', 'D4'])];
    const rows = handReview({ tricks, players: 2, value: honours, side: [0], need: 2, final: 1, human: 0 });
    expect(rows[0]!.hands).toEqual([
      ['SA', 'H3', 'D4'],
      ['S2', 'HK', 'DQ'],
    ]);
    expect(rows[2]!.hands).toEqual([['D4'], ['DQ']]);
    expect(rows.map((r) => r.points)).toEqual([1, 1, 1]);
  });

  test('the turning point is the trick after which the contract could no longer be made (or was made)', () => {
    const tricks = [t(0, 0, ['SA', 'S2']), t(0, 1, ['H3', 'HK']), t(1, 1, ['DQ', 'D4'])];
    const lost = handReview({ tricks, players: 2, value: honours, side: [0], need: 2, final: 1, human: 0 });
    expect(lost.map((r) => r.turning)).toEqual(['the richest trick (1)', null, 'the contract can no longer be made']);
    const made = handReview({ tricks, players: 2, value: honours, side: [1], need: 2, final: 2, human: 0 });
    expect(made[2]!.turning).toBe('the contract is now certain to be made');
    // buried points counted for the side by the engine bring the moment forward
    const buried = handReview({ tricks, players: 2, value: honours, side: [1], need: 2, final: 3, human: 0 });
    expect(buried[1]!.turning).toBe('the contract is now certain to be made');
  });

  test('best possible from here: a drop in the solver’s best names the side that gave it away', () => {
    const tricks = [t(0, 0, ['SA', 'S2']), t(0, 1, ['H3', 'HK']), t(1, 1, ['DQ', 'D4'])];
    const rows = handReview({ tricks, players: 2, value: honours, side: [0], need: 2, final: 1, human: 0 });
    // the side could make 3 from trick 1, took 1 there, then could make only 1: it gave 1 away in trick 1
    expect(bestFromHere(rows, [0], [3, 1, 0])).toEqual([
      { best: 3, gave: 'declarer', lost: 1 },
      { best: 1, gave: 'declarer', lost: 1 },
      { best: 0, gave: null, lost: 0 },
    ]);
    expect(bestFromHere(rows, [0], [null, 0, 1])[1]).toEqual({ best: 0, gave: 'defenders', lost: 1 });
    expect(bestFromHere(rows, [0], [null, null, 0]).slice(0, 2)).toEqual([null, null]);
    // the English catalogue words the facts
    const en = CATALOGUES.practice.en;
    const lines = en.bestFromHere(rows, [0], [3, 1, 0], en.reviewUnit('japanese'));
    expect(lines).toEqual([
      'best possible from here, all hands open: 3 honours for the declaring side; the declaring side gave away 1 in this trick',
      'best possible from here, all hands open: 1 honour for the declaring side; the declaring side gave away 1 in this trick',
      'best possible from here, all hands open: 0 honours for the declaring side',
    ]);
    expect(en.bestLine(lines[1]!)).toBe('Best possible from here, all hands open: 1 honour for the declaring side.');
    expect(en.gaveAway(lines[1]!)).toBe(true);
    expect(en.gaveAway(lines[2]!)).toBe(false);
    expect(en.gaveAwayPart(lines[0]!)).toBe('the declaring side gave away 1 in this trick');
    expect(en.bestFromHere(rows, [0], [null, 0, 1], 'points')[1]).toMatch(
      /: 0 points .*the defenders gave away 1 in this trick$/,
    );
  });

  test.each(ISLAND_LANGS)('best from here in %s: the same facts, each side named, the unit worded', (lang) => {
    const w = CATALOGUES.practice[lang]!;
    const tricks = [t(0, 0, ['SA', 'S2']), t(0, 1, ['H3', 'HK']), t(1, 1, ['DQ', 'D4'])];
    const rows = handReview({ tricks, players: 2, value: honours, side: [0], need: 2, final: 1, human: 0 });
    const [gaveDeclarer, , none] = w.bestFromHere(rows, [0], [3, 1, 0], w.reviewUnit('mighty'));
    const gaveDefenders = w.bestFromHere(rows, [0], [null, 0, 1], w.reviewUnit('mighty'))[1]!;
    expect(w.gaveAway(gaveDeclarer!) && w.gaveAway(gaveDefenders) && !w.gaveAway(none!)).toBe(true);
    // the two sides are told apart, and neither part repeats the line's head
    expect(w.gaveAwayPart(gaveDeclarer!)).not.toBe(w.gaveAwayPart(gaveDefenders));
    expect(w.bestLine(gaveDeclarer!)).not.toContain(w.gaveAwayPart(gaveDeclarer!));
    // no select key or argument reaches the reader unworded (the CJK lines have no Latin word at all)
    for (const line of [gaveDeclarer!, gaveDefenders, none!, w.bestLine(none!)])
      expect(line).not.toMatch(lang === 'en' ? /[{}]|undefined|NaN/ : /[{}a-zA-Z]/);
  });

  test('Daifugō: pile by pile, passes (automatic ones too) and effects, revolutions and outs marked', () => {
    const piles = daifugoReview(
      [
        { type: 'play', seat: 0, cards: ['S5', 'H5', 'D5', 'C5'], effects: ['revolution'] },
        { type: 'pass', seat: 1, auto: true },
        { type: 'pass', seat: 2, auto: false, cleared: true, leader: 0 },
        { type: 'play', seat: 0, cards: ['S8'], effects: ['eightCut'], out: 'finished', cleared: true, leader: 1 },
        { type: 'play', seat: 1, cards: ['H3'], effects: [] },
      ],
      1,
    );
    expect(piles).toHaveLength(3);
    expect(piles[0]!.moves[1]).toBe('You: pass (cannot play)');
    expect(piles[0]!.turning).toMatch(/^Computer 1 revolution/);
    expect(piles[0]!.leader).toBe(0);
    expect(piles[1]!.turning).toBe('Computer 1 goes out');
    expect(piles[2]!.leader).toBeNull();
  });

  test('Daifugō exchange: who gives what to whom; cards only where the player took part', () => {
    const lines = exchangeWords(
      [
        { rich: 0, poor: 3, count: 2, received: ['JK', 'S2'], given: ['C3', 'D4'] },
        { rich: 1, poor: 2, count: 1, received: [], given: [] },
      ],
      ['President', 'Minister', 'Peasant', 'Beggar'],
      0,
    );
    expect(lines).toEqual([
      'Computer 4 (Beggar) gives their strongest JK ♠2 to You (President).',
      'You (President) give back ♣3 ♦4.',
      'Computer 3 (Peasant) gives their strongest 1 card to Computer 2 (Minister).',
      'Computer 2 (Minister) gives back 1 card.',
    ]);
  });
});

describe('the result panel: the score change with its calculation', () => {
  test('Nap: what each opponent pays', () => {
    const lines = verdict('nap', { declarer: 1, bid: 3, tricks: 3, made: true, deltas: [-3, 9, -3, -3] }, 0);
    expect(lines).toContain(
      'The calculation: 3 from each of the 3 opponents to Computer 2, 3 × 3 = +9 for Computer 2, −3 for each opponent.',
    );
  });

  test('Mighty: the unit, its doublings in words, each side’s share', () => {
    const r = {
      declarer: 1,
      friend: 2,
      partner: 'friend',
      contract: { number: 14, strain: 'NT' },
      points: 16,
      score: { declarer: 32, friend: 16, opponent: -16, s: 16, made: true, doublings: ['no-trump'] },
      deltas: [-16, 32, 16, -16, -16],
    };
    expect(verdict('mighty', r, 0)).toContain(
      'The calculation: the unit is 2 × (14 − 13) + (16 − 14), doubled for no trumps: 16; the declarer 2 × 16 = +32, the friend +16, each defender −16.',
    );
  });

  test('tw-hk: Taiwan and Hong Kong sums', () => {
    const r = {
      napoleon: 0,
      secretary: 2,
      partner: 'card',
      bid: { heads: 11 },
      points: 13,
      score: { napoleon: 140, secretary: 70, defender: -70, made: true },
      deltas: [140, -70, 70, -70, -70],
    };
    expect(verdict('tw-hk', r, 0, { scoring: 'taiwan' })).toContain(
      'The calculation (2 over the bid): Napoleon 100 + 20 × 2 = +140, the secretary 50 + 10 × 2 = +70, each defender −(50 + 10 × 2) = −70.',
    );
    const hk = { ...r, score: { napoleon: 140, secretary: 70, defender: 0, made: true } };
    expect(verdict('tw-hk', hk, 0, { scoring: 'hongkong' })).toContain(
      'The calculation (2 over the bid): Napoleon 40 × 3 (the bid less 8) + 10 × 2 = +140, the secretary 20 × 3 + 5 × 2 = +70, each defender 0.',
    );
  });
});
