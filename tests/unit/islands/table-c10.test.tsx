/**
 * Review item C10, the smaller inconsistencies a newcomer met, each checked where a person reads
 * it: the practice table drawn on the server from a game replayed from its moves, and the endgame
 * puzzles' words.
 */
import { describe, expect, test } from 'vitest';
import { positionEn } from '../../../src/i18n/islands/position.en.ts';
import { positionJa } from '../../../src/i18n/islands/position.ja.ts';
import { defaultSettings, type AnyAction } from '../../../src/islands-logic/practice.ts';
import type { VariantId } from '../../../src/engine/options.ts';
import { descriptorOf } from '../../../src/engine/descriptors.ts';
import { visibleText } from '../i18n/words.ts';

import { gameOf, tableHtml, type G } from './table-render.tsx';

/** A game played with seeded pseudo-random legal moves (a stop and a misdeal call only when nothing else is legal) until `stop` holds. */
function playUntil(
  variant: VariantId,
  seed: string,
  stop: (s: unknown, game: G) => boolean,
): { log: AnyAction[]; state: unknown } {
  const game = gameOf(variant);
  let s = game.setup({ ruleSet: { variant }, seed });
  const log: AnyAction[] = [];
  let r = 7;
  for (let i = 0; i < 5000; i++) {
    if (stop(s, game)) return { log, state: s };
    const seat = game.toAct(s)[0]!;
    const legal = game.legalActions(s, seat);
    r = (r * 1103515245 + 12345) % 2147483648;
    const plain = legal.filter((a) => a.type !== 'stop' && a.type !== 'misdeal');
    const from = plain.length ? plain : legal;
    const a = from[r % from.length]!;
    log.push(a);
    s = game.apply(s, a).value;
  }
  throw new Error(`the ${variant} game never reached the position asked for`);
}

/** The facts line above the felt. */
const factsOf = (html: string) => visibleText(/<p class="isl__facts">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '').trim();

describe('C10: Nap says before the opening lead that the lead sets trumps', () => {
  const beforeLead = (s: unknown, g: G) => {
    const v = g.view(s, null);
    return (
      v['phase'] === 'play' &&
      v['trickNumber'] === 1 &&
      (v['current'] as unknown[]).length === 0 &&
      v['bid'] !== 'misere'
    );
  };

  test('before the lead: "Trumps: the suit of the opening lead", never "No trumps"', () => {
    const { log, state } = playUntil('nap', 'c10-nap', beforeLead);
    const seat = gameOf('nap').toAct(state)[0]!;
    const facts = factsOf(tableHtml({ ...defaultSettings('nap', 'c10-nap'), seat }, log));
    expect(facts).toContain('Trumps: the suit of the opening lead.');
    expect(facts).not.toContain('No trumps');
    const ja = factsOf(tableHtml({ ...defaultSettings('nap', 'c10-nap'), seat }, log, 'ja'));
    expect(ja).toContain('切り札：最初のリードのスート。');
    expect(ja).not.toContain('切り札なし');
  });

  test('once the lead is made, the suit it set', () => {
    const { log, state } = playUntil(
      'nap',
      'c10-nap',
      (s, g) => g.view(s, null)['trump'] !== null && g.view(s, null)['phase'] === 'play',
    );
    const seat = gameOf('nap').toAct(state)[0]!;
    const facts = factsOf(tableHtml({ ...defaultSettings('nap', 'c10-nap'), seat }, log));
    expect(facts).toMatch(/^Trumps: (spades|hearts|diamonds|clubs)/);
  });
});

describe('C10: the partner card is called by the game’s own word', () => {
  test('Japanese Napoleon’s facts line names the adjutant card, never a "partner card"', () => {
    const { log, state } = playUntil(
      'japanese',
      'c10-adj',
      (s, g) => typeof g.view(s, null)['adjutantCard'] === 'string' && g.view(s, null)['phase'] === 'play',
    );
    const seat = gameOf('japanese').toAct(state)[0]!;
    const facts = factsOf(tableHtml({ ...defaultSettings('japanese', 'c10-adj'), seat }, log));
    expect(facts).toMatch(/Adjutant card: /);
    expect(facts).not.toMatch(/partner card/i);
  });
});

describe('C10: the endgame puzzles name the scoring cards as the game does', () => {
  const meta = (w: typeof positionEn, variant: 'japanese' | 'mighty' | 'tw-hk') => {
    const m = w.endgameMeta({
      variant,
      trump: 'S',
      secretary: undefined,
      left: 3,
      from: 8,
      to: 10,
      side: [w.seatNames(variant, 5, 0)[0]!],
      available: 6,
      unit: 'cards',
      defence: false,
    });
    return `${m.before}${m.after}`;
  };

  test('Japanese Napoleon counts honours (絵札), tw-hk heads, Mighty point cards', () => {
    expect(meta(positionEn, 'japanese')).toContain('of the 6 honours still to be won');
    expect(meta(positionEn, 'japanese')).not.toContain('point cards');
    expect(meta(positionEn, 'tw-hk')).toContain('of the 6 heads still to be won');
    expect(meta(positionEn, 'mighty')).toContain('of the 6 point cards still to be won');
    expect(positionEn.trickTo(3, 'You', 2, 'japanese')).toBe('Trick 3 to You (2 honours).');
    expect(positionEn.trickTo(3, 'You', 1, 'japanese')).toBe('Trick 3 to You (1 honour).');
    expect(positionEn.trickTo(3, 'You', 2, 'mighty')).toBe('Trick 3 to You (2 point cards).');
    expect(positionJa.trickTo(3, 'あなた', 2, 'japanese')).toContain('絵札2枚');
  });
});

describe('C10: a score below zero is written with the minus sign (−6), never a hyphen', () => {
  const GAMES: VariantId[] = ['japanese', 'nap', 'tw-hk', 'mighty', 'daifugo'];
  test.each(GAMES)('%s: the finished game’s table shows no hyphen-minus before a number', (variant) => {
    // several seeds, so that some seat ends below zero
    let negative = 0;
    for (const seed of ['c10-a', 'c10-b', 'c10-c']) {
      // the table's game: as many hands as the practice table plays (each hand's result seen once)
      const hands = defaultSettings(variant, seed).hands;
      let results = 0;
      let had = false;
      const { log, state } = playUntil(variant, seed, (s, g) => {
        const v = g.view(s, null);
        const has = Boolean(v['result']) || v['phase'] === 'gameOver';
        if (has && !had) results++;
        had = has;
        return g.toAct(s).length === 0 || (results >= hands && hands > 0);
      });
      const v = gameOf(variant).view(state, 0);
      const totals = (v['totals'] ?? v['scores'] ?? []) as number[];
      if (totals.some((x) => x < 0)) negative++;
      for (const lang of ['en', 'ja'] as const) {
        const html = tableHtml({ ...defaultSettings(variant, seed), seat: 0 }, log, lang);
        expect(html, `${variant} ${seed}: the game is over`).toContain('data-over="true"');
        expect(visibleText(html), `${variant} ${seed} ${lang}`).not.toMatch(/(^|[^\w\u2212])-\d/m);
      }
    }
    // in a trick game some seat ended below zero in these games, so the check has met a negative number
    if (descriptorOf(variant).kind === 'trick') expect(negative).toBeGreaterThan(0);
  });
});
