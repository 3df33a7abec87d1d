/**
 * The Daifugō bot and the popular local rules: it makes the seven pass, ten discard and queen
 * bomber decisions sensibly and deterministically, and a whole round with all six rules on is
 * played to its end by bots.
 */
import { describe, expect, it } from 'vitest';
import { playHand, type CustomPolicy } from '../../../src/bots/arena.ts';
import { chooseBomberRank, chooseHandOver, decideDaifugo } from '../../../src/bots/daifugo.ts';
import {
  daifugoGame,
  resolveDaifugoRules,
  setupDaifugo,
  sortByStrength,
  type DaifugoAction,
  type DaifugoState,
} from '../../../src/engine/daifugo/index.ts';
import { DAIFUGO_ALL_LOCAL_RULES } from '../../../src/engine/daifugo/options.ts';

const ALL_SIX = DAIFUGO_ALL_LOCAL_RULES;

function stateWith(hands: string[][], rules: Record<string, unknown>): DaifugoState {
  const s = setupDaifugo({ ruleSet: { variant: 'daifugo', preset: 'moderate', rules }, players: 4, seed: 'bot' });
  s.hands = hands.map((h) => sortByStrength(h));
  s.turn = 0;
  return s;
}

function botAct(s: DaifugoState, seed = 'b') {
  const seat = daifugoGame.toAct(s)[0]!;
  return decideDaifugo({
    variant: 'daifugo',
    view: daifugoGame.view(s, seat),
    legal: daifugoGame.legalActions(s, seat),
    ruleSet: s.ruleSet,
    level: 'easy',
    seed,
  });
}

describe('Daifugō bot: the local-rule decisions', () => {
  it('hands over and throws away its weakest cards (in the order in force)', () => {
    const rules = resolveDaifugoRules('moderate', {});
    expect(chooseHandOver(['H4', 'D9', 'SA', 'C2'], 2, rules, false)).toEqual(['H4', 'D9']);
    expect(chooseHandOver(['H4', 'D9', 'SA', 'C2'], 2, rules, true)).toEqual(['C2', 'SA']);
    // Not its last card when that would be an illegal finish (a 2 in the normal order).
    expect(chooseHandOver(['H4', 'C2'], 2, rules, false)).toEqual(['H4']);
    expect(chooseHandOver(['H4', 'D5'], 2, rules, false)).toEqual(['H4', 'D5']);
  });

  it('names a strong rank the others hold, not one it holds', () => {
    expect(chooseBomberRank(['H4', 'D9'], new Set(), false)).toBe('2');
    expect(chooseBomberRank(['H2', 'D2', 'S2', 'H4'], new Set(), false)).not.toBe('2');
    expect(chooseBomberRank(['H4'], new Set(), true)).toBe('3');
  });

  it('answers a pending seven pass with a legal action, the same for the same seed', () => {
    let s = stateWith(
      [
        ['S7', 'H7', 'D4', 'DK', 'C6'],
        ['S9', 'H9'],
        ['C5', 'C10'],
        ['H8', 'D8'],
      ],
      { sevenPass: true },
    );
    const r = daifugoGame.apply(s, { type: 'play', seat: 0, cards: ['S7', 'H7'] });
    expect(r.ok).toBe(true);
    s = (r as { value: DaifugoState }).value;
    const a = botAct(s);
    expect(a.action).toEqual({ type: 'seven-pass', seat: 0, cards: ['D4', 'C6'] });
    expect(a.hint).toMatch(/weakest/);
    expect(botAct(s)).toEqual(a);
  });

  it('answers a pending queen bomber by naming a rank', () => {
    let s = stateWith(
      [
        ['SQ', 'D4', 'HA'],
        ['S4', 'C4', 'HK'],
        ['H4', 'C2'],
        ['H8', 'D8'],
      ],
      { queenBomber: true },
    );
    s = (daifugoGame.apply(s, { type: 'play', seat: 0, cards: ['SQ'] }) as { value: DaifugoState }).value;
    const a = botAct(s).action as Extract<DaifugoAction, { type: 'queen-bomber' }>;
    expect(a.type).toBe('queen-bomber');
    expect(daifugoGame.apply(s, a).ok).toBe(true);
  });

  it('plays whole rounds with all six local rules on, to a complete ranking, making the decisions', () => {
    const ruleSet = { variant: 'daifugo' as const, preset: 'all', rules: ALL_SIX };
    const made = new Map<string, number>();
    // The easy bot, counting the decisions it is asked to make.
    const counting: CustomPolicy = {
      name: 'easy, counting',
      decide(req) {
        const kind = (req.legal[0] as { type: string }).type;
        made.set(kind, (made.get(kind) ?? 0) + 1);
        return decideDaifugo({ ...req, level: 'easy' } as Parameters<typeof decideDaifugo>[0]);
      },
    };
    for (const seed of ['a', 'b', 'c', 'd']) {
      const out = playHand('daifugo', ruleSet, 4, seed, [counting, counting, 'random', counting]);
      expect(out.deltas.slice().sort((x, y) => x - y)).toEqual([0, 1, 2, 3]);
    }
    expect(made.get('seven-pass')).toBeGreaterThan(0);
    expect(made.get('ten-discard')).toBeGreaterThan(0);
    expect(made.get('queen-bomber')).toBeGreaterThan(0);
  }, 120_000);
});
