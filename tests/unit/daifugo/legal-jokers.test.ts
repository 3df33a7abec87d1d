/**
 * Issue #33: with both jokers (BJ and LJ) in hand, the legal-move list and `apply` agree — every
 * play `apply` accepts is listed, and every listed play is accepted. The little joker alone used to
 * be accepted but missing from the list, so the table showed it dimmed.
 */
import { describe, expect, it } from 'vitest';
import {
  combinations,
  daifugoGame,
  isCorePlay,
  legalPlays,
  LEVEL_RANKS,
  type DaifugoAction,
  type DaifugoState,
} from '../../../src/engine/daifugo/index.ts';
import { Rng } from '../../../src/engine/rng.ts';
import { go, play, stateWith } from './helpers.ts';

const JOKERS = ['JK', 'BJ', 'LJ'];
const isJoker = (c: string) => JOKERS.includes(c);

/** One key per distinct action: the cards (in any order), the form and, for stairs, the lowest rank. */
function key(a: DaifugoAction): string {
  if (a.type !== 'play') return a.type;
  return [[...a.cards].sort().join('+'), a.form ?? '', a.form === 'stairs' ? (a.low ?? '') : ''].join('|');
}

/** Every play a hand could try: singles and sets of up to 4 cards, stairs of one suit (jokers filling in), each stairs reading. */
function candidates(s: DaifugoState, seat: number): DaifugoAction[] {
  const hand = s.hands[seat]!;
  const out: DaifugoAction[] = [{ type: 'pass', seat }];
  for (let k = 1; k <= Math.min(4, hand.length); k++)
    for (const cards of combinations(hand, k))
      out.push({ type: 'play', seat, cards, form: k === 1 ? 'single' : 'set' });
  const jokers = hand.filter(isJoker);
  for (const suit of ['S', 'H', 'D', 'C']) {
    const own = hand.filter((c) => !isJoker(c) && c.startsWith(suit));
    for (let n = 1; n <= own.length; n++)
      for (const cs of combinations(own, n))
        for (let j = 0; j <= jokers.length; j++)
          for (const js of combinations(jokers, j)) {
            if (n + j < 3) continue;
            for (const low of LEVEL_RANKS) out.push({ type: 'play', seat, cards: [...cs, ...js], form: 'stairs', low });
          }
  }
  return out;
}

/** The keys of the legal list and of the candidates `apply` accepts, for the seat to act. */
function compare(s: DaifugoState): { listed: string[]; accepted: string[] } {
  const seat = s.turn;
  const listed = daifugoGame.legalActions(s, seat);
  for (const a of listed) {
    const r = daifugoGame.apply(s, a);
    if (!r.ok) throw new Error(`listed but refused: ${JSON.stringify(a)}: ${r.reason}`);
  }
  const accepted = candidates(s, seat).filter((a) => daifugoGame.apply(s, a).ok);
  return { listed: [...new Set(listed.map(key))].sort(), accepted: [...new Set(accepted.map(key))].sort() };
}

/** Positions from seeded random games where the seat to play holds every joker of the deck (two by default). */
function positionsWithBothJokers(preset: string, games: number, most: number, jokers = 2): DaifugoState[] {
  const all = jokers === 2 ? ['BJ', 'LJ'] : ['JK'];
  const found: DaifugoState[] = [];
  for (let g = 0; g < games && found.length < most; g++) {
    let s = daifugoGame.setup({
      ruleSet: { variant: 'daifugo', preset, rules: { jokers } },
      players: 4,
      seed: `both-jokers-${preset}-${g}`,
    });
    const rng = new Rng(`both-jokers-moves-${preset}-${g}`);
    for (let step = 0; step < 300 && s.phase !== 'gameOver' && s.results.length === 0; step++) {
      const seat = daifugoGame.toAct(s)[0];
      if (seat === undefined) break;
      const hand = s.hands[seat]!;
      if (s.phase === 'play' && s.decisions.length === 0 && all.every((j) => hand.includes(j)))
        if (found.length < most && (found.length === 0 || rng.next() < 0.5)) found.push(s);
      const legal = daifugoGame.legalActions(s, seat);
      const r = daifugoGame.apply(s, rng.pick(legal));
      if (!r.ok) throw new Error(r.reason);
      s = r.value;
    }
  }
  return found;
}

describe('Daifugō legal moves with both jokers (issue #33)', () => {
  it('lists the little joker alone, and each joker as a stand-in', () => {
    const rules = { jokers: 2 };
    const s = stateWith({ rules, hands: [['S5', 'BJ', 'LJ'], ['H9', 'D3'], ['C4'], ['C6']] });
    const listed = daifugoGame.legalActions(s, 0).map(key);
    expect(listed).toContain('LJ|single|');
    expect(listed).toContain('BJ|single|');
    expect(listed).toContain('LJ+S5|set|');
    expect(listed).toContain('BJ+LJ|set|');
    // and on a pile: the little joker beats a 9 alone
    const on9 = go(stateWith({ rules, hands: [['H9', 'D3'], ['BJ', 'LJ', 'S5'], ['C4'], ['C6']] }), play(0, 'H9'));
    expect(daifugoGame.legalActions(on9, 1).map(key)).toContain('LJ|single|');
  });

  it("marks the core's own listing of each play (what a bot weighs once)", () => {
    const s = stateWith({
      preset: 'all',
      rules: { jokers: 2 },
      hands: [['S5', 'S6', 'S7', 'BJ', 'LJ'], ['H9'], ['C4'], ['C6']],
    });
    const hand = s.hands[0]!;
    const core = legalPlays(hand, { top: null, revolution: false, elevenBack: false, locked: 0 }, s.rules);
    const kept = daifugoGame.legalActions(s, 0).filter((a) => isCorePlay(a, hand));
    expect(kept.map(key)).toEqual(
      core.map((p) => key({ type: 'play', seat: 0, cards: p.cards, form: p.form, ...(p.low ? { low: p.low } : {}) })),
    );
    expect(daifugoGame.legalActions(s, 0).length).toBeGreaterThan(kept.length);
  });

  for (const preset of ['moderate', 'all']) {
    it(`agrees with apply on random positions (${preset} rules)`, () => {
      const positions = positionsWithBothJokers(preset, 60, 12);
      expect(positions.length).toBeGreaterThanOrEqual(8);
      for (const s of positions) {
        const { listed, accepted } = compare(s);
        expect(accepted, `seat ${s.turn} holding ${s.hands[s.turn]!.join(' ')}`).toEqual(listed);
      }
    });
  }

  it('agrees with apply with one joker too (a joker standing in for a held card of a run)', () => {
    const run = stateWith({
      preset: 'all',
      rules: { jokers: 1 },
      hands: [['S5', 'S6', 'S7', 'JK'], ['H9'], ['C4'], ['C6']],
    });
    const listed = daifugoGame.legalActions(run, 0).map(key);
    expect(listed).toContain('JK+S5+S7|stairs|5'); // the joker standing in for the 6 held
    expect(compare(run).accepted).toEqual(compare(run).listed);
    const positions = positionsWithBothJokers('all', 60, 12, 1);
    expect(positions.length).toBeGreaterThanOrEqual(8);
    for (const s of positions) {
      const { listed, accepted } = compare(s);
      expect(accepted, `seat ${s.turn} holding ${s.hands[s.turn]!.join(' ')}`).toEqual(listed);
    }
  });
});
