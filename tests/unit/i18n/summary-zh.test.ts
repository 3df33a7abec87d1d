/**
 * The one-page summary in Traditional Chinese (src/components/summary/summary-zh-tw.ts), for the
 * Chinese edition's Taiwanese & Hong Kong Napoleon page: every option, value and preset in
 * Chinese, the sheet under every preset and with local rules free of Latin words (card codes
 * aside), the rules kept (only the words change), the chooser's words Chinese, and another game
 * refused by name.
 */
import { describe, expect, test } from 'vitest';
import type { OptionValue } from '../../../src/engine/options.ts';
import {
  optionDeclsZh,
  presetsZh,
  SUMMARY_UI_ZH,
  summaryPhrasesZh,
} from '../../../src/components/summary/summary-zh-tw.ts';
import { engineFor } from '../../../src/islands-logic/engines/all.ts';
import { summaryModel } from '../../../src/islands-logic/summary.ts';
import { latinWords } from './words.ts';

/** Every string a person reads in the summary model (not its ids and addresses; `{n}` places left out). */
function shownTexts(x: unknown, skip = new Set(['id', 'key', 'query', 'variant', 'base'])): string[] {
  if (typeof x === 'string') return [x.replace(/\{\w+\}/g, ' ')];
  if (Array.isArray(x)) return x.flatMap((y) => shownTexts(y, skip));
  if (x && typeof x === 'object')
    return Object.entries(x).flatMap(([k, v]) => (skip.has(k) ? [] : shownTexts(v, skip)));
  return [];
}

const base = engineFor('tw-hk');
const engine = { ...base, options: optionDeclsZh('tw-hk', base.options), presets: presetsZh('tw-hk', base.presets) };

describe('the one-page summary in Chinese', () => {
  test('under every preset, with local rules, the sheet has no Latin words', () => {
    const rules: Record<string, OptionValue> = { widowShown: true, players: 4, summon: 'any-play' };
    let sheets = 0;
    for (const p of engine.presets) {
      for (const rc of [{ preset: p.id }, { preset: p.id, rules }]) {
        const m = summaryModel(engine, rc, summaryPhrasesZh('tw-hk'));
        expect(shownTexts(m).flatMap(latinWords), `${JSON.stringify(rc)}`).toEqual([]);
        sheets++;
      }
    }
    expect(sheets).toBe(4);
  });

  test('the Chinese sheet keeps the rules and their values (only the words change)', () => {
    const rc = { preset: 'taiwan', rules: { widowShown: true } };
    const en = summaryModel(base, rc);
    const zh = summaryModel(engine, rc, summaryPhrasesZh('tw-hk'));
    expect(zh.query).toBe(en.query);
    expect(zh.local.map((o) => o.key)).toEqual(en.local.map((o) => o.key));
    expect(zh.ladders[0]!.groups.map((g) => g.cards.length)).toEqual(en.ladders[0]!.groups.map((g) => g.cards.length));
    expect(zh.rulesLine).toBe('台式、底牌公開：公開');
    expect(zh.title).toBe('台式／港式拿破崙');
    expect(zh.sheet.base).toBe('/zh-tw');
  });

  test('the chooser’s words are Chinese, and another game stops by name', () => {
    const texts = shownTexts(SUMMARY_UI_ZH);
    expect(texts.flatMap(latinWords)).toEqual([]);
    expect(texts.filter((t) => !/[\u4e00-\u9fff]/.test(t))).toEqual([]);
    for (const d of Object.values(engine.options)) expect(SUMMARY_UI_ZH.topics[d.topic ?? '']).toBeDefined();
    expect(() => summaryPhrasesZh('mighty')).toThrow(/no Chinese summary text for mighty/);
  });
});
