/** Daifugō for the islands: the engine's play judgement and card order. */
import descriptor from '../../engine/daifugo/descriptor.ts';
import { DAIFUGO_OPTIONS, DAIFUGO_PRESETS, resolveDaifugoRules } from '../../engine/daifugo/options.ts';
import {
  cardLevel,
  describeShape,
  JOKER_LEVEL,
  judgePlay,
  suitMaskOf,
  type TableState,
} from '../../engine/daifugo/core.ts';
import { deckFor } from '../../engine/daifugo/game.ts';
import { parseCards, sortCanonical, type Suit } from '../../engine/cards.ts';
import type { ClimbEngine, RuleChoice } from './types.ts';
import { withPlaces } from './types.ts';

const rulesOf = (rc: RuleChoice) => resolveDaifugoRules(rc.preset, rc.rules);

export const daifugoEngine: ClimbEngine = {
  kind: 'climb',
  variant: 'daifugo',
  title: descriptor.names.en,
  options: DAIFUGO_OPTIONS,
  presets: DAIFUGO_PRESETS,
  players: (rc) => rulesOf(rc).players,
  deck: (rc) => sortCanonical(deckFor(rulesOf(rc).jokers)),
  judgePlay(rc, table, play) {
    const rules = rulesOf(rc);
    const deck = new Set(deckFor(rules.jokers));
    const check = (cards: string[], what: string) => {
      const parsed = parseCards(cards, what);
      for (const c of parsed)
        if (!deck.has(c)) throw new Error(`${c} in ${what} is not in this deck (jokers: ${rules.jokers})`);
      return parsed;
    };
    const t: TableState = {
      top: null,
      revolution: table.reversed,
      elevenBack: table.elevenBack,
      locked: suitMaskOf(table.lockedSuits as Suit[]),
    };
    table.pile.forEach((p, i) => {
      const v = judgePlay(check(p, `pile play ${i + 1}`), { ...t, locked: 0 }, rules);
      if (!v.legal) throw new Error(`pile play ${i + 1} (${p.join(' ')}) could not have been played: ${v.reason}`);
      t.top = v.shape;
    });
    const v = judgePlay(check(play, 'the play'), t, rules);
    return v.legal
      ? { legal: true, effects: [...v.effects], what: describeShape(v.shape) }
      : { legal: false, reason: v.reason };
  },
  ranking(rc, q) {
    const deck = daifugoEngine.deck(rc);
    const rows = deck.map((card) => {
      const lv = cardLevel(card);
      const joker = lv === JOKER_LEVEL;
      // A revolution reverses every rank; the joker stays highest (SPEC §6.4).
      const strength = joker ? 100 : q.reversed ? JOKER_LEVEL - 1 - lv : lv;
      return { card, role: joker ? 'joker' : 'plain', special: joker, strength };
    });
    rows.sort((a, b) => b.strength - a.strength);
    return withPlaces(rows);
  },
  scoreFields: () => [],
  score: () => {
    throw new Error('Daifugō scores come from the finishing order; see the practice game');
  },
};

export default daifugoEngine;
