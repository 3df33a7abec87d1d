/**
 * What a newcomer saw wrong at the practice table (issue #33, review items B2, B3, C2, C6), each
 * checked on the table as it renders: the Table island drawn on the server from a game replayed
 * from its moves (the learner's turn at the end, so no computer is asked to move).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { defaultSettings, type AnyAction } from '../../../src/islands-logic/practice.ts';
import { visibleText } from '../i18n/words.ts';
import { misdealCaller } from '../../../src/components/practice/TableActions.tsx';

import { byTestId, gameOf, tableHtml, type G } from './table-render.tsx';

describe('C2: the auction helper names the lowest bid left', () => {
  test('after 11 ♦ the lowest bid left is 11 ♥ (the engine offers it), not 11 ♠', () => {
    const game = gameOf('japanese');
    const seed = 'h7';
    const s = game.setup({ ruleSet: { variant: 'japanese' }, seed });
    const opener = game.toAct(s)[0]!;
    const bid = game.legalActions(s, opener).find((a) => a.type === 'bid' && a['count'] === 11 && a['suit'] === 'D')!;
    const after = game.apply(s, bid).value;
    const human = game.toAct(after)[0]!;
    // the engine offers 11 ♥ and 11 ♠ over 11 ♦
    const offered = game.legalActions(after, human).filter((a) => a.type === 'bid' && a['count'] === 11);
    expect(offered.map((a) => a['suit']).sort()).toEqual(['H', 'S']);
    const why = visibleText(
      byTestId(tableHtml({ ...defaultSettings('japanese', seed), seat: human }, [bid]), 'auction-why'),
    ).trim();
    expect(why).toMatch(/^11 ♦ diamonds is taken: the lowest bid left is 11 ♥ hearts \(\d+ higher bids in all\)/);
  });
});

/** A Daifugō game (default rules) played with seeded random legal moves until `stop` holds; its log and state. */
function daifugoUntil(seed: string, stop: (s: unknown, game: G) => boolean): { log: AnyAction[]; state: unknown } {
  const game = gameOf('daifugo');
  let s = game.setup({ ruleSet: { variant: 'daifugo' }, seed });
  const log: AnyAction[] = [];
  let r = 1;
  for (let i = 0; i < 2000; i++) {
    if (stop(s, game)) return { log, state: s };
    const seat = game.toAct(s)[0]!;
    const legal = game.legalActions(s, seat);
    r = (r * 1103515245 + 12345) % 2147483648;
    const plays = legal.filter((a) => a.type !== 'pass');
    const a = plays.length ? plays[r % plays.length]! : legal[0]!;
    log.push(a);
    s = game.apply(s, a).value;
  }
  throw new Error('the game never reached the position asked for');
}

/** The cards drawn on the felt's pile (data-card of each card inside the trick area). */
const pileCards = (html: string) => [...byTestId(html, 'trick').matchAll(/data-card="([^"]+)"/g)].map((m) => m[1]);

describe('B2: Daifugō shows the play that cleared the pile', () => {
  test('a big joker that beat a little joker stays on the felt, on top, until the next lead', () => {
    const seed = 'h7-0';
    const { log, state } = daifugoUntil(seed, (s, g) => {
      const v = g.view(s, null);
      const pile = v['pile'] as unknown[];
      const last = (v['history'] as Record<string, unknown>[]).at(-1);
      const history = v['history'] as Record<string, unknown>[];
      const start = history.findLastIndex((h, i) => i < history.length - 1 && h['cleared']);
      const plays = history.slice(start + 1).filter((h) => h['type'] === 'play');
      const cards = plays.map((h) => String(h['cards']));
      return pile.length === 0 && Boolean(last?.['cleared']) && cards.at(-1) === 'BJ' && cards.includes('LJ');
    });
    const game = gameOf('daifugo');
    const leader = game.toAct(state)[0]!;
    const html = tableHtml({ ...defaultSettings('daifugo', seed), seat: leader }, log);
    const drawn = pileCards(html);
    expect(drawn.at(-1)).toBe('BJ');
    expect(drawn).toContain('LJ');
    expect(visibleText(byTestId(html, 'pile-cleared'))).toContain('The pile is cleared: You lead next.');
    expect(html).not.toContain('The pile is empty');
  });

  test('a same-rank skip that nobody could answer is drawn, not replaced by an empty pile', () => {
    const seed = 'h7-0';
    const { log, state } = daifugoUntil(seed, (s, g) => {
      const v = g.view(s, null);
      const last = (v['history'] as Record<string, unknown>[]).at(-1);
      return (v['pile'] as unknown[]).length === 0 && last?.['type'] === 'play' && Boolean(last['cleared']);
    });
    const game = gameOf('daifugo');
    const v = game.view(state, null);
    const last = (v['history'] as Record<string, unknown>[]).at(-1)!;
    const html = tableHtml({ ...defaultSettings('daifugo', seed), seat: game.toAct(state)[0]! }, log);
    expect(pileCards(html).at(-1)).toBe((last['cards'] as string[]).at(-1));
    expect(byTestId(html, 'pile-cleared')).not.toBe('');
  });
});

describe('B3: Daifugō dims the cards that cannot be played, and each says why', () => {
  /** The learner's turn on a pile a single card cannot all beat. */
  const position = () =>
    daifugoUntil('h7-3', (s, g) => {
      const v = g.view(s, null);
      const pile = v['pile'] as { cards: string[] }[];
      if (v['phase'] !== 'play' || pile.length === 0 || pile.at(-1)!.cards.length !== 1) return false;
      const seat = g.toAct(s)[0]!;
      const legal = g.legalActions(s, seat).filter((a) => a.type === 'play');
      const hand = g.view(s, seat)['hand'] as string[];
      return legal.length > 0 && hand.length > legal.length + 2;
    });

  test('on the learner turn the hand is active, so the dim veil applies, and each dimmed card says why', () => {
    const { log, state } = position();
    const game = gameOf('daifugo');
    const seat = game.toAct(state)[0]!;
    const html = tableHtml({ ...defaultSettings('daifugo', 'h7-3'), seat }, log);
    const hand = byTestId(html, 'hand');
    // the dim veil is drawn only inside an active hand (table.css)
    const css = readFileSync(new URL('../../../src/components/table/table.css', import.meta.url), 'utf8');
    expect(css).toMatch(/\.thand__cards\.is-active \.thand__slot\.is-dim::after\s*\{[^}]*background/);
    expect(hand).toMatch(/class="thand__cards is-active"/);
    const dim = [...hand.matchAll(/<span class="thand__slot is-dim"([^>]*)>\s*<button/g)];
    expect(dim.length).toBeGreaterThan(0);
    // each dimmed card is a button (tapping it says why) whose reason is the engine's, not "not playable now"
    for (const d of dim) expect(d[1]).toMatch(/title="Not now: not allowed: .*(does not beat|must|cannot)/);
    expect(visibleText(html)).toContain('Dimmed cards cannot be played now: tap one to see why.');
    expect(visibleText(html)).not.toContain('not playable now');
  });
});

describe('C6: Daifugō game over shows the round that was played, not the next one', () => {
  test('after a one-round game the table reads round 1, game over, with no round-2 exchange or new hands', () => {
    const seed = 'h7-6';
    const { log, state } = daifugoUntil(seed, (s, g) => g.view(s, null)['round'] === 2);
    const game = gameOf('daifugo');
    // the engine has already dealt round 2 and begun its exchange
    expect(game.view(state, 0)['phase']).toBe('exchange');
    const html = tableHtml({ ...defaultSettings('daifugo', seed), seat: 0, hands: 1 }, log);
    const text = visibleText(html);
    expect(html).toContain('data-over="true"');
    expect(text).toContain('Round 1 · the game is over');
    expect(text).not.toMatch(/Round 2|round 2/);
    expect(byTestId(html, 'exchange')).toBe('');
    // no seat holds the cards of the round that will not be played
    expect([...html.matchAll(/class="tseat__back"/g)]).toHaveLength(0);
  });
});

describe('C10: the redeal line names who called the misdeal', () => {
  test('the log’s last move decides: a misdeal call names its seat, a pass names nobody', () => {
    const name = (seat: number) => `Seat ${seat}`;
    expect(
      misdealCaller(
        [
          { type: 'pass', seat: 1 },
          { type: 'misdeal', seat: 3 },
        ],
        name,
      ),
    ).toBe('Seat 3');
    expect(
      misdealCaller(
        [
          { type: 'misdeal', seat: 3 },
          { type: 'pass', seat: 4 },
        ],
        name,
      ),
    ).toBeNull();
    expect(misdealCaller([], name)).toBeNull();
  });
});
