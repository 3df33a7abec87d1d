/**
 * Every game's house-rules questions in one edition, as HTML (components/house-rules/form-html.ts):
 * the house-rules page renders its first game and fetches this file when another game is picked,
 * so the page stays small. The service worker precaches it like every JSON file.
 */
import { gameFormHtml, houseGames } from '../components/house-rules/form-html.ts';

const LANGS = { en: 'en', ja: 'ja', ko: 'ko', 'zh-tw': 'zh-TW' } as const;

export function getStaticPaths() {
  return Object.keys(LANGS).map((lang) => ({ params: { lang } }));
}

export function GET({ params }: { params: { lang: keyof typeof LANGS } }): Response {
  const lang = LANGS[params.lang];
  const games = Object.fromEntries(houseGames(lang).map((v) => [v, gameFormHtml(lang, v, true)]));
  return new Response(JSON.stringify({ games }), { headers: { 'content-type': 'application/json' } });
}
