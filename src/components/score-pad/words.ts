/** A hand's entry in words (the sheet, the CSV): each field's label and value, in the page's language. */
import { cardLabel } from '../../engine/cards.ts';
import type { EveningSheet } from '../../islands-logic/score-pad/evening.ts';
import type { Entry, Field } from '../../islands-logic/score-pad/types.ts';
import type { PadWords } from '../../i18n/islands/score-pad.ts';
import { seatName } from './types.ts';

export function valueWords(
  w: PadWords,
  f: Field,
  e: Entry,
  players: readonly string[],
  cardName: (c: string) => string = cardLabel,
): string {
  const v = e[f.key];
  const name = (s: number) => seatName(players, s, w.playerDefault);
  switch (f.kind) {
    case 'seat':
      return typeof v === 'number' ? name(v) : w.nobody(f.key);
    case 'int':
      return String(v);
    case 'choice':
      return w.choice(f.key, String(v));
    case 'card':
      return typeof v === 'string' ? cardName(v) : '—';
    case 'places':
      return orderWords(w, (v as number[]) ?? [], players);
  }
}

/** Players from first to last: "1st Aki, 2nd Ben …". */
export function orderWords(w: PadWords, places: readonly number[], players: readonly string[]): string {
  return places
    .map((_, pos) => places.indexOf(pos))
    .map((s, pos) => `${w.place(pos + 1)} ${seatName(players, s, w.playerDefault)}`)
    .join(w.listSep);
}

/** The entry as one line: "Napoleon: Aki · Bid: 14 · …". */
export const entryWords = (
  w: PadWords,
  fields: readonly Field[],
  e: Entry,
  players: readonly string[],
  cardName?: (c: string) => string,
) =>
  fields
    .filter((f) => f.kind !== 'places')
    .map((f) => `${w.field(f.key)}: ${valueWords(w, f, e, players, cardName)}`)
    .join(' · ');

export function whyWords(w: PadWords, row: EveningSheet['rows'][number], players: readonly string[]): string {
  const places = row.entry['places'];
  return w.why(row.why, Array.isArray(places) ? orderWords(w, places, players) : '');
}
