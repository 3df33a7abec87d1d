/**
 * Sound partnership play at `strong` (`soundCards`, `knownSides` in src/bots/trick-common.ts):
 * constructed positions in which a rule decides the card, and positions in which it must not.
 * The trick rules are Nap's engine rules (hearts trumps), seats 0–3.
 */
import { describe, expect, it } from 'vitest';
import { decide } from '../../../src/bots/index.ts';
import { fastOverCards, knownSides, soundCards, type SoundPlayInput } from '../../../src/bots/trick-common.ts';
import type { Suit } from '../../../src/engine/cards.ts';
import { napLegalCards, napSuitFor, napTrickWinner } from '../../../src/engine/nap/rules.ts';
import type { NapView } from '../../../src/engine/nap/game.ts';
import type { TrickPlay } from '../../../src/engine/trick/index.ts';
import { advance, gameOf, TABLES } from './helpers.ts';

const rules = (points: (c: string) => number = () => 0) =>
  fastOverCards({
    context: (_plays, trickNumber) => ({ trump: 'H' as Suit, trickNumber, misere: false }),
    legal: napLegalCards,
    winner: (cards, ctx) => napTrickWinner(cards, ctx).winner,
    points,
  });

const noVoids = () => [0, 1, 2, 3].map(() => new Set<Suit>());

/** Seat 3 to play; seat `declarer` declares alone (Nap): the other three defend together. */
function input(current: TrickPlay[], declarer: number, more: Partial<SoundPlayInput> = {}): SoundPlayInput {
  return {
    me: 3,
    players: 4,
    current,
    trickNo: 2,
    rules: rules(),
    side: knownSides(3, declarer, null),
    voids: noVoids(),
    trump: 'H',
    suitFor: (c) => napSuitFor(c, 'H'),
    countsTricks: true,
    ...more,
  };
}

describe('who is on my side, from what the view tells', () => {
  it('a defender who does not know the called partner knows only the declarer and itself', () => {
    const side = knownSides(2, 0, 'unknown');
    expect([0, 1, 2, 3, 4].map(side)).toEqual([false, null, true, null, null]);
  });
  it('the partner knows everyone (it knows the declarer is alone with it)', () => {
    const side = knownSides(3, 0, 3);
    expect([0, 1, 2, 3, 4].map(side)).toEqual([true, false, false, true, false]);
  });
  it('a declarer alone: every other seat is an opponent, and the defenders are partners', () => {
    expect([0, 1, 2, 3].map(knownSides(0, 0, null))).toEqual([true, false, false, false]);
    expect([0, 1, 2, 3].map(knownSides(1, 0, null))).toEqual([false, true, true, true]);
  });
  it('while the viewer may still become the partner (first-trick friend), nobody else is known', () => {
    expect([0, 1, 2, 3, 4].map(knownSides(2, 0, 'unknown', false))).toEqual([null, null, true, null, null]);
  });
});

describe('do not overtake a winning partner', () => {
  it('last to play, the partner’s king winning: the two, not the ace', () => {
    const r = soundCards(
      ['SA', 'S2'],
      input(
        [
          { seat: 0, card: 'S5' },
          { seat: 1, card: 'S10' },
          { seat: 2, card: 'SK' },
        ],
        1,
      ),
    );
    expect(r).toEqual({ cards: ['S2'], rule: 'no-overtake' });
  });
  it('not while the declarer still plays after me', () => {
    const r = soundCards(['SA', 'S2'], { ...input([{ seat: 2, card: 'SK' }], 0), current: [{ seat: 2, card: 'SK' }] });
    expect(r.rule).toBeNull();
    expect(r.cards).toEqual(['SA', 'S2']);
  });
});

describe('cover the partner’s losing card', () => {
  const trick: TrickPlay[] = [
    { seat: 0, card: 'SQ' },
    { seat: 1, card: 'SK' },
    { seat: 2, card: 'S3' },
  ];
  it('the declarer’s king beats the partner’s queen: win it with the ace (every trick counts)', () => {
    expect(soundCards(['SA', 'S2'], input(trick, 1))).toEqual({ cards: ['SA'], rule: 'cover' });
  });
  it('in a point game, a trick without points is left to the search', () => {
    expect(soundCards(['SA', 'S2'], input(trick, 1, { countsTricks: false })).rule).toBeNull();
    const pointsForQueens = rules((c) => (c.endsWith('Q') ? 1 : 0));
    expect(soundCards(['SA', 'S2'], input(trick, 1, { countsTricks: false, rules: pointsForQueens })).rule).toBe(
      'cover',
    );
  });
});

describe('lead towards a partner’s void', () => {
  const voids = () => {
    const v = noVoids();
    v[1]!.add('D'); // partner 1 has shown it has no diamonds
    return v;
  };
  it('a partner has shown no diamonds and nobody else has: lead the diamond for it to trump', () => {
    const r = soundCards(['D4', 'C9', 'S2'], input([], 0, { voids: voids() }));
    expect(r).toEqual({ cards: ['D4'], rule: 'lead-to-void' });
  });
  it('not when the declarer is void in diamonds too (it would over-trump)', () => {
    const v = voids();
    v[0]!.add('D');
    expect(soundCards(['D4', 'C9', 'S2'], input([], 0, { voids: v })).rule).toBeNull();
  });
  it('not when the partner has shown it has no trumps either', () => {
    const v = voids();
    v[1]!.add('H');
    expect(soundCards(['D4', 'C9', 'S2'], input([], 0, { voids: v })).rule).toBeNull();
  });
  it('not without trumps', () => {
    expect(soundCards(['D4', 'C9', 'S2'], input([], 0, { voids: voids(), trump: null })).rule).toBeNull();
  });
});

describe('the strong Nap bot follows the rules in real hands', () => {
  const game = gameOf('nap');
  /** Defender positions, last to play, with a fellow defender winning and a card that would overtake. */
  function positions(count: number): unknown[] {
    const out: unknown[] = [];
    for (let i = 0; out.length < count && i < 400; i++) {
      const s = advance('nap', `sound-${i}`, (st, phase) => {
        if (phase !== 'play') return false;
        const v = game.view(st, game.toAct(st)[0]!) as unknown as NapView;
        if (
          v.current.length !== 3 ||
          v.decided !== null ||
          v.declarer === null ||
          v.declarer === v.seat ||
          v.bid === 'misere'
        )
          return false;
        const r = rulesFor(v.trump);
        const plays = v.current;
        const leading = plays[r.winner(plays, v.completed.length + 1)]!.seat;
        if (leading === v.declarer) return false;
        const wins = (c: string) => r.winner([...plays, { seat: v.seat!, card: c }], v.completed.length + 1) === 3;
        const legal = r.legal(v.hand, plays, v.completed.length + 1);
        return legal.some(wins) && legal.some((c) => !wins(c));
      });
      if (game.phase(s) === 'play') out.push(s);
    }
    return out;
  }
  const rulesFor = (trump: Suit | null) =>
    fastOverCards({
      context: (_plays, trickNumber) => ({ trump, trickNumber, misere: false }),
      legal: napLegalCards,
      winner: (cards, ctx) => napTrickWinner(cards, ctx).winner,
      points: () => 0,
    });

  it('does not overtake a fellow defender’s winning card when last to play', () => {
    const found = positions(6);
    expect(found.length).toBe(6);
    for (const s of found) {
      const seat = game.toAct(s)[0]!;
      const v = game.view(s, seat) as unknown as NapView;
      const r = decide({
        variant: 'nap',
        view: v,
        legal: game.legalActions(s, seat),
        ruleSet: TABLES.nap.ruleSet,
        level: 'strong',
        seed: 'sound',
      });
      const card = (r.action as { type: string; card?: string }).card!;
      const r2 = rulesFor(v.trump);
      expect(r2.winner([...v.current, { seat, card }], v.completed.length + 1)).not.toBe(3);
    }
  });
});
