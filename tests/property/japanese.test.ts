import { ALL_CARDS } from '../../src/engine/cards.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyJapanese,
  japaneseDeck,
  japaneseGame as G,
  legalCards,
  randomJapaneseAction,
  replayJapanese,
  resolveJapaneseRules,
  totalHonours,
  trickWinner,
  trickWinnerIndex,
  currentTrickContext,
  type JapaneseState,
} from '../../src/engine/japanese/index.ts';
import { Rng } from '../../src/engine/rng.ts';
import { arbRules } from './japanese-arb.ts';
import { cases } from '../depth.ts';

function check(s: JapaneseState): void {
  const deck = japaneseDeck(s.rules, s.players);
  const h = s.hand;
  const inPlay = h.trick
    ? [...h.trick.completed.flatMap((t) => t.plays.map((p) => p.card)), ...h.trick.current.map((p) => p.card)]
    : [];
  const widow =
    s.phase === 'auction' ||
    (s.phase === 'adjutant' && h.discards.length === 0 && s.rules.adjutantTiming !== 'after-exchange') ||
    s.phase === 'exchange'
      ? h.widow
      : [];
  const all = [...h.hands.flat(), ...widow, ...h.discards, ...inPlay];
  expect(all.length).toBe(deck.length);
  expect(new Set(all)).toEqual(new Set(deck));
}

/** Play a whole hand randomly from `s`, checking invariants at every step. */
function playHand(s: JapaneseState, rng: Rng): JapaneseState {
  let steps = 0;
  const handNo = s.hand.handNo;
  while (s.phase !== 'handOver' && s.phase !== 'gameOver' && s.hand.handNo === handNo) {
    if (++steps > 2000) throw new Error('the hand does not end');
    if (s.phase === 'play') {
      const seat = G.toAct(s)[0]!;
      const t = s.hand.trick!;
      const legal = legalCards(
        s.rules,
        t.hands[seat]!,
        t.current.map((p) => p.card),
        currentTrickContext(s),
      );
      expect(legal.length).toBeGreaterThan(0);
      for (const c of legal) expect(t.hands[seat]).toContain(c);
    }
    const a = randomJapaneseAction(s, rng)!;
    const r = applyJapanese(s, a);
    if (!r.ok) throw new Error(`random legal action refused: ${r.reason} ${JSON.stringify(a)}`);
    s = r.value;
    check(s);
  }
  return s;
}

describe('Japanese Napoleon properties', () => {
  it('random valid rule sets resolve', () => {
    fc.assert(
      fc.property(arbRules, ({ rules, players }) => {
        expect(resolveJapaneseRules({ rules }, players).players).toBe(players);
      }),
      { numRuns: cases(300) },
    );
  });

  it('hands end; cards and honours are accounted for; tricks have one winner; scores sum to zero', () => {
    fc.assert(
      fc.property(arbRules, fc.string({ minLength: 1, maxLength: 8 }), ({ rules, players }, seed) => {
        let s = G.setup({ ruleSet: { variant: 'japanese', rules }, players, seed });
        const rng = new Rng(seed);
        check(s);
        s = playHand(s, rng);
        expect(s.phase === 'handOver' || s.phase === 'gameOver').toBe(true);
        const h = s.hand;
        const t = h.trick!;
        expect(t.completed).toHaveLength(t.totalTricks);
        for (const tr of t.completed) {
          expect(tr.plays).toHaveLength(players);
          expect(new Set(tr.plays.map((p) => p.seat)).size).toBe(players);
          const w = tr.plays.filter((p) => p.seat === tr.winner);
          expect(w).toHaveLength(1);
        }
        const total = totalHonours(s.rules, players);
        const r = h.result!;
        expect(t.points.reduce((a, b) => a + b, 0) + r.discardHonours).toBe(total);
        if (s.rules.scoring !== 'win-loss') expect(r.scores.reduce((a, b) => a + b, 0)).toBe(0);
        expect(s.totals).toEqual(r.scores);
      }),
      { numRuns: cases(80) },
    );
  }, 60_000);

  it('the trick winner is one of the cards, and is stable under repetition', () => {
    fc.assert(
      fc.property(
        arbRules,
        fc.integer({ min: 0, max: 1e9 }),
        fc.constantFrom('S', 'H', 'D', 'C', null),
        fc.integer({ min: 1, max: 8 }),
        ({ rules, players }, n, trump, trickNo) => {
          const r = resolveJapaneseRules({ rules }, players);
          const cards = new Rng(n).shuffle(japaneseDeck(r, players)).slice(0, players);
          if (cards[0] === 'JK' && trickNo === 1 && r.jokerLeadFirstTrick === 'forbidden') return;
          const ctx = { trump, trickNo, totalTricks: 8, players, declared: 'D' as const };
          const a = trickWinner(r, cards, ctx);
          expect(a.winner).toBeGreaterThanOrEqual(0);
          expect(a.winner).toBeLessThan(players);
          expect(a.explanation.cards[0]).toBe(cards[a.winner]);
          const b = trickWinner(r, cards, ctx);
          expect(b.winner).toBe(a.winner);
          // the explanation is built lazily: read twice it is the same object, and equal on a new call
          expect(a.explanation).toBe(a.explanation);
          expect(b.explanation).toEqual(a.explanation);
        },
      ),
      { numRuns: cases(500) },
    );
  });

  it("the lazily explained winner is the explanation's first card, also with the special cards together", () => {
    // random tricks rarely hold the mighty, its killer and their counters at once: these always do
    const specials = ['SA', 'HQ', 'HK', 'HA', 'SJ', 'CJ', 'HJ', 'DJ', 'JK', 'C3', 'S2', 'H2'];
    fc.assert(
      fc.property(
        arbRules,
        fc.integer({ min: 0, max: 1e9 }),
        fc.constantFrom('S', 'H', 'D', 'C', null),
        fc.integer({ min: 2, max: 7 }),
        ({ rules, players }, n, trump, trickNo) => {
          const r = resolveJapaneseRules({ rules }, players);
          const deck = new Set(japaneseDeck(r, players));
          const rng = new Rng(n);
          // the mighty, yoromeki and both counters in every trick, the rest drawn from the other specials
          const rest = rng.shuffle(specials.slice(4).filter((c) => deck.has(c))).slice(0, players - 4);
          const cards = rng.shuffle([...specials.slice(0, 4), ...rest]);
          const ctx = { trump, trickNo, totalTricks: 8, players, declared: 'D' as const };
          const a = trickWinner(r, cards, ctx);
          expect(cards[a.winner]).toBe(a.explanation.cards[0]);
          expect(trickWinnerIndex(r, cards, ctx)).toBe(a.winner);
        },
      ),
      { numRuns: cases(600) },
    );
  });

  it('a serialised state replays identically, and continues identically', () => {
    fc.assert(
      fc.property(
        arbRules,
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 80 }),
        ({ rules, players }, seed, cut) => {
          const setup = { ruleSet: { variant: 'japanese' as const, rules }, players, seed };
          let s = G.setup(setup);
          const rng = new Rng('r' + seed);
          for (let i = 0; i < cut && s.phase !== 'handOver'; i++) s = applyOk(s, randomJapaneseAction(s, rng)!);
          const copy = JSON.parse(JSON.stringify(s)) as JapaneseState;
          expect(copy).toEqual(s);
          expect(replayJapanese(setup, s.log)).toEqual(s);
          const rngA = new Rng('c' + seed);
          const rngB = new Rng('c' + seed);
          let a = s;
          let b = copy;
          for (let i = 0; i < 40 && a.phase !== 'handOver'; i++) {
            a = applyOk(a, randomJapaneseAction(a, rngA)!);
            b = applyOk(b, randomJapaneseAction(b, rngB)!);
          }
          expect(b).toEqual(a);
        },
      ),
      { numRuns: cases(50) },
    );
  }, 60_000);

  it('illegal actions are refused and leave the state unchanged', () => {
    fc.assert(
      fc.property(
        arbRules,
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 60 }),
        ({ rules, players }, seed, cut) => {
          let s = G.setup({ ruleSet: { variant: 'japanese', rules }, players, seed });
          const rng = new Rng(seed);
          for (let i = 0; i < cut && s.phase !== 'handOver'; i++) s = applyOk(s, randomJapaneseAction(s, rng)!);
          const before = JSON.stringify(s);
          const seat = G.toAct(s)[0] ?? 0;
          const other = (seat + 1) % players;
          const bad = [
            { type: 'play', seat: other, card: s.hand.hands[other]![0] ?? 'SA' },
            // a card this seat does not hold (its hand may be down to one card on the last trick)
            { type: 'play', seat, card: ALL_CARDS.find((c) => !(s.hand.hands[seat] ?? []).includes(c))! },
            { type: 'bid', seat: other, count: 3, suit: 'S' },
            { type: 'adjutant', seat: other, card: 'SA' },
            { type: 'discard', seat: other, cards: ['SA'] },
            { type: 'pass', seat: players + 1 },
          ];
          for (const a of bad) {
            const r = G.apply(s, a as never);
            expect(r.ok).toBe(false);
          }
          expect(JSON.stringify(s)).toBe(before);
        },
      ),
      { numRuns: cases(80) },
    );
  }, 60_000);
  it('apply never throws, whatever the action', () => {
    const base = G.setup({ ruleSet: { variant: 'japanese', preset: 'trump-stadium' }, seed: 'fuzz' });
    const rng = new Rng('fuzz');
    const states = [base];
    let s = base;
    for (let i = 0; i < 40; i++) {
      s = applyOk(s, randomJapaneseAction(s, rng)!);
      if (i % 4 === 0) states.push(s);
    }
    const junk = fc.oneof(fc.anything(), fc.constantFrom('SA', 'JK', 'H10', 'S', 'NT', 1, 0, -1, 12, null));
    fc.assert(
      fc.property(
        fc.constantFrom(...states),
        fc.record(
          {
            type: fc.constantFrom('bid', 'pass', 'adjutant', 'discard', 'play', 'next-hand', 'x'),
            seat: junk,
            card: junk,
            cards: fc.oneof(junk, fc.array(junk, { maxLength: 4 })),
            count: junk,
            suit: junk,
            declared: junk,
          },
          { requiredKeys: ['type'] },
        ),
        (st, a) => {
          const before = JSON.stringify(st);
          const r = G.apply(st, a as never);
          if (!r.ok) expect(typeof r.reason).toBe('string');
          expect(JSON.stringify(st)).toBe(before);
        },
      ),
      { numRuns: cases(2000) },
    );
  }, 60_000);
});

function applyOk(s: JapaneseState, a: Parameters<typeof applyJapanese>[1]): JapaneseState {
  const r = applyJapanese(s, a);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}
