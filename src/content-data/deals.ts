/**
 * The explained deals by game (`content/deals/<game>.json`, contract `deal-types.ts`, checked by
 * `deal-check.ts`). A game without a file has no deals page yet.
 */
import japanese from '../../content/deals/japanese.json' with { type: 'json' };
import japaneseJa from '../../content/deals/ja/japanese.json' with { type: 'json' };
import napJa from '../../content/deals/ja/nap.json' with { type: 'json' };
import mightyJa from '../../content/deals/ja/mighty.json' with { type: 'json' };
import twhkJa from '../../content/deals/ja/tw-hk.json' with { type: 'json' };
import mightyKo from '../../content/deals/ko/mighty.json' with { type: 'json' };
import twhkZh from '../../content/deals/zh-TW/tw-hk.json' with { type: 'json' };
import nap from '../../content/deals/nap.json' with { type: 'json' };
import mighty from '../../content/deals/mighty.json' with { type: 'json' };
import twhk from '../../content/deals/tw-hk.json' with { type: 'json' };
import daifugo from '../../content/deals/daifugo.json' with { type: 'json' };
import daifugoJa from '../../content/deals/ja/daifugo.json' with { type: 'json' };
import type { Deal, DealFile } from './deal-types.ts';

/** A deal's texts in another language: title, intro and one explanation per decision, in order. */
export interface DealTexts {
  title: string;
  intro: string;
  explain: string[];
}

/** Translations by language, then game, then deal id (`content/deals/<lang>/<game>.json`). */
const TEXTS: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, DealTexts>>>>>> = {
  ja: { japanese: japaneseJa, nap: napJa, mighty: mightyJa, 'tw-hk': twhkJa, daifugo: daifugoJa },
  ko: { mighty: mightyKo },
  'zh-TW': { 'tw-hk': twhkZh },
};

/** Whether a game's deals have their texts in a language (English always). */
export function dealsTranslated(game: string, lang: string): boolean {
  return lang === 'en' || TEXTS[lang]?.[game] !== undefined;
}

/** What is missing or extra in a language's texts for a game's deals. */
export function dealTextProblems(file: DealFile, lang: string): string[] {
  const texts = TEXTS[lang]?.[file.game];
  if (!texts) return [`no ${lang} texts for the ${file.game} deals`];
  const out: string[] = [];
  for (const d of file.deals) {
    const t = texts[d.id];
    if (!t) out.push(`content/deals/${lang}/${file.game}.json: no texts for deal ${d.id}`);
    else if (t.explain.length !== d.decisions.length || t.explain.some((x) => x.trim() === '') || !t.title || !t.intro)
      out.push(
        `content/deals/${lang}/${file.game}.json: deal ${d.id} needs a title, an intro and ${d.decisions.length} explanations (has ${t.explain.length})`,
      );
  }
  for (const id of Object.keys(texts)) {
    if (!file.deals.some((d) => d.id === id)) out.push(`content/deals/${lang}/${file.game}.json: no deal ${id}`);
  }
  return out;
}

/** A deal with its texts in a language (throws naming what is missing). */
export function localizeDeal(deal: Deal, game: string, lang: string): Deal {
  if (lang === 'en') return deal;
  const t = TEXTS[lang]?.[game]?.[deal.id];
  if (!t || t.explain.length !== deal.decisions.length) {
    throw new Error(`content/deals/${lang}/${game}.json: no complete texts for deal ${deal.id}`);
  }
  return {
    ...deal,
    title: t.title,
    intro: t.intro,
    decisions: deal.decisions.map((d, i) => ({ ...d, explain: t.explain[i]! })),
  };
}

const FILES: readonly DealFile[] = [
  japanese as DealFile,
  nap as DealFile,
  twhk as DealFile,
  mighty as DealFile,
  daifugo as DealFile,
];

/** A game's deals file, or undefined when it has none. */
export function dealsFor(game: string): DealFile | undefined {
  return FILES.find((f) => f.game === game);
}

/** Every deals file (the tests check each). */
export const DEAL_FILES: readonly DealFile[] = FILES;
