/**
 * The cards' words by language (a card's spoken name, its marks' words): English is built in
 * (Card.tsx); another language's words are registered by their module (card-words/ja.ts calls
 * `registerCardWords('ja', …)` when imported), so only the pages that import that module carry
 * those words. components/card-lang.ts gives an island its cards' language.
 */
import { isJoker, rankOf, suitOf, type Card } from '../../engine/cards.ts';
import type { Translate } from '../messages/format.ts';

export type CardLangId = 'en' | 'ja' | 'ko' | 'zh-TW';

export interface CardWords {
  spoken(card: Card): string;
  marks: Readonly<Record<'trump' | 'special' | 'winner' | 'chosen' | 'wrong', string>>;
  /** Between the name, the marks and the extra words ("、" in Japanese). */
  sep: string;
  /** The marks' visible badges where they differ from the English ones (Japanese: 切 for a trump, not T). */
  badges?: Readonly<Partial<Record<'trump' | 'special' | 'winner' | 'chosen' | 'wrong', string>>>;
}

const registered = new Map<string, CardWords>();

export function registerCardWords(lang: CardLangId, words: CardWords): void {
  registered.set(lang, words);
}

export function cardWordsFor(lang: string): CardWords {
  const w = registered.get(lang);
  if (!w) throw new Error(`no card words for "${lang}": import src/i18n/card-words/${lang}.ts first`);
  return w;
}

/**
 * A language's card words from its catalogue (`src/i18n/messages/<lang>/cards.json`), the same
 * reading for every language: a card's spoken name (`spoken`, from its suit and rank; `joker`, by
 * the joker's code), the marks' words (`mark.<mark>`), what stands between them (`sep`) and a
 * trump's visible badge (`badge.trump`). The per-language modules (card-words/ja.ts …) only bind
 * their catalogue and register it. (Here rather than in a module of its own: one chunk less on
 * every translated page.)
 */
export type CardWordKey =
  | 'spoken'
  | 'joker'
  | 'mark.trump'
  | 'mark.special'
  | 'mark.winner'
  | 'mark.chosen'
  | 'mark.wrong'
  | 'sep'
  | 'badge.trump';

export function cardWords(t: Translate<CardWordKey>): CardWords {
  return {
    spoken: (card: Card) =>
      isJoker(card) ? t('joker', { card }) : t('spoken', { suit: suitOf(card) ?? '', rank: rankOf(card) ?? '' }),
    marks: {
      trump: t('mark.trump'),
      special: t('mark.special'),
      winner: t('mark.winner'),
      chosen: t('mark.chosen'),
      wrong: t('mark.wrong'),
    },
    sep: t('sep'),
    badges: { trump: t('badge.trump') },
  };
}
