import { describe, expect, test } from 'vitest';
import { DESCRIPTOR } from '../../../src/engine/descriptors.ts';
import { optionsOf } from '../../../src/islands-logic/site-engine.ts';
import {
  defaultSettings,
  findSelected,
  groupActions,
  ruleSetOf,
  settingsFromParams,
  type AnyAction,
} from '../../../src/islands-logic/practice.ts';
import { practiceEn } from '../../../src/i18n/islands/practice.en.ts';
import { VARIANT_FLOWS } from '../../../src/machines/variants.ts';
import { randomAction } from '../../../src/bots/random.ts';

/** The English table's words (the practice catalogue's). */
const { actionLabel, announce, tableModel, selectVerb } = practiceEn;

describe('practice settings from the address', () => {
  test('test hooks are read and bad ones named', () => {
    const base = defaultSettings('japanese', 'x');
    const { settings, notices } = settingsFromParams(
      base,
      new URLSearchParams('seed=abc&level=easy&delay=0&hands=1&seat=2'),
    );
    expect(notices).toEqual([]);
    expect(settings).toMatchObject({ seed: 'abc', level: 'easy', delay: 0, hands: 1, seat: 2 });
    const bad = settingsFromParams(base, new URLSearchParams('level=godlike&delay=-5&hands=x'));
    expect(bad.notices.join('\n')).toMatch(/level=godlike/);
    expect(bad.notices.join('\n')).toMatch(/delay=-5/);
    expect(bad.notices.join('\n')).toMatch(/hands=x/);
    expect(bad.settings.level).toBe(base.level);
  });
  test('options can be set from the address', () => {
    const base = defaultSettings('daifugo', 'x');
    const r = settingsFromParams(
      base,
      new URLSearchParams('rules=sevenPass,skip:false,jokers:1,firstPlayer:president'),
    );
    expect(r.notices).toEqual([]);
    expect(r.settings.rules).toEqual({ sevenPass: true, skip: false, jokers: 1, firstPlayer: 'president' });
    expect(base.rules).toEqual({});
    const bad = settingsFromParams(base, new URLSearchParams('rules=sevenPass,9lives'));
    expect(bad.notices.join('\n')).toMatch(/rules=9lives/);
    expect(bad.settings.rules).toEqual({ sevenPass: true });
  });
  test('the rule set carries the preset and options only when set', () => {
    expect(ruleSetOf(defaultSettings('nap', 's'))).toEqual({ variant: 'nap' });
    expect(ruleSetOf({ ...defaultSettings('nap', 's'), preset: 'standard', rules: { joker: true } })).toEqual({
      variant: 'nap',
      preset: 'standard',
      rules: { joker: true },
    });
  });
});

describe('actions', () => {
  test('labels read like moves', () => {
    expect(actionLabel({ type: 'bid', seat: 0, count: 13, suit: 'S' })).toBe('Bid 13 ♠ spades');
    expect(actionLabel({ type: 'bid', seat: 0, bid: 'nap' })).toBe('Bid Nap (5)');
    expect(actionLabel({ type: 'bid', seat: 0, number: 14, strain: 'NT' })).toBe('Bid 14 no trumps');
    expect(actionLabel({ type: 'friend', seat: 0, mode: 'card', card: 'DA' })).toBe('Friend: whoever holds ♦A');
    expect(actionLabel({ type: 'play', seat: 0, card: 'JK', declared: 'H' })).toBe('Play JK naming hearts');
    expect(actionLabel({ type: 'play', seat: 0, cards: ['S5', 'H5'] })).toBe('Play ♠5 ♥5');
    expect(actionLabel({ type: 'play', seat: 0, card: 'C10', betray: true })).toBe('Play ♣10, declaring betrayal');
    expect(actionLabel({ type: 'trump', seat: 0, strain: 'H' })).toBe('Trumps: ♥ hearts');
    expect(actionLabel({ type: 'trump', seat: 0, strain: 'NT' })).toBe('Trumps: no trumps');
  });
  test('grouping: single-card plays by card, discards as a selection, the rest as buttons', () => {
    const legal: AnyAction[] = [
      { type: 'play', seat: 0, card: 'JK', declared: 'S' },
      { type: 'play', seat: 0, card: 'JK', declared: 'H' },
      { type: 'play', seat: 0, card: 'S2' },
      { type: 'command', seat: 0 },
    ];
    const g = groupActions(legal);
    expect(g.plays.get('JK')).toHaveLength(2);
    expect(g.plays.get('S2')).toHaveLength(1);
    expect(g.buttons.map((a) => a.type)).toEqual(['command']);
    const d = groupActions([
      { type: 'discard', seat: 0, cards: ['S2', 'H3'] },
      { type: 'discard', seat: 0, cards: ['S2', 'D4'] },
    ]);
    expect(d.select).toMatchObject({ type: 'discard', count: 2, cards: ['S2', 'H3', 'D4'] });
    expect(selectVerb(d.select!.type)).toBe('Discard');
    expect(findSelected(d.select!.actions, ['D4', 'S2'])).toEqual({ type: 'discard', seat: 0, cards: ['S2', 'D4'] });
    expect(findSelected(d.select!.actions, ['H3', 'D4'])).toBeUndefined();
  });
  test('announcements name the player and the card; a computer discard hides the cards', () => {
    expect(announce({ type: 'play', seat: 2, card: 'HQ' }, 0)).toBe('Computer 3 plays the queen of hearts.');
    expect(announce({ type: 'play', seat: 0, card: 'HQ' }, 0)).toBe('You play the queen of hearts.');
    expect(announce({ type: 'play', seat: 2, card: 'C10', betray: true }, 0)).toBe(
      'Computer 3 plays the ten of clubs, and declares betrayal.',
    );
    expect(announce({ type: 'discard', seat: 1, cards: ['SA', 'S2'] }, 0)).toBe('Computer 2 discards 2 cards.');
  });
});

describe('the table model from real engine views', () => {
  for (const v of ['japanese', 'nap', 'tw-hk', 'mighty', 'daifugo'] as const) {
    test(`${v}: seats, hand and facts`, () => {
      const game = VARIANT_FLOWS[v].game as unknown as {
        setup(x: unknown): unknown;
        view(s: unknown, seat: number): Record<string, unknown>;
      };
      const s = game.setup({ ruleSet: { variant: v }, seed: 'tm' });
      const m = tableModel(v, game.view(s, 0), 0);
      expect(m.seats.length).toBeGreaterThanOrEqual(4);
      expect(m.seats[0]!.name).toBe('You');
      expect(m.hand.length).toBeGreaterThan(0);
      expect(m.seats[0]!.cards).toBe(m.hand.length);
      expect(m.facts.length).toBeGreaterThan(0);
    });
  }
});

describe('the hand counter', () => {
  // Played through the engines: the first hand reads 1 from its deal to its result, the next one 2.
  for (const v of ['japanese', 'nap', 'tw-hk', 'mighty', 'daifugo'] as const) {
    test(`${v}: hand 1, then hand 2`, () => {
      const game = VARIANT_FLOWS[v].game as unknown as {
        setup(x: unknown): unknown;
        view(s: unknown, seat: number): Record<string, unknown>;
        toAct(s: unknown): number[];
        legalActions(s: unknown, seat: number): AnyAction[];
        apply(s: unknown, a: AnyAction): { ok: true; value: unknown } | { ok: false; reason: string };
        phase(s: unknown): string;
      };
      let s = game.setup({
        // a game with a set number of rounds plays 3 of them
        ruleSet: { variant: v, rules: 'rounds' in optionsOf(v) ? { rounds: 3 } : {} },
        seed: 'count',
      });
      const handOf = () => tableModel(v, game.view(s, 0), 0).handNo;
      // a hand ends at the hand-over step (a game numbered by rounds, Daifugō: when the exchange
      // before the next round starts)
      const rounds = DESCRIPTOR[v].handNumbering === 'round';
      const between = (ph: string) => ph === 'handOver' || ph === 'gameOver';
      const seen: number[][] = [[]];
      let prevBetween = false;
      for (let i = 0; i < 3000 && seen.length < 3; i++) {
        const ph = game.phase(s);
        if (rounds ? ph === 'exchange' && !prevBetween : prevBetween && !between(ph)) seen.push([]);
        prevBetween = rounds ? ph === 'exchange' : between(ph);
        seen[seen.length - 1]!.push(handOf());
        const seat = game.toAct(s)[0];
        if (seat === undefined) break;
        const r = game.apply(s, randomAction(game.legalActions(s, seat), `count-${i}`).action);
        if (!r.ok) throw new Error(r.reason);
        s = r.value;
      }
      expect(seen.length).toBeGreaterThanOrEqual(2);
      if (rounds) {
        // the exchange belongs to the round it prepares
        expect(new Set(seen[0])).toEqual(new Set([1]));
        expect(new Set(seen[1])).toEqual(new Set([2]));
      } else {
        expect(new Set(seen[0])).toEqual(new Set([1]));
        expect(seen[1]![0]).toBe(2);
        expect(new Set(seen[1])).toEqual(new Set([2]));
      }
    });
  }
});

describe('Daifugō local-rule decisions at the practice table', () => {
  const give = (cards: string[]): AnyAction => ({ type: 'seven-pass', seat: 0, cards });
  const toss = (cards: string[]): AnyAction => ({ type: 'ten-discard', seat: 0, cards });

  test('a seven pass or ten discard is chosen from the hand: up to the most allowed, none included', () => {
    const legal = [give([]), give(['H4']), give(['DK']), give(['H4', 'DK'])];
    const g = groupActions(legal);
    expect(g.select).toMatchObject({ type: 'seven-pass', count: 2, upTo: true });
    expect(selectVerb(g.select!.type)).toBe('Hand over');
    expect(g.select!.cards.sort()).toEqual(['DK', 'H4']);
    expect(g.buttons).toEqual([]);
    expect(findSelected(g.select!.actions, [])).toEqual(give([]));
    expect(findSelected(g.select!.actions, ['DK', 'H4'])).toEqual(give(['H4', 'DK']));
    expect(groupActions([toss([]), toss(['C6'])]).select).toMatchObject({ type: 'ten-discard', count: 1, upTo: true });
    expect(selectVerb('ten-discard')).toBe('Throw away');
    // The exchange still needs exactly its count.
    expect(groupActions([{ type: 'give', seat: 0, cards: ['H4', 'DK'] }]).select!.upTo).toBeUndefined();
  });

  test('labels and announcements say what happens in words', () => {
    expect(actionLabel(give(['H4', 'DK']))).toBe('Hand over ♥4 ♦K');
    expect(actionLabel(give([]))).toBe('Hand over nothing');
    expect(actionLabel(toss(['C6']))).toBe('Throw away ♣6');
    expect(actionLabel({ type: 'queen-bomber', seat: 0, rank: 'A' })).toBe('Name the aces');
    expect(actionLabel({ type: 'queen-bomber', seat: 0, rank: '4' })).toBe('Name the 4s');
    expect(announce(give(['H4']), 0)).toBe('You hand over four of hearts.');
    expect(announce({ type: 'seven-pass', seat: 2, cards: ['H4', 'DK'] }, 0)).not.toMatch(/four|king/);
    expect(announce({ type: 'seven-pass', seat: 2, cards: ['H4', 'DK'] }, 0)).toMatch(/hands over 2 cards/);
    expect(announce({ type: 'queen-bomber', seat: 1, rank: 'K' }, 0)).toMatch(/names the kings: everyone throws/);
  });
});

describe('a practice link with a key given twice', () => {
  test('is named, the first value used', () => {
    const { settings, notices } = settingsFromParams(
      defaultSettings('japanese', 'x'),
      new URLSearchParams('seed=a&seed=<script>&seat=0&seat=3'),
    );
    expect(notices).toEqual([
      'seed: given 2 times in the link; the first is used',
      'seat: given 2 times in the link; the first is used',
    ]);
    expect(settings).toMatchObject({ seed: 'a', seat: 0 });
  });
});
