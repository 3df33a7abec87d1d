/**
 * The cards' words by language (a card's spoken name, its marks' words): English is built in
 * (Card.tsx); another language's words are registered by their module (card-words/ja.ts calls
 * `registerCardWords('ja', …)` when imported), so only the pages that import that module carry
 * those words. components/card-lang.ts gives an island its cards' language.
 */
import type { Card } from '../../engine/cards.ts';

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
