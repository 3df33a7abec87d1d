/**
 * The practice family as catalogues, one test per language (issue #29): a language's file binds its
 * catalogue and gives data, never logic; its bid, contract, betrayal and auction words come from
 * the one bid-facts function and say what tells bids apart.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, ISLAND_LANGS } from '../../../src/i18n/islands/all.ts';
import type { AnyAction } from '../../../src/islands-logic/practice.ts';
import { logicOf } from './logic-of.ts';

/** Bids of each game's shape: Japanese Napoleon's, tw-hk's (level and number styles), Mighty's, Nap's. */
const GAME_BIDS: AnyAction[][] = [
  [13, 14, 20].flatMap((count) => ['S', 'H', 'NT'].map((suit) => ({ type: 'bid', seat: 1, count, suit }))),
  [9, 10, 16].flatMap((heads) => ['D', 'NT', null].map((strain) => ({ type: 'bid', seat: 1, heads, strain }))),
  [13, 15].flatMap((number) => ['C', 'NT'].map((strain) => ({ type: 'bid', seat: 1, number, strain }))),
  [1, 3, 'nap', 'misere', 'wellington', 'blucher'].map((bid) => ({ type: 'bid', seat: 1, bid })),
];
const BIDS = GAME_BIDS.flat();

describe.each(ISLAND_LANGS)('the practice family in %s', (lang) => {
  const w = CATALOGUES.practice[lang]!;

  it('its language file is a binding: at most 5 branches, none on a game’s id', () => {
    const { branches, idBranches } = logicOf(readFileSync(`src/i18n/islands/practice.${lang}.ts`, 'utf8'));
    expect(branches).toBeLessThanOrEqual(5);
    expect(idBranches).toEqual([]);
  });

  it('says every bid of a game in its own words', () => {
    for (const bids of GAME_BIDS) {
      const said = bids.map((a) => w.bidWords(a));
      expect(new Set(said).size, said.join(' | ')).toBe(bids.length);
      for (const s of said) expect(s.trim()).not.toBe('');
    }
    // the verb is the label's, not the bid words'
    for (const a of BIDS) expect(w.actionLabel(a)).toContain(w.bidWords(a));
  });

  it('names a bid without its adjutant card in the list of higher bids', () => {
    const a: AnyAction = { type: 'bid', seat: 0, count: 14, suit: 'H', card: 'SJ' };
    expect(w.bidWords(a)).toContain(w.cardLabel('SJ'));
    expect(w.bidName(a)).not.toContain(w.cardLabel('SJ'));
    expect(w.bidName(a)).toBe(w.bidWords({ type: 'bid', seat: 0, count: 14, suit: 'H' }));
  });

  it('says the contract with its number and who bid it', () => {
    const facts = (c: unknown) =>
      w.tableModel('mighty', { phase: 'play', players: 5, contract: c, declarer: 2, trump: 'S' }, 0).facts.join(' ');
    for (const c of [{ count: 15, suit: 'S' }, { heads: 11, strain: 'H' }, { number: 17, strain: 'NT' }, 3]) {
      const line = facts(c);
      expect(line).toContain(w.seatName(2, 0));
      expect(line).toMatch(new RegExp(String(typeof c === 'number' ? c : Object.values(c)[0])));
    }
    // a named bid (Nap's) is said in the bid's words, never by its rule-file key
    const nap = facts('nap');
    expect(nap).toContain(w.bidWords({ type: 'bid', seat: 2, bid: 'nap' }));
    expect(nap).not.toMatch(/\bnap\b/);
  });

  it('says who called a misdeal when the cards are dealt again, apart from a deal nobody bid on (review C10)', () => {
    const called = w.redealt(w.seatName(2, 0));
    expect(called).toContain(w.seatName(2, 0));
    expect(called).not.toBe(w.redealt(null));
    // a discard of one card is said in the singular, never "card(s)"
    const one = w.announce({ type: 'discard', seat: 2, cards: ['S3'] } as AnyAction, 0);
    expect(one).not.toContain('(s)');
  });

  it('names each card Napoleon shows on his betrayal, and tells the two betrayals apart', () => {
    const view = (betrayal: unknown) => ({ phase: 'play', players: 5, napoleon: 1, trump: 'S', betrayal });
    const nap = w.tableModel('japanese', view({ by: 'napoleon', seat: 1, shown: ['SJ', 'CJ'] }), 0).facts.join(' ');
    const adj = w.tableModel('japanese', view({ by: 'adjutant', seat: 3 }), 0).facts.join(' ');
    for (const c of ['SJ', 'CJ'] as const)
      expect(nap).toContain(
        w.announce({ type: 'play', seat: 2, card: c }, 0).match(new RegExp(spokenOf(c)))?.[0] ?? spokenOf(c),
      );
    expect(adj).toContain(w.seatName(3, 0));
    expect(adj).not.toBe(nap);
  });

  it('says a pass in the auction, and a Daifugō pass that had no choice apart', () => {
    const auction = w.speech('mighty', { phase: 'auction' }, [BIDS[0]!, { type: 'pass', seat: 2 }], 5);
    expect(auction[1]).toBe(w.bidWords(BIDS[0]!));
    expect(auction[2]).toBe(w.actionLabel({ type: 'pass', seat: 2 }));
    const piles = w.speech(
      'daifugo',
      {
        history: [
          { type: 'pass', seat: 1 },
          { type: 'pass', seat: 2, auto: true },
        ],
      },
      [],
      4,
    );
    expect(piles[1]).toBeTruthy();
    expect(piles[2]).not.toBe(piles[1]);
  });

  it('says who showed a card when that is why another seat cannot hold it (“What can I know?”)', () => {
    const shown = { seat: 2, rule: 'counting', text: 'seat 2 cannot hold it: seat 4 showed it', shownBy: 3 };
    const counted = { seat: 2, rule: 'counting', text: 'seat 2 has no room for it' };
    const line = w.know.words.cannotHold(2, 0, shown as never, 'C', false);
    expect(line).toContain(w.seatName(3, 0));
    expect(line).not.toBe(w.know.words.cannotHold(2, 0, counted as never, 'C', false));
    expect(line).not.toMatch(/\((는|가|를|와)\)/);
  });

  /** The card's spoken name in this language, as its announcements say it. */
  function spokenOf(c: 'SJ' | 'CJ'): string {
    const line = w.announce({ type: 'play', seat: 2, card: c }, 0);
    const other = w.announce({ type: 'play', seat: 2, card: c === 'SJ' ? 'CJ' : 'SJ' }, 0);
    // the part where the two announcements differ is the card's name
    let i = 0;
    while (line[i] === other[i]) i++;
    let j = 0;
    while (line.at(-1 - j) === other.at(-1 - j)) j++;
    return line.slice(i, line.length - j);
  }
});
