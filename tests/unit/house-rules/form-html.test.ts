/**
 * The house-rules questions as the page and its data file render them (form-html.ts): every option
 * of every game an edition covers is a question with a heading, every answer has its engine example
 * and the presets that play it; a translated edition says them in its own words (no English left
 * besides names); the "how common" notes name real options and exist in each edition that shows them.
 */
import { describe, expect, test } from 'vitest';
import { gameFormHtml, houseGames } from '../../../src/components/house-rules/form-html.ts';
import { engineFor } from '../../../src/islands-logic/engines/all.ts';
import common from '../../../content/house-rules/common.json' with { type: 'json' };

const count = (html: string, re: RegExp) => html.match(re)?.length ?? 0;
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;/g, ' ')
    .replace(/\s+/g, ' ');

// Names of sources and sites, which stay as they are in every edition.
const NAMES = /PTT|Pagat|Denexa Games|Standard Model|gamerules\.com|BGA|Trump Stadium/g;

describe('house rules: the questions', () => {
  for (const lang of ['en', 'ja', 'ko', 'zh-TW'])
    for (const v of houseGames(lang))
      test(`${lang} ${v}: one question per option, an example and the presets under every answer`, () => {
        const html = gameFormHtml(lang, v, false);
        const options = Object.keys(engineFor(v).options).length;
        expect(count(html, /<fieldset class="hr-q"/g)).toBe(options);
        expect(count(html, /<legend><h3>[^<]+<\/h3><\/legend>/g)).toBe(options);
        const answers = count(html, /<input type="radio"/g);
        expect(count(html, /<p class="hr-ex">[^<]+<\/p>/g)).toBe(answers);
        expect(count(html, /<p class="hr-who">[^<]+<\/p>/g)).toBe(answers);
        if (lang !== 'en') {
          const english =
            text(html)
              .replace(NAMES, '')
              .match(/\b[A-Za-z]{3,}(?:\s+[A-Za-z]{3,})*\b/g) ?? [];
          expect(english).toEqual([]);
        }
      });

  test('each "how common" note names an option, in every edition that shows its game', () => {
    for (const [id, byLang] of Object.entries(common as Record<string, Record<string, string>>)) {
      const [v, key] = id.split('/') as [Parameters<typeof engineFor>[0], string];
      expect(engineFor(v).options[key], id).toBeDefined();
      for (const lang of ['en', 'ja', 'ko', 'zh-TW'])
        if (houseGames(lang).includes(v)) expect(byLang[lang], `${id} in ${lang}`).toBeTruthy();
      expect(gameFormHtml('en', v, false)).toContain('How common:');
    }
  });
});
