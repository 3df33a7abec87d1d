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
  'spade-three': 'the spade 3 beats the joker and clears the pile',
  'seven-pass': 'seven pass: cards may go to the next player',
  'ten-discard': 'ten discard: cards may be thrown away',
  'queen-bomber': 'queen bomber: a rank will be named',
  'five-skip': 'five skip',
  sandstorm: 'sandstorm: three 3s clear the pile',
};

function outText(out: 'finished' | 'illegal' | undefined): string | null {
  if (out === 'finished') return 'goes out';
  if (out === 'illegal') return 'goes out illegally: ranked last';
  return null;
}

function plural(n: number, what: string): string {
  return `${n} ${what}${n === 1 ? '' : 's'}`;
}

/** One line for a move: "seat 2 plays ♠7 ♥7 (a pair) — skip: seat 3 skipped". */
export function moveText(m: MoveRecord, name: (seat: Seat) => string = (s) => `seat ${s}`): string {
  const parts: string[] = [];
  if (m.type === 'seven-pass' || m.type === 'ten-discard') {
    const what = m.cards.length === m.count && m.count > 0 ? cardsText(m.cards) : plural(m.count, 'card');
    parts.push(
      m.type === 'seven-pass'
        ? m.count === 0
          ? `${name(m.seat)} hands nothing over`
          : `${name(m.seat)} hands ${what} to ${name(m.to)}`
        : m.count === 0
          ? `${name(m.seat)} throws nothing away`
          : `${name(m.seat)} throws away ${what}`,
    );
    const o = outText(m.out);
    if (o) parts.push(o);
    if (m.downfall !== undefined) parts.push(`downfall: ${name(m.downfall)} falls to last`);
    return parts.join(' — ');
  }
  if (m.type === 'queen-bomber') {
    parts.push(`${name(m.seat)} names the ${m.rank}s`);
    const lost = m.thrown.flatMap((cards, seat) =>
      cards.length ? [`${name(seat)} throws away ${cardsText(cards)}`] : [],
    );
    parts.push(lost.length ? lost.join(', ') : 'nobody holds one');
    for (const seat of m.outs) parts.push(`${name(seat)} goes out`);
    if (m.downfall !== undefined) parts.push(`downfall: ${name(m.downfall)} falls to last`);
    return parts.join(' — ');
  }
  if (m.type === 'pass') {
    parts.push(`${name(m.seat)} passes${m.auto ? ' (automatic)' : ''}`);
  } else {
    parts.push(`${name(m.seat)} plays ${cardsText(m.cards)} (${formName(m.form, m.size)})`);
    if (m.effects.length) parts.push(m.effects.map((e) => EFFECT_TEXT[e]).join(', '));
    if (m.skipped !== undefined) parts.push(`${[m.skipped, ...(m.skippedMore ?? [])].map(name).join(', ')} skipped`);
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
