import { describe, expect, it } from 'vitest';
import { playHand } from '../../../src/bots/arena.ts';
import { decide, hint, type Level } from '../../../src/bots/index.ts';
import { japaneseStrengthOrder } from '../../../src/bots/japanese.ts';
import { lastSearch } from '../../../src/bots/mc.ts';
import { determinizeJapanese, japaneseVoids } from '../../../src/bots/japanese.ts';
import { napMisereHand } from '../../../src/bots/nap.ts';
import { suitOf } from '../../../src/engine/cards.ts';
import type { JapaneseState, JapaneseView } from '../../../src/engine/japanese/index.ts';
import { japaneseDeck, resolveJapaneseRules } from '../../../src/engine/japanese/index.ts';
import type { VariantId } from '../../../src/engine/options.ts';
import { Rng } from '../../../src/engine/rng.ts';
import { advance, gameOf, swapHidden, TABLES } from './helpers.ts';

const VARIANTS = Object.keys(TABLES) as VariantId[];
let lateCounter = 0;
/** Stop a few moves into play (varies with each call). */
function lateEnough(_s: unknown): boolean {
  return ++lateCounter % 7 === 0;
}
/** The phase in which every game's cards are played (tricks or piles alike). */
const PLAY = 'play';

describe.each(VARIANTS)('%s bot', (variant) => {
  const game = gameOf(variant);
  const { ruleSet, players } = TABLES[variant];

  it('sees only the view: two states that differ only in other players’ hidden cards give the same decision', () => {
    let checked = 0;
    for (let k = 0; k < 12 && checked < 3; k++) {
      const s1 = advance(variant, `hide-${k}`, (s, ph) => {
        if (ph !== PLAY) return false;
        const seat = game.toAct(s)[0];
        return seat !== undefined && game.legalActions(s, seat).length > 1;
      });
      if (game.phase(s1) !== PLAY) continue;
      const me = game.toAct(s1)[0]!;
      const s2 = swapHidden(variant, s1, me);
      if (s2 === null) continue;
      expect(JSON.stringify(s2)).not.toBe(JSON.stringify(s1));
      const req = (s: unknown) => ({
        variant,
        view: game.view(s, me),
        legal: game.legalActions(s, me),
        ruleSet,
        level: 'normal' as Level,
        seed: 'same',
      });
      expect(decide(req(s2)).action).toEqual(decide(req(s1)).action);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('the search evaluates its candidates on sampled deals (first lead, mid-trick, late)', () => {
    for (const [k, stop] of [
      ['lead', (st: unknown, ph: string) => ph === 'play' && game.legalActions(st, game.toAct(st)[0]!).length > 1],
      ['late', (st: unknown, ph: string) => ph === 'play' && JSON.stringify(st).length > 0 && lateEnough(st)],
    ] as const) {
      const s = advance(variant, `eval-${k}`, stop);
      if (game.phase(s) !== 'play') continue;
      const me = game.toAct(s)[0]!;
      const legal = game.legalActions(s, me);
      if (legal.filter((a) => a.type === 'play').length < 2) continue;
      lastSearch.evaluated = 0;
      decide({ variant, view: game.view(s, me), legal, ruleSet, level: 'normal', seed: 'e' });
      expect(lastSearch.samples).toBeGreaterThan(0);
      expect(lastSearch.evaluated).toBeGreaterThan(lastSearch.samples);
    }
  });

  it('is deterministic: the same request gives the same decision and hint', () => {
    const s = advance(variant, 'det', (_s, ph) => ph === PLAY);
    const me = game.toAct(s)[0]!;
    const req = {
      variant,
      view: game.view(s, me),
      legal: game.legalActions(s, me),
      ruleSet,
      level: 'easy' as Level,
      seed: 'x',
    };
    const a = decide(req);
    const b = decide(req);
    expect(a).toEqual(b);
    expect(a.hint.length).toBeGreaterThan(5);
  });

  it('always chooses a legal action, in every phase of a whole hand (easy and normal)', () => {
    for (const level of ['easy', 'normal'] as const) {
      const o = playHand(variant, ruleSet, players, `legal-${level}`, Array(players).fill(level));
      expect(o.actions).toBeGreaterThan(players);
      expect(o.deltas).toHaveLength(players);
      const phases = new Set(o.times.map((t) => t.phase));
      expect(phases.has(PLAY)).toBe(true);
    }
  }, 60000);

  it('gives a hint naming the suggested move', () => {
    const s = advance(variant, 'hint', (st, ph) => ph === PLAY && game.legalActions(st, game.toAct(st)[0]!).length > 1);
    const me = game.toAct(s)[0]!;
    const h = hint({ variant, view: game.view(s, me), legal: game.legalActions(s, me), ruleSet });
    expect(game.legalActions(s, me)).toContainEqual(h.action);
    expect(h.hint).toMatch(/[♠♥♦♣]|JK|BJ|LJ|Pass|Play|Order/);
  });
});

describe('decisions the way strong players make them', () => {
  it('Japanese: the bot sees the widow and its discard is a legal action; across deals it buries widow cards too', () => {
    const game = gameOf('japanese');
    let exchanges = 0;
    let buriedWidow = 0;
    for (let k = 0; k < 16; k++) {
      const s = advance('japanese', `ex-${k}`, (_s, ph) => ph === 'exchange');
      if (game.phase(s) !== 'exchange') continue;
      exchanges++;
      const me = game.toAct(s)[0]!;
      const view = game.view(s, me) as JapaneseView;
      const legal = game.legalActions(s, me);
      const d = decide({
        variant: 'japanese',
        view,
        legal,
        ruleSet: { variant: 'japanese' },
        level: 'normal',
        seed: 'x',
      });
      expect(legal).toContainEqual(d.action);
      const cards = (d.action as unknown as { cards: string[] }).cards;
      if (cards.some((c) => view.widow!.includes(c))) buriedWidow++;
    }
    expect(exchanges).toBeGreaterThan(8);
    expect(buriedWidow).toBeGreaterThan(0);
  });
  it('Japanese: Napoleon names the strongest card not held as adjutant; discards keep the mighty and jacks', () => {
    const game = gameOf('japanese');
    let seen = 0;
    for (let k = 0; k < 5; k++) {
      const s = advance('japanese', `adj-${k}`, (_s, ph) => ph === 'adjutant');
      if (game.phase(s) !== 'adjutant') continue;
      seen++;
      const me = game.toAct(s)[0]!;
      const view = game.view(s, me) as JapaneseView;
      const r = decide({
        variant: 'japanese',
        view,
        legal: game.legalActions(s, me),
        ruleSet: { variant: 'japanese' },
        level: 'normal',
        seed: 'a',
      });
      const want = japaneseStrengthOrder(view).find((c) => !view.hand.includes(c));
      expect(r.action).toEqual({ type: 'adjutant', seat: me, card: want });
      const s2 = game.apply(s, r.action as never);
      expect(s2.ok).toBe(true);
      if (!s2.ok) return;
      const v2 = game.view(s2.value, me) as JapaneseView;
      const d = decide({
        variant: 'japanese',
        view: v2,
        legal: game.legalActions(s2.value, me),
        ruleSet: { variant: 'japanese' },
        level: 'normal',
        seed: 'a',
      });
      const cards = (d.action as unknown as { cards: string[] }).cards;
      expect(cards).toHaveLength(v2.exchange!.count);
      expect(cards).not.toContain('SA');
      expect(game.apply(s2.value, d.action as never).ok).toBe(true);
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('Mighty: the friend call is the mighty when not held, else the joker', () => {
    const game = gameOf('mighty');
    let seen = 0;
    for (let k = 0; k < 8; k++) {
      const s = advance('mighty', `friend-${k}`, (_s, ph) => ph === 'friend');
      if (game.phase(s) !== 'friend') continue;
      const me = game.toAct(s)[0]!;
      const view = game.view(s, me) as { hand: string[]; mighty: string };
      const r = decide({
        variant: 'mighty',
        view,
        legal: game.legalActions(s, me),
        ruleSet: { variant: 'mighty' },
        level: 'normal',
        seed: 'f',
      });
      const want = !view.hand.includes(view.mighty) ? view.mighty : !view.hand.includes('JK') ? 'JK' : undefined;
      if (want) expect(r.action).toMatchObject({ type: 'friend', mode: 'card', card: want });
      seen++;
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('tw-hk: the secretary card is the big joker unless Napoleon holds it', () => {
    const game = gameOf('tw-hk');
    let seen = 0;
    for (let k = 0; k < 8; k++) {
      const s = advance('tw-hk', `sec-${k}`, (_s, ph) => ph === 'secretary');
      if (game.phase(s) !== 'secretary') continue;
      const me = game.toAct(s)[0]!;
      const view = game.view(s, me) as { hand: string[] };
      const r = decide({
        variant: 'tw-hk',
        view,
        legal: game.legalActions(s, me),
        ruleSet: { variant: 'tw-hk' },
        level: 'normal',
        seed: 's',
      });
      const want = !view.hand.includes('BJ') ? 'BJ' : !view.hand.includes('LJ') ? 'LJ' : null;
      if (want) expect(r.action).toMatchObject({ type: 'secretary', card: want });
      seen++;
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('Nap: a hand of low cards bids Misère when it is allowed', () => {
    expect(napMisereHand(['S2', 'H3', 'D4', 'C5', 'S7'])).toBe(true);
    expect(napMisereHand(['SA', 'H3', 'D4', 'C5', 'S7'])).toBe(false);
    const game = gameOf('nap');
    const s = game.setup({ ruleSet: { variant: 'nap', rules: { misere: true } }, players: 4, seed: 'm' });
    const me = game.toAct(s)[0]!;
    const view = { ...(game.view(s, me) as object), hand: ['S2', 'H3', 'D4', 'C5', 'S7'] };
    const r = decide({
      variant: 'nap',
      view,
      legal: game.legalActions(s, me),
      ruleSet: { variant: 'nap', rules: { misere: true } },
      level: 'normal',
      seed: 'n',
    });
    expect(r.action).toMatchObject({ type: 'bid', bid: 'misere' });
  });

  it('Daifugō: the President gives the weakest cards in the exchange', () => {
    const game = gameOf('daifugo');
    const s = advance('daifugo', 'ex', (_s, ph) => ph === 'exchange', 3000);
    expect(game.phase(s)).toBe('exchange');
    const me = game.toAct(s)[0]!;
    const view = game.view(s, me) as { hand: string[] };
    const r = decide({
      variant: 'daifugo',
      view,
      legal: game.legalActions(s, me),
      ruleSet: { variant: 'daifugo' },
      level: 'normal',
      seed: 'd',
    });
    const given = (r.action as unknown as { cards: string[] }).cards;
    expect(given).toEqual(view.hand.slice(0, given.length)); // the view lists the hand weakest first
  });
});

describe('determinisation', () => {
  it('Japanese: a joker led in trick 1 under "no effect" asks for no trumps, so failing to play one shows no void', () => {
    // house-2011: the joker led in trick 1 has no effect (the second card sets the suit); from
    // trick 2 on it asks for trumps, and a seat that plays none has shown it holds none.
    const game = gameOf('japanese');
    const s = advance('japanese', 'voids-jk', (_st, ph) => ph === 'play');
    const rules = resolveJapaneseRules({ preset: 'house-2011' });
    expect(rules.jokerLeadFirstTrick).toBe('no-effect');
    const view = { ...(game.view(s, game.toAct(s)[0]!) as JapaneseView), rules };
    const trick = (leader: number) => ({
      leader,
      plays: ['JK', 'D5', 'D7', 'D9', 'D2'].map((card, k) => ({ seat: (leader + k) % 5, card })),
      winner: (leader + 3) % 5,
      explanation: { rule: 'led-suit', cards: [], text: '' },
    });
    const earlier = { ...trick(0), plays: ['C5', 'C7', 'C9', 'C2', 'C3'].map((card, seat) => ({ seat, card })) };
    const asFirst = {
      ...view,
      trump: 'H',
      tricks: [trick(0)],
      trick: { number: 2, leader: 3, plays: [] },
    } as JapaneseView;
    const asSecond = {
      ...view,
      trump: 'H',
      tricks: [earlier, trick(2)],
      trick: { number: 3, leader: 0, plays: [] },
    } as JapaneseView;
    expect(japaneseVoids(asFirst).map((v) => [...v])).toEqual([[], [], [], [], []]);
    const second = japaneseVoids(asSecond).map((v) => [...v]);
    expect(second.filter((v) => v.includes('H'))).toHaveLength(4); // the four followers
  });

  it('Japanese: sampled deals keep the viewer’s hand, the hand sizes, every card once, and shown voids', () => {
    const game = gameOf('japanese');
    const s = advance(
      'japanese',
      'det-j',
      (st, ph) => ph === 'play' && (st as JapaneseState).hand.trick!.completed.length >= 4,
    ) as JapaneseState;
    const me = game.toAct(s)[0]!;
    const view = game.view(s, me) as JapaneseView;
    const deck = japaneseDeck(view.rules, view.players);
    for (let i = 0; i < 20; i++) {
      const d = determinizeJapanese(view, new Rng(`d${i}`));
      const t = d.hand.trick!;
      expect(t.hands[me]).toEqual(view.hand);
      expect(t.hands.map((h) => h.length)).toEqual(view.handCounts);
      const all = [
        ...t.hands.flat(),
        ...t.completed.flatMap((x) => x.plays.map((p) => p.card)),
        ...t.current.map((p) => p.card),
        ...d.hand.discards,
      ];
      expect(new Set(all).size).toBe(all.length);
      expect(new Set(all)).toEqual(new Set(deck));
      // every legal card of the seat to act is accepted by the engine on the sample
      for (const a of game.legalActions(d, me)) expect(game.apply(d, a).ok).toBe(true);
      // a seat that failed to follow a plain lead holds no card of that suit
      for (const tr of t.completed) {
        const led = suitOf(tr.plays[0]!.card);
        if (!led || tr.plays[0]!.card === 'SA') continue;
        for (const p of tr.plays.slice(1)) {
          const ps = suitOf(p.card);
          if (ps && ps !== led && p.card !== 'SA' && !p.card.endsWith('J')) {
            expect(t.hands[p.seat]!.some((c) => suitOf(c) === led && c !== 'SA' && !c.endsWith('J'))).toBe(false);
          }
        }
      }
    }
  });
});

describe('exact endgame', () => {
  it('solves the last trick: the declaring side takes the points when it can', async () => {
    const { solveEndgame } = await import('../../../src/bots/trick-common.ts');
    // two players, one trick left, seat 0 leads; highest card of the led suit wins, aces worth 1
    const rules = {
      legal: (hand: readonly string[], plays: readonly { card: string }[]) => {
        const led = plays[0]?.card[0];
        const f = led ? hand.filter((c) => c[0] === led) : [...hand];
        return f.length ? f : [...hand];
      },
      winner: (plays: readonly { card: string }[]) => {
        const led = plays[0]!.card[0];
        const rank = (c: string) => '23456789TJQKA'.indexOf(c[1]!);
        let w = 0;
        plays.forEach((p, i) => {
          if (p.card[0] === led && rank(p.card) > rank(plays[w]!.card)) w = i;
        });
        return w;
      },
      points: (c: string) => (c[1] === 'A' ? 1 : 0),
    };
    const st = {
      hands: [
        ['S2', 'HA'],
        ['SA', 'DK'],
      ],
      points: [0, 0],
      winners: [] as number[],
      current: [],
      leader: 0,
      trickNo: 1,
      total: 2,
      n: 2,
    };
    const r = solveEndgame(st, rules, { tricks: 2, side: (s) => s === 0, value: (p) => p[0]! });
    // Leading ♥A wins one ace (seat 1, void in hearts, keeps ♠A back: the minimiser discards ♦K).
    // Leading ♠2 loses both: ♠A wins, then ♦K is led and ♥A falls on it.
    expect(r.points[0]).toBe(1);
    expect(r.winners[0]).toBe(0);
  });
});

describe('determinisation of every trick variant keeps what the seat knows', () => {
  /** Each game's determinisation from a view and a template state (loaded when its test runs). */
  const DETERMINIZE = {
    nap: async () => (await import('../../../src/bots/nap.ts')).determinizeNap,
    'tw-hk': async () => (await import('../../../src/bots/twhk.ts')).determinizeTwhk,
    mighty: async () => (await import('../../../src/bots/mighty.ts')).determinizeMighty,
  } as const;
  it.each(Object.keys(DETERMINIZE) as (keyof typeof DETERMINIZE)[])('%s', async (variant) => {
    const game = gameOf(variant);
    const { ruleSet, players } = TABLES[variant];
    const det = (await DETERMINIZE[variant]()) as unknown as (
      view: unknown,
      template: unknown,
      rng: Rng,
    ) => { trick: { hands: string[][]; completed: unknown[] } };
    let checked = 0;
    for (let k = 0; k < 6; k++) {
      let n = 0;
      const s = advance(variant, `det-${k}`, (_st, ph) => ph === 'play' && ++n > 3 + k * 2);
      if (game.phase(s) !== 'play') continue;
      const me = game.toAct(s)[0]!;
      const view = game.view(s, me) as { hand: string[]; handSizes: number[] };
      const template = game.setup({ ruleSet, players, seed: 't' });
      for (let i = 0; i < 10; i++) {
        const d = det(view, template, new Rng(`x${i}`));
        expect(d.trick.hands[me]).toEqual(view.hand);
        expect(d.trick.hands.map((h) => h.length)).toEqual(view.handSizes);
        const cards = d.trick.hands.flat();
        expect(new Set(cards).size).toBe(cards.length);
        // the seat's legal moves are accepted on the sampled deal
        const legal = game.legalActions(d, me);
        expect(legal).toEqual(game.legalActions(s, me));
        for (const a of legal) expect(game.apply(d, a).ok).toBe(true);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('bidding under win-loss scoring (Trump Stadium)', () => {
  // Under `win-loss` Napoleon's score is 1 or 0, never negative: a bot that compared a bid's
  // average score with 0 (passing) bid on every hand. A bid must be likelier won than lost.
  const ruleSet = { variant: 'japanese', preset: 'trump-stadium' } as const;
  const weak = ['C2', 'C3', 'C4', 'C5', 'D2', 'D3', 'D4', 'H2', 'H3', 'H4'];
  const strong = ['SA', 'SJ', 'CJ', 'SK', 'SQ', 'S10', 'S9', 'S8', 'HA', 'DA'];

  function firstBidder(hand: readonly string[]) {
    const game = gameOf('japanese');
    const s = structuredClone(game.setup({ ruleSet, players: 5, seed: 'wl', dealer: 0 })) as {
      hand: { hands: string[][]; widow: string[] };
    };
    const me = game.toAct(s)[0]!;
    // swap the wanted cards into the first bidder's hand, wherever they were dealt
    const piles = [...s.hand.hands, s.hand.widow];
    const mine = piles[me]!;
    for (const c of hand) {
      if (mine.includes(c)) continue;
      const from = piles.find((p) => p.includes(c))!;
      const give = mine.find((x) => !hand.includes(x))!;
      from[from.indexOf(c)] = give;
      mine[mine.indexOf(give)] = c;
    }
    return decide({
      variant: 'japanese',
      view: game.view(s, me),
      legal: game.legalActions(s, me),
      ruleSet,
      level: 'strong',
      seed: 'b',
    }).action as { type: string };
  }

  it('the strong bot passes a hand of low cards', () => {
    expect(firstBidder(weak).type).toBe('pass');
  });

  it('and bids a hand with the mighty, both jacks and long trumps', () => {
    expect(firstBidder(strong).type).toBe('bid');
  });
});
