/**
 * A Taiwanese & Hong Kong Napoleon puzzle's view in Traditional Chinese, built at BUILD time
 * (Puzzles.astro on a Chinese page): the same view as islands-logic/puzzle-views.ts `puzzleView`
 * (the engine judges the puzzle there), with every word the island shows made in Chinese — the
 * trick's reason from the engine's sentence (i18n/phrases/zh-tw.ts `twhkTrickReasonZh`, which
 * names every rule the tw-hk engine can give), the rules line from the options' Chinese words.
 * A word with no Chinese (another game, a theme, an option, a call) stops the build, naming it.
 * Never imported by an island.
 */
import { gameName, ofClimb, translatedIn } from '../../engine/descriptors.ts';
import { cardLabel as codeLabel, isJoker, type Card } from '../../engine/cards.ts';
import type { Puzzle } from '../../content-data/puzzle-types.ts';
import type { TrickEngine, VariantEngine } from '../../islands-logic/engines/types.ts';
import { describeRules, presetOf } from '../../islands-logic/rule-words.ts';
import { puzzleRules, puzzleView, type PuzzleView } from '../../islands-logic/puzzle-views.ts';
import { spokenNameZh } from '../card-words/zh-tw.ts';
import { suitZh, twhkTrickReasonZh } from '../phrases/zh-tw.ts';
import { optionZh, presetZh, valueZh } from '../phrases/zh-tw-options.ts';

const label = (c: string): string => (isJoker(c as Card) ? spokenNameZh(c as Card) : codeLabel(c as Card));

/** The game's name, as the Chinese edition writes it (its descriptor). */
export const VARIANT_NAME_ZH = gameName('tw-hk', 'zh-TW');

/** The English view's themes (puzzle-views.ts THEMES) that tw-hk puzzles get, in Chinese. */
const THEME_ZH: Readonly<Record<string, string>> = {
  'Following suit': '跟首引花色',
  Trumps: '王牌',
  Jokers: '鬼牌',
  'Special cards': '特殊牌',
};

function themeZh(theme: string): string {
  const w = THEME_ZH[theme];
  if (!w) throw new Error(`no Chinese for the puzzle theme "${theme}": add it to puzzle-views.zh-TW.ts`);
  return w;
}

/** "台式、人數：4人". */
function rulesLineZh(p: Puzzle, engine: VariantEngine): string {
  const rc = puzzleRules(p);
  const changes = describeRules(engine, rc).changes.map((c) => {
    const o = optionZh(p.variant, c.key);
    return `${o.label}：${valueZh(o, rc.rules![c.key])}`;
  });
  const preset = presetOf(engine.presets, rc.preset);
  if (!preset) throw new Error(`puzzle "${p.id}": no ${p.variant} preset "${String(rc.preset)}"`);
  return [presetZh(p.variant, preset.id).label, ...changes].join('、');
}

export function puzzleViewZh(p: Puzzle, engine: VariantEngine): PuzzleView {
  if (!translatedIn(p.variant, 'zh-TW') || ofClimb(p))
    throw new Error(`puzzle "${p.id}": no Chinese puzzle views for ${p.variant} (only Taiwanese & Hong Kong Napoleon)`);
  const en = puzzleView(p, engine);
  const a = en.answer;
  if (a.kind !== 'trick') throw new Error(`puzzle "${p.id}": not a trick answer`);
  const rc = puzzleRules(p);
  const te = engine as TrickEngine;
  const facts = [
    p.trump === null ? '這一局無王。' : `王牌是${suitZh(p.trump)}。`,
    `這是第${p.trick}輪（一局共${te.totalTricks(rc)}輪）。`,
  ];
  if (p.declared) facts.push(`首引的人指定了${suitZh(p.declared)}。`);
  if (p.secretary) facts.push(`秘書牌是${label(p.secretary)}。`);
  for (const [call, on] of Object.entries(p.calls ?? {})) {
    if (!on) continue;
    if (call === 'summon') facts.push('首引的人逼鬼了。');
    else throw new Error(`puzzle "${p.id}": no Chinese for the call "${call}": add it to puzzle-views.zh-TW.ts`);
  }
  return {
    ...en,
    variantTitle: VARIANT_NAME_ZH,
    theme: themeZh(en.theme),
    rulesLine: rulesLineZh(p, engine),
    facts,
    plays: p.plays.map((card, i) => ({ card, who: i === 0 ? '首引' : `第${i + 1}張` })),
    question: '這一輪誰會贏？請選出贏的那張牌。',
    // The engine's reason (its sentence for the rule that won the trick) made in Chinese.
    answer: { ...a, reason: twhkTrickReasonZh(a.reason, p.trump === null) },
  };
}
