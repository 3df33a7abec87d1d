/**
 * Plain-text descriptions of Daifugō moves and rounds (move logs, screen-reader
 * announcements, golden playthroughs).
 */
import { cardLabel, type Card } from '../cards.ts';
import type { Seat } from '../game.ts';
import { formName } from './core.ts';
import type { ExchangeRecord, MoveRecord, RoundResult } from './game.ts';

export function cardsText(cards: readonly Card[]): string {
  return cards.map(cardLabel).join(' ');
}

const EFFECT_TEXT: Readonly<Record<string, string>> = {
  revolution: 'revolution',
  'eleven-back': 'jack back',
  'eight-cut': 'eight cut',
  'nine-reverse': 'direction reversed',
  skip: 'skip',
  'suit-lock': 'suits locked',
};

/** Each effect as a reader names it, capitalised for a label: "Jack back (11-back)". */
export const EFFECT_LABEL: Readonly<Record<string, string>> = {
  revolution: 'Revolution',
  'eleven-back': 'Jack back (11-back)',
  'eight-cut': 'Eight cut',
  'nine-reverse': 'Reversing 9',
  skip: 'Skip',
  'suit-lock': 'Suit lock',
};

const EFFECT_NOUN: Readonly<Record<string, string>> = {
  revolution: 'a revolution',
  'eleven-back': 'a jack back (11-back)',
  'eight-cut': 'an eight cut',
  'nine-reverse': 'a reversing 9',
  skip: 'a skip',
  'suit-lock': 'a suit lock',
};

/** An effect in a sentence: "a revolution", "an eight cut". */
export function effectNoun(effect: string): string {
  return EFFECT_NOUN[effect] ?? effect;
}

/** "a, b and c" */
export function wordList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** What a legal play sets off: "it triggers a revolution and an eight cut" or "it triggers no effect". */
export function effectsSentence(effects: readonly string[]): string {
  return effects.length ? `it triggers ${wordList(effects.map(effectNoun))}` : 'it triggers no effect';
}

/** One line for a move: "seat 2 plays ♠7 ♥7 (a pair) — skip: seat 3 skipped". */
export function moveText(m: MoveRecord, name: (seat: Seat) => string = (s) => `seat ${s}`): string {
  const parts: string[] = [];
  if (m.type === 'pass') {
    parts.push(`${name(m.seat)} passes${m.auto ? ' (automatic)' : ''}`);
  } else {
    parts.push(`${name(m.seat)} plays ${cardsText(m.cards)} (${formName(m.form, m.size)})`);
    if (m.effects.length) parts.push(m.effects.map((e) => EFFECT_TEXT[e]).join(', '));
    if (m.skipped !== undefined) parts.push(`${name(m.skipped)} skipped`);
    if (m.out === 'finished') parts.push('goes out');
    if (m.out === 'illegal') parts.push('goes out illegally: ranked last');
    if (m.downfall !== undefined) parts.push(`downfall: ${name(m.downfall)} falls to last`);
  }
  if (m.cleared) parts.push(m.leader !== undefined ? `pile cleared, ${name(m.leader)} leads` : 'pile cleared');
  return parts.join(' — ');
}

export function exchangeText(e: ExchangeRecord, name: (seat: Seat) => string = (s) => `seat ${s}`): string {
  const got = `${name(e.rich)} receives ${cardsText(e.received)} from ${name(e.poor)}`;
  return e.given ? `${got} and gives back ${cardsText(e.given)}` : got;
}

export function resultText(r: RoundResult, name: (seat: Seat) => string = (s) => `seat ${s}`): string {
  const places = r.ranking.map(
    (seat, i) => `${i + 1}. ${name(seat)} ${r.titles[seat]} (${r.delta[seat]! >= 0 ? '+' : ''}${r.delta[seat]})`,
  );
  return places.join(', ');
}
