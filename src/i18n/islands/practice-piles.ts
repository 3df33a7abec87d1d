/**
 * Daifugō's words at the practice table (part of the one shape, practice.ts): the effects of the
 * last play, the round's review pile by pile (islands-logic/table-view-piles.ts `pilesOf` walks the
 * history, these messages word it) and the exchange between rounds, from the practice catalogue.
 */
import type { Card } from '../../engine/cards.ts';
import { pilesOf, type PileWords, type ReviewPile } from '../../islands-logic/table-view-piles.ts';
import type { Translate } from '../messages/format.ts';
import type { PracticeHooks, PracticeKey } from './practice-types.ts';

type V = Record<string, unknown>;

/** One exchange between rounds (the engine's record): the poorer seat's cards go up, the richer one's come back. */
export interface ExchangeRecord {
  rich: number;
  poor: number;
  count: number;
  received: Card[];
  given: Card[] | null;
}

export function pileMessages(t: Translate<PracticeKey>, hooks: Pick<PracticeHooks, 'seatName' | 'cardLabel'>) {
  const { seatName } = hooks;
  const effect = (e: unknown) => t('effect', { e: String(e).replaceAll('-', '_') });
  const cards = (cs: readonly Card[]) => cs.map(hooks.cardLabel).join(' ');
  const words: PileWords = {
    seat: seatName,
    play: (who, cs, fx) =>
      t('pilePlay', {
        who,
        cards: cards(cs),
        hasFx: String(fx.length > 0),
        fx: fx.map(effect).join(t('pileEffectSep')),
      }),
    revolution: (who, fx) => (fx.includes('revolution') ? t('pileRevolution', { who }) : null),
    out: (who, self, illegal) => t('pileOut', { who, self: String(self), illegal: String(illegal) }),
    pass: (who, auto) => t('pilePass', { who, auto: String(auto) }),
    gives: (who, n, kind) => t('pileGives', { who, n, kind: kind.replaceAll('-', '_') }),
    names: (who, rank) => t('pileNames', { who, rank }),
    downfall: (who) => t('pileDownfall', { who }),
    sep: t('pileSep'),
  };
  return {
    /** The effects of the play just made (Daifugō), in words. */
    lastEffects: (view: V): string[] => {
      const history = Array.isArray(view['history']) ? (view['history'] as V[]) : [];
      const last = history[history.length - 1];
      if (!last || last['type'] !== 'play' || !Array.isArray(last['effects'])) return [];
      return (last['effects'] as unknown[]).map(effect);
    },
    /** A Daifugō round pile by pile, its turning points marked. */
    daifugoReview: (history: readonly V[], human: number): ReviewPile[] => pilesOf(history, human, words),
    /** Who gives what to whom between rounds (the viewer sees the cards of its own exchanges; the others', how many). */
    exchangeWords: (
      records: readonly ExchangeRecord[],
      titles: readonly (string | null)[],
      human: number,
    ): string[] => {
      const name = (s: number) =>
        t('exchangeName', {
          who: seatName(s, human),
          hasTitle: String(Boolean(titles[s])),
          title: titles[s] ? t('tableTitle', { title: titles[s] }) : '',
        });
      const what = (cs: readonly Card[] | null, n: number) =>
        t('exchangeWhat', { hasCards: String(Boolean(cs && cs.length)), cards: cs ? cards(cs) : '', n });
      return records.flatMap((r) => [
        t('exchangeGive', {
          poor: name(r.poor),
          poorSelf: String(r.poor === human),
          what: what(r.received, r.count),
          rich: name(r.rich),
        }),
        t('exchangeBack', {
          given: String(r.given !== null),
          rich: name(r.rich),
          richSelf: String(r.rich === human),
          what: what(r.given, r.count),
          n: r.count,
        }),
      ]);
    },
  };
}
