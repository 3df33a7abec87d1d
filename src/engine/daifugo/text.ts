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
