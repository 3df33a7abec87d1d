/**
 * The bots' exact finish (`trick-common.ts` `exactTricks`): with at most three tricks left, the
 * strong bot solves each sampled deal exactly. In a fully determined world (the search's sampled
 * deal replaced by the true one, as `PlaySearch` allows) it must play a card the exact solver
 * (`engine/solver`) says is best, on seeded positions where some legal card is worse.
 */
import { describe, expect, it } from 'vitest';
import { japanesePlaySearch } from '../../../src/bots/japanese.ts';
import { searchMoves } from '../../../src/bots/mc.ts';
import { exactTricks, ENDGAME_TRICKS } from '../../../src/bots/trick-common.ts';
import { japaneseGame as G, type JapaneseState } from '../../../src/engine/japanese/index.ts';
import { judgeSolverQuery } from '../../../src/engine/solver/judge.ts';
import { Rng } from '../../../src/engine/rng.ts';
import { act } from '../../fixtures/japanese.ts';
import { cases, seeds } from '../../depth.ts';

/** A seeded Japanese hand played at random until the seat to act holds `left` cards (no joker about). */
function endgame(seed: string, left: number): JapaneseState | null {
  let s = G.setup({ ruleSet: { variant: 'japanese', rules: {} }, seed });
  s = act(s, { type: 'bid', seat: 1, count: 13, suit: 'S' });
  for (let i = 0; i < 4; i++) s = act(s, { type: 'pass', seat: G.toAct(s)[0]! });
  s = act(s, { type: 'adjutant', seat: 1, card: s.hand.hands[1]!.includes('HA') ? 'HK' : 'HA' });
  s = act(s, {
    type: 'discard',
    seat: 1,
    cards: s.hand.hands[1]!.filter((c) => c !== 'JK').slice(0, s.hand.widow.length),
  });
  const rng = new Rng(`${seed}-play`);
  while (s.phase === 'play') {
    const seat = G.toAct(s)[0]!;
    if (s.hand.hands[seat]!.length === left) return s.hand.hands.some((h) => h.includes('JK')) ? null : s;
    s = act(s, rng.pick(G.legalActions(s, seat).filter((a) => a.type === 'play' && a.betray !== true)));
  }
  return null;
}

/** The solver's best cards for the seat to act, with every hand known. */
function solverBest(s: JapaneseState): string[] {
  const t = s.hand.trick!;
  const side = [
    s.hand.napoleon!,
    ...(s.hand.adjutant !== null && s.hand.adjutant !== s.hand.napoleon ? [s.hand.adjutant] : []),
  ];
  const a = judgeSolverQuery(
    { variant: 'japanese', rules: s.rules },
    {
      query: 'solve',
      trump: s.hand.contract!.suit === 'NT' ? null : s.hand.contract!.suit,
      hands: s.hand.hands,
      leader: t.leader,
      plays: t.current.map((p) => p.card),
      side,
    },
  );
  return a['moves'] as string[];
}

function botCard(s: JapaneseState, level: 'normal' | 'strong'): string {
  const seat = G.toAct(s)[0]!;
  const req = {
    variant: 'japanese' as const,
    view: G.view(s, seat),
    legal: G.legalActions(s, seat),
    ruleSet: s.ruleSet,
    level,
    seed: 'x',
  };
  const { spec, candidates, budget } = japanesePlaySearch(req);
  // the fully determined world: every sample is the true deal
  const r = searchMoves({ ...spec, determinize: () => s }, candidates, budget, 'exact');
  return (r.action as { card: string }).card;
}

describe('the exact finish', () => {
  it('is on for normal and strong with at most three tricks left, off for easy', () => {
    expect(exactTricks('strong', 3)).toBe(3);
    expect(exactTricks('normal', 2)).toBe(ENDGAME_TRICKS);
    expect(exactTricks('strong', 4)).toBe(ENDGAME_TRICKS);
    expect(exactTricks('easy', 3)).toBe(ENDGAME_TRICKS);
  });

  const positions = cases(6, 60);
  it(`the strong and normal bots play a best card of the exact solver in ${positions} positions with three tricks left`, () => {
    let tested = 0;
    for (const k of seeds(400, 4000)) {
      if (tested === positions) break;
      const s = endgame(`ef${k}`, 3);
      if (!s) continue;
      const seat = G.toAct(s)[0]!;
      const legal = G.legalActions(s, seat).filter((a) => a.type === 'play' && a.betray !== true);
      if (legal.length < 2) continue;
      const best = solverBest(s);
      if (best.length === legal.length) continue; // every card is as good: nothing to test
      expect(best, `seed ef${k}`).toContain(botCard(s, 'strong'));
      expect(best, `seed ef${k} (normal)`).toContain(botCard(s, 'normal'));
      tested++;
    }
    expect(tested).toBe(positions);
  });
});
