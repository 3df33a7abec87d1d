/**
 * The language a card speaks in (its screen-reader name and marks). English is built in
 * (Card.tsx); another language's words are registered by their module (i18n/card-words/ja.ts calls
 * `registerCardWords('ja', …)` when imported), so only the pages that import that module — the
 * Japanese island entries and the server-rendered Japanese components — carry those words.
 * Inside an island the language comes from `CardLang` (the island entry provides it); a server
 * component passes `lang` to the card.
 */
import { createContext } from 'preact';
import type { CardLangId } from '../i18n/card-words/registry.ts';

export { cardWordsFor, registerCardWords, type CardLangId, type CardWords } from '../i18n/card-words/registry.ts';

/** The cards' language inside an island (English unless the island's entry says otherwise). */
export const CardLang = createContext<CardLangId>('en');
