/**
 * One house-rules example in words (server-only): the witness the engine found for a value
 * (src/content-data/house-rules.ts), as a sentence of the edition's catalogue (house-rules.json).
 * Which sentence and which facts are chosen here, once; the language gives only templates.
 */
import { cardLabel, SUIT_SYMBOL, type Suit } from '../../engine/cards.ts';
import type { Translate } from '../../i18n/messages/format.ts';
import type { ValuePair } from '../../content-data/house-rules.ts';
import type { ScoreField } from '../../islands-logic/engines/types.ts';
import type messages from '../../i18n/messages/en/house-rules.json';

type T = Translate<Extract<keyof typeof messages, string>>;

const cards = (t: T, cs: readonly string[]): string => (cs.length ? cs.map(cardLabel).join(' ') : t('nothing'));

/** An engine answer (JSON, or "refused: why") in a few words. */
function answerWords(text: string, effects: Readonly<Record<string, string>> = {}): string {
  if (text.startsWith('refused: ')) return text.slice('refused: '.length);
  const x = JSON.parse(text) as unknown;
  if (x && typeof x === 'object' && !Array.isArray(x)) {
    const o = x as Record<string, unknown>;
    if ('legal' in o) {
      if (!o['legal']) return String(o['reason'] ?? '');
      // A legal play: what it is, and the effects it sets off (their names in the edition's words).
      const fx = Array.isArray(o['effects']) ? (o['effects'] as string[]).map((e) => effects[e] ?? e) : [];
      return fx.length ? `${String(o['what'] ?? '')} (${fx.join(', ')})` : String(o['what'] ?? '');
    }
    // Scores by seat or side: the numbers only (their keys are the engine's, not words).
    return Object.values(o).map(String).join(' / ');
  }
  return String(x);
}

export function exampleText(
  t: T,
  p: ValuePair,
  fields: readonly ScoreField[],
  effects: Readonly<Record<string, string>>,
): string {
  const w = p.witness;
  if (!w) return t('noneLine');
  switch (w.kind) {
    case 'fact': {
      // The bidding style is an engine id: said in words.
      // The last cards that rank a player last: normal order / in a revolution, as cards.
      const finish = (x: string) => {
        const f = JSON.parse(x) as Record<string, string[]>;
        const ranks = (xs: readonly string[] = []) =>
          xs.length ? xs.map((r) => (r === 'joker' ? cardLabel('JK') : r)).join(' ') : t('nothing');
        return `${ranks(f['normal'])} / ${ranks(f['revolution'])}`;
      };
      const word = (x: string) =>
        x === '—'
          ? x
          : w.fact === 'bidding'
            ? t('biddingWord', { b: JSON.parse(x) as string })
            : w.fact === 'illegalFinish'
              ? finish(x)
              : x;
      return t('factLine', { fact: w.fact, a: word(w.shown[0]), b: word(w.shown[1]) });
    }
    case 'trick':
      return t('trickLine', {
        trick: w.trick.trick,
        trump: w.trick.trump ? SUIT_SYMBOL[w.trick.trump as Suit] : t('noTrump'),
        cards: cards(t, w.trick.plays),
        winA: cardLabel(w.trick.plays[w.winners[0]]!),
        winB: cardLabel(w.trick.plays[w.winners[1]]!),
        reason: w.reasons[1],
      });
    case 'legal':
      return t('legalLine', {
        hand: cards(t, w.hand),
        plays: cards(t, w.trick.plays),
        legalA: cards(t, w.legal[0]),
        legalB: cards(t, w.legal[1]),
      });
    case 'score':
      // The score fields are labelled in English only so far: an edition gives the scores alone.
      if (t.lang !== 'en') return t('scoreLineBare', { a: answerWords(w.scores[0]), b: answerWords(w.scores[1]) });
      return t('scoreLine', {
        input: fields
          .map((f) => {
            const v = String(w.input[f.key]);
            return `${f.label}: ${f.labels?.[v] ?? v}`;
          })
          .join('; '),
        a: answerWords(w.scores[0]),
        b: answerWords(w.scores[1]),
      });
    case 'play': {
      // The engine words a play in English: an edition says allowed or not, with the effects.
      const judged = (x: string) => {
        if (t.lang === 'en') return answerWords(x, effects);
        const j = x.startsWith('refused') ? null : (JSON.parse(x) as { legal: boolean; effects?: string[] });
        const fx = j?.legal ? (j.effects ?? []).map((e) => effects[e] ?? e) : [];
        return `${j?.legal ? t('allowed') : t('refusedPlay')}${fx.length ? ` (${fx.join(', ')})` : ''}`;
      };
      return t('playLine', {
        play: cards(t, w.play),
        pile: w.table.pile.length ? cards(t, w.table.pile[w.table.pile.length - 1]!) : t('emptyPile'),
        a: judged(w.judged[0]),
        b: judged(w.judged[1]),
      });
    }
    case 'game':
      return w.moves.length === 0 && w.what === 'actions'
        ? t('dealLine')
        : t('gameLine', { what: w.what, n: w.moves.length });
    case 'ranking':
      return t('rankingLine', { a: cards(t, w.top[0]), b: cards(t, w.top[1]) });
    case 'declared':
      return w.what === 'length' ? t('lengthLine') : t('singleLine');
  }
}
