/**
 * Review item C5: the practice table says, in words, which local rules the game being played has
 * on (engine/local-rules.ts), in the setup form's option words — checked on the Table island drawn
 * on the server at the game's start, in English and Japanese.
 */
import { describe, expect, test } from 'vitest';
import { render } from 'preact-render-to-string';
import { Table } from '../../../src/components/practice/Table.tsx';
import { PracticeWordsContext } from '../../../src/i18n/islands/context.ts';
import { CoachWordsContext } from '../../../src/i18n/islands/coach-context.ts';
import { coachEn } from '../../../src/i18n/islands/coach.en.ts';
import { coachJa } from '../../../src/i18n/islands/coach.ja.ts';
import { coachKo } from '../../../src/i18n/islands/coach.ko.ts';
import { coachZhTW } from '../../../src/i18n/islands/coach.zh-TW.ts';
import { CardLang } from '../../../src/components/card-lang.ts';
import { practiceEn } from '../../../src/i18n/islands/practice.en.ts';
import { practiceJa } from '../../../src/i18n/islands/practice.ja.ts';
import { practiceKo } from '../../../src/i18n/islands/practice.ko.ts';
import { practiceZh } from '../../../src/i18n/islands/practice.zh-TW.ts';
import { defaultSettings, type PracticeSettings } from '../../../src/islands-logic/practice.ts';
import { localRulesOn } from '../../../src/engine/local-rules.ts';
import { variantEntry } from '../../../src/engine/variants.ts';
import { visibleText } from '../i18n/words.ts';

const WORDS = {
  en: [practiceEn, coachEn],
  ja: [practiceJa, coachJa],
  ko: [practiceKo, coachKo],
  'zh-TW': [practiceZh, coachZhTW],
} as const;

/** The table drawn on the server at the start of a game with these settings. */
function tableHtml(settings: PracticeSettings, lang: keyof typeof WORDS = 'en'): string {
  return render(
    <PracticeWordsContext.Provider value={WORDS[lang][0]}>
      <CardLang.Provider value={lang}>
        <CoachWordsContext.Provider value={WORDS[lang][1]}>
          <Table settings={settings} save={null} onNew={() => {}} onSameSeed={() => {}} />
        </CoachWordsContext.Provider>
      </CardLang.Provider>
    </PracticeWordsContext.Provider>,
  );
}

/**
 * The "Local rules" line: a plain paragraph when none is on; else the one-line summary of a
 * disclosure, whose list (each rule an item) opens under it.
 */
function localRules(settings: PracticeSettings, lang: keyof typeof WORDS = 'en') {
  const html = tableHtml(settings, lang);
  const p = /<p[^>]*data-testid="local-rules"[^>]*>([\s\S]*?)<\/p>/.exec(html);
  if (p) return { line: visibleText(p[1]!).trim(), items: null };
  const d = /<details[^>]*data-testid="local-rules"[^>]*>([\s\S]*?)<\/details>/.exec(html);
  if (!d) return { line: '', items: null };
  const summary = /^<summary>([\s\S]*?)<\/summary>\s*<ul>([\s\S]*)<\/ul>$/.exec(d[1]!.trim());
  if (!summary) throw new Error(`the disclosure is not a summary and a list: ${d[1]}`);
  const items = [...summary[2]!.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => visibleText(m[1]!).trim());
  return { line: visibleText(summary[1]!).trim(), items };
}

/** The line a reader sees first: the paragraph, or the disclosure's summary. */
function localRulesLine(settings: PracticeSettings, lang: keyof typeof WORDS = 'en'): string {
  return localRules(settings, lang).line;
}

describe('C5: the table says which local rules are on', () => {
  test('Daifugō at the default table: the jokers and same-rank skip, in the form’s words', () => {
    const rules = [
      'Jokers in the deck: Two jokers',
      'Revolution (four of a kind reverses the order)',
      'Same-rank skip',
      'Illegal finish (no going out on a 2 or joker)',
      'Downfall of the President',
    ];
    const { line, items } = localRules(defaultSettings('daifugo', 'lr-1'));
    // one line that says how many (the style cuts it short where it is too long), the list in a disclosure
    expect(line).toBe(`5 local rules on: ${rules.join(', ')}.`);
    expect(items).toEqual(rules);
  });

  test('one rule on: the summary says so in the singular, and the disclosure holds its one item', () => {
    const { line, items } = localRules({ ...defaultSettings('nap', 'lr-9'), rules: { wellington: true } });
    expect(line).toMatch(/^1 local rule on: /);
    expect(items).toHaveLength(1);
    expect(line).toContain(items![0]);
  });

  test('Daifugō with stairs turned on and no jokers: the line follows the settings', () => {
    const line = localRulesLine({ ...defaultSettings('daifugo', 'lr-2'), rules: { stairs: true, jokers: 0 } });
    expect(line).toContain('Stairs (runs of one suit)');
    expect(line).not.toContain('Jokers in the deck');
    expect(line).toContain('Same-rank skip');
  });

  test('Daifugō in Japanese: the same rules in the Japanese option words, no key', () => {
    const line = localRulesLine(defaultSettings('daifugo', 'lr-3'), 'ja');
    expect(line).toMatch(/^ローカルルール（5件）：/);
    expect(line).not.toMatch(/skip|jokers|[A-Za-z]{4,}/);
  });

  test('Japanese Napoleon, the Trump Stadium preset, in Japanese: its joker, same-two and killer are named', () => {
    const settings = { ...defaultSettings('japanese', 'lr-4'), preset: 'trump-stadium' };
    const { line, items } = localRules(settings, 'ja');
    const { options } = variantEntry('japanese');
    // every rule the engine finds on is said in the Japanese option words (label, and value where it needs one)
    const on = localRulesOn(options, variantEntry('japanese').presets, 'trump-stadium');
    expect(on.map((r) => r.key)).toEqual(expect.arrayContaining(['joker', 'sameTwo', 'killer', 'minBid']));
    for (const r of on) {
      const label = practiceJa.optionLabel('japanese', r.key, options[r.key]!);
      expect(line).toContain(label);
      if (r.said) expect(line).toContain(practiceJa.optionValue('japanese', r.key, options[r.key]!, r.value));
    }
    expect(line).not.toMatch(/sameTwo|killer|joker|trump-stadium/);
    // the summary counts them; each is one item of the list the disclosure opens
    expect(line).toMatch(new RegExp(`^ローカルルール（${on.length}件）：`));
    expect(items).toHaveLength(on.length);
  });

  test('a game at its default table with no local rule on says so', () => {
    // a plain line, no disclosure
    expect(localRules(defaultSettings('nap', 'lr-5'))).toEqual({ line: 'Local rules: none.', items: null });
    expect(localRules(defaultSettings('japanese', 'lr-6'), 'ja')).toEqual({
      line: 'ローカルルール：なし。',
      items: null,
    });
  });

  test('Mighty in Korean and tw-hk in Chinese: a changed option is named in the edition’s words', () => {
    const ko = localRulesLine({ ...defaultSettings('mighty', 'lr-7'), rules: { minBid: 14 } }, 'ko');
    const mighty = variantEntry('mighty').options;
    expect(ko).toContain(practiceKo.optionLabel('mighty', 'minBid', mighty['minBid']!));
    expect(ko).not.toMatch(/minBid|Local rules/);
    const zh = localRulesLine({ ...defaultSettings('tw-hk', 'lr-8'), rules: { widowShown: true } }, 'zh-TW');
    expect(zh).toContain(practiceZh.optionLabel('tw-hk', 'widowShown', variantEntry('tw-hk').options['widowShown']!));
    expect(zh).not.toMatch(/widowShown|Local rules/);
  });
});

describe('a seat’s line of what it has taken and its score (issue #33 item 6)', () => {
  test('the words are there for every reader; the phone’s compact numbers are hidden from screen readers', () => {
    const html = tableHtml(defaultSettings('nap', 'lr-10'));
    const lines = [...html.matchAll(/<p class="tseat__taken">([\s\S]*?)<\/p>/g)].map((m) => m[1]!);
    expect(lines).toHaveLength(4);
    for (const l of lines) {
      expect(l).toMatch(/<span class="tseat__words">0 tricks · score 0<\/span>/);
      expect(l).toMatch(/<span class="tseat__short" aria-hidden="true">0 · 0<\/span>/);
    }
  });

  test('Daifugō counts no tricks: its line is the words alone', () => {
    const html = tableHtml(defaultSettings('daifugo', 'lr-11'), 'ja');
    expect(html).toMatch(/<span class="tseat__words">得点 0<\/span>/);
    expect(html).not.toContain('tseat__short');
  });
});
