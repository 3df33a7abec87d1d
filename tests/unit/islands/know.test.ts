/** The practice table's "What can I know?" panel: the view-to-query mapping and no leak of hidden cards. */
import { describe, expect, it } from 'vitest';
import { japaneseGame as G, type JapaneseAction, type JapaneseState } from '../../../src/engine/japanese/index.ts';
import { judgeWhoHolds } from '../../../src/engine/solver/judge.ts';
import { spokenName } from '../../../src/engine/cards.ts';
import { knowPanel, whoHoldsQueryOf, type Holds } from '../../../src/islands-logic/know.ts';
import { Rng } from '../../../src/engine/rng.ts';

function act(s: JapaneseState, a: JapaneseAction): JapaneseState {
  const r = G.apply(s, a);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

/** Seat 1 bids spades with ♥A as the adjutant card; `tricks` tricks are played at random. */
function position(seed: string, tricks: number): JapaneseState {
  let s = G.setup({ ruleSet: { variant: 'japanese', rules: {} }, seed });
  s = act(s, { type: 'bid', seat: 1, count: 13, suit: 'S' });
  for (let i = 0; i < 4; i++) s = act(s, { type: 'pass', seat: G.toAct(s)[0]! });
  const card = s.hand.hands[1]!.includes('HA') ? 'HK' : 'HA';
  s = act(s, { type: 'adjutant', seat: 1, card });
  const keep = s.hand.hands[1]!.filter((c) => c !== 'JK').slice(0, s.hand.widow.length);
  s = act(s, { type: 'discard', seat: 1, cards: keep });
  const rng = new Rng(`${seed}-play`);
  while (s.phase === 'play' && (s.hand.trick?.completed.length ?? 0) < tricks) {
    const seat = G.toAct(s)[0]!;
    const legal = G.legalActions(s, seat).filter((a) => a.type === 'play');
    s = act(s, rng.pick(legal));
  }
  return s;
}

const holdsFor =
  (s: JapaneseState): Holds =>
  (q) =>
    judgeWhoHolds({ variant: 'japanese', rules: s.rules }, q, spokenName);

describe('the "What can I know?" panel', () => {
  it('asks the judge about the view: own hand, every trick (the unfinished one too), Napoleon’s own discards', () => {
    let s = position('k1', 3);
    // one card into trick 4
    s = act(
      s,
      G.legalActions(s, G.toAct(s)[0]!).find((a) => a.type === 'play')!,
    );
    const napView = G.view(s, 1) as unknown as Record<string, unknown>;
    const q = whoHoldsQueryOf(napView, 'SK');
    expect(q['seat']).toBe(1);
    expect(q['hand']).toEqual(s.hand.hands[1]);
    expect(q['discards']).toEqual(s.hand.discards);
    const tricks = q['tricks'] as { leader: number; plays: string[] }[];
    expect(tricks).toHaveLength(4);
    expect(tricks[3]!.plays).toHaveLength(1);
    expect(tricks[0]!.plays).toEqual(s.hand.trick!.completed[0]!.plays.map((p) => p.card));
    // another seat sees no discards
    const other = whoHoldsQueryOf(G.view(s, 0) as unknown as Record<string, unknown>, 'SK');
    expect(other['discards']).toBeUndefined();
  });

  it('names a seat ruled out by a suit it did not follow, in words', () => {
    // find a game where someone showed out of a suit early
    for (let k = 0; k < 40; k++) {
      const s = position(`void${k}`, 4);
      const view = G.view(s, 0) as unknown as Record<string, unknown>;
      const p = knowPanel(view, holdsFor(s));
      expect(p.note).toBe('');
      const lines = p.rows.flatMap((r) => r.out);
      const line = lines.find((l) =>
        /cannot hold any: did not follow (spades|hearts|diamonds|clubs) at trick \d/.test(l),
      );
      if (!line) continue;
      expect(line).toMatch(/^Computer \d cannot hold any/);
      // words, not identifiers
      for (const r of p.rows)
        for (const t of [r.title, r.who, ...r.out]) expect(t).not.toMatch(/\b(seat \d|[SHDC](10|[2-9AKQJ])\b)/);
      const adj = s.hand.adjutantCard!;
      const hidden =
        !s.hand.hands[0]!.includes(adj) && !s.hand.trick!.completed.some((t) => t.plays.some((x) => x.card === adj));
      if (!hidden) continue;
      expect(p.rows[0]!.title).toBe(`The adjutant card, ${adj === 'HA' ? '♥A' : '♥K'}`);
      expect(p.rows[0]!.who).toMatch(/can hold it\.$/);
      expect(p.rows.slice(1).map((r) => r.title)).toEqual(['Spades', 'Hearts', 'Diamonds', 'Clubs']);
      return;
    }
    throw new Error('no position with a void found');
  });

  it('does not change when the other players’ hidden cards are swapped', () => {
    let checked = 0;
    for (let k = 0; k < 10; k++) {
      const s = position(`swap${k}`, 3);
      if (s.phase !== 'play') continue;
      const a = s.hand.hands[2]!;
      const b = s.hand.hands[3]!;
      // swap every card the two seats still hold (hand sizes are equal at the start of a trick)
      if (a.length !== b.length) continue;
      const swapped: JapaneseState = {
        ...s,
        hand: { ...s.hand, hands: s.hand.hands.map((h, i) => (i === 2 ? [...b] : i === 3 ? [...a] : h)) },
      };
      const v1 = G.view(s, 0) as unknown as Record<string, unknown>;
      const v2 = G.view(swapped, 0) as unknown as Record<string, unknown>;
      const p1 = knowPanel(v1, holdsFor(s));
      const p2 = knowPanel(v2, holdsFor(swapped));
      expect(p1.rows.length).toBeGreaterThan(0);
      expect(p2).toEqual(p1);
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });
});
