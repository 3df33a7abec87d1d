/**
 * What the practice table says of an action (part of the one shape, practice.ts): its label on a
 * button or in the log, and one sentence for the log and the live region, worded from the action's
 * type and fields by practice.json; a bid in the language's own bid words (hook `bid`).
 */
import type { VariantId } from '../../engine/options.ts';
import type { AnyAction } from '../../islands-logic/practice.ts';
import type { Translate } from '../messages/format.ts';
import type { PracticeHooks, PracticeKey } from './practice-types.ts';

/** A select's key: ids and flags as ICU select keys (no hyphens; booleans as "true"/"false"). */
const key = (x: unknown): string => String(x).replaceAll('-', '_');

export function actionMessages(
  t: Translate<PracticeKey>,
  hooks: Pick<PracticeHooks, 'seatName' | 'cardLabel' | 'spokenName' | 'bid' | 'called'>,
) {
  const { seatName } = hooks;
  const actionLabel = (a: AnyAction): string => {
    const cards = a.cards ?? [];
    const card = a.card ? hooks.cardLabel(a.card) : '';
    return t('actionLabel', {
      type: key(a.type),
      bid: a.type === 'bid' && hooks.bid ? hooks.bid(a) : '',
      strain: a['strain'] === undefined ? '' : t('strainWord', { s: String(a['strain']) }),
      strainKey: key(a['strain'] ?? ''),
      card,
      mode: key(a['mode'] ?? ''),
      hasCards: key(a.type === 'play' ? a.cards !== undefined : cards.length > 0),
      cards: cards.map(hooks.cardLabel).join(' '),
      hasDeclared: key(Boolean(a.declared)),
      declaredSuit: a.declared ? t('suitName', { suit: a.declared }) : '',
      summon: key(Boolean(a.summon)),
      ripper: key(Boolean(a.ripper)),
      betray: key(Boolean(a.betray)),
      rank: String(a['rank'] ?? ''),
    });
  };
  return {
    /** An action as a button or the log names it, from its type and fields (a bid in the language's bid words). */
    actionLabel,
    /** One sentence for the log and the live region: who did what (`variant`: for the cards a game calls by their role). */
    announce: (a: AnyAction, human: number, variant?: VariantId): string => {
      const cs = a.cards ?? [];
      const hasSeat = typeof a.seat === 'number';
      const kind =
        a.type === 'play' && a.card
          ? 'playCard'
          : a.type === 'play' && a.cards
            ? 'playCards'
            : a.type === 'secretary' && !a.card
              ? 'other'
              : key(a.type);
      const called = variant && a.card ? hooks.called?.[variant]?.[a.card] : undefined;
      return t('announce', {
        kind,
        who: hasSeat ? seatName(a.seat!, human) : t('announceTable'),
        hasSeat: key(hasSeat),
        self: key(a.seat === human),
        spoken: a.card ? (called ?? hooks.spokenName(a.card)) : '',
        spokenCards: cs.map(hooks.spokenName).join(t('listSep')),
        n: cs.length,
        hasCards: key(cs.length > 0),
        hasDeclared: key(Boolean(a.declared)),
        declaredSuit: a.declared ? t('suitName', { suit: a.declared }) : '',
        summon: key(Boolean(a.summon)),
        ripper: key(Boolean(a.ripper)),
        betray: key(Boolean(a.betray)),
        rank: String(a['rank'] ?? ''),
        card: a.card ? hooks.cardLabel(a.card) : '',
        isNT: key(a['strain'] === 'NT'),
        strain: a['strain'] === undefined ? '' : t('strainWord', { s: String(a['strain']) }),
        bidWords: a.type === 'bid' && hooks.bid ? hooks.bid(a) : '',
        label: actionLabel(a),
      });
    },
  };
}
