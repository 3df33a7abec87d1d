/**
 * The endgames pages as built: every game with "play it out" puzzles has its page in English and
 * in the Japanese edition, whose endgame island is handed every puzzle of the game's file (the
 * page's promise: at least the promised number) and draws the first one on the server, and whose
 * teaching notes are in the notes file the island fetches, in the page's language.
 */
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, decode, html, visibleText } from './site.ts';
import {
  MIN_POSITION_PUZZLES,
  POSITION_VARIANTS,
  positionPuzzlesFor,
} from '../../src/content-data/position-puzzles.ts';
import { localizePuzzle } from '../../src/content-data/translations.ts';
import { variantEntry } from '../../src/engine/variants.ts';

const GAMES = POSITION_VARIANTS.filter((v) => MIN_POSITION_PUZZLES.endgame[v] > 0);

/** The puzzle ids an endgame island on the page is handed (its serialised props), in order. */
export function endgameIslandIds(page: string): string[] {
  const island = /<astro-island\b[^>]*component-url="[^"]*EndgamePuzzle[^"]*"[^>]*props="([^"]*)"/.exec(page);
  if (!island) return [];
  return [...decode(island[1]!).matchAll(/"id":\[0,"([^"]+)"\]/g)].map((m) => m[1]!);
}

describe('the endgames pages', () => {
  test('the games with endgames include English Nap', () => {
    expect(GAMES).toContain('nap');
  });
  test.each(GAMES.flatMap((v) => [{ v, prefix: '' }, { v, prefix: '/ja' }]))(
    '$prefix/<$v>/endgames/: every puzzle of the file, the first drawn, the notes in the page’s language',
    ({ v, prefix }) => {
      const path = `${prefix}/${variantEntry(v).site}/endgames/`;
      const page = html(path);
      const puzzles = positionPuzzlesFor('endgame', v);
      expect(puzzles.length).toBeGreaterThanOrEqual(MIN_POSITION_PUZZLES.endgame[v]);
      expect(endgameIslandIds(page)).toEqual(puzzles.map((p) => p.id));
      const lang = prefix === '' ? 'en' : 'ja';
      const first = visibleText(page);
      expect(first).toContain(
        lang === 'en' ? `Endgame 1 of ${puzzles.length}` : `終盤 第1問（全${puzzles.length}問）`,
      );
      const notes = JSON.parse(readFileSync(join(DIST, 'position-notes', `${lang}-${v}-endgame.json`), 'utf8')) as Record<
        string,
        string
      >;
      expect(notes).toEqual(Object.fromEntries(puzzles.map((p) => [p.id, localizePuzzle(p, lang).note])));
    },
  );
  test('the ids are read from an island’s props, and a page without the island gives none', () => {
    const page =
      '<astro-island uid="x" component-url="/_astro/EndgamePuzzle.en.js" props="{&quot;puzzles&quot;:[1,[[0,{&quot;id&quot;:[0,&quot;nap-end-1-3&quot;]}]]]}">';
    expect(endgameIslandIds(page)).toEqual(['nap-end-1-3']);
    expect(endgameIslandIds('<main></main>')).toEqual([]);
  });
});
