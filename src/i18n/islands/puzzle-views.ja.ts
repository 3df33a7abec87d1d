/**
 * A puzzle's view in Japanese, built at BUILD time (Puzzles.astro on a Japanese page): the same
 * view as islands-logic/puzzle-views.ts `puzzleView` (the engine judges the puzzle there), with
 * every word the island shows made in Japanese from the puzzle's data and the engine's answer —
 * the trick's reason from the engine's explanation (i18n/phrases/ja-games.ts `trickReasonJa`),
 * a Daifugō refusal from daifugoReasonJa, the rules from the options' Japanese words. A word
 * with no Japanese stops the build, naming it. Never imported by an island.
 */
import { ofClimb } from '../../engine/descriptors.ts';
import { cardLabel as codeLabel, isJoker, type Card, type Suit } from '../../engine/cards.ts';
import type { VariantId } from '../../engine/options.ts';
import type { Puzzle } from '../../content-data/puzzle-types.ts';
import type { TrickEngine, VariantEngine } from '../../islands-logic/engines/types.ts';
import { describeRules, presetOf } from '../../islands-logic/rule-words.ts';
import { puzzleRules, puzzleView, type PuzzleView } from '../../islands-logic/puzzle-views.ts';
import { spokenNameJa } from '../card-words/ja.ts';
import { DAIFUGO_EFFECT_JA, daifugoReasonJa, suitJa } from '../phrases/ja.ts';
import { trickReasonJa } from '../phrases/ja-games.ts';
import { optionValueJa, optionWordsJa, presetJa, VARIANT_NAME_JA } from '../phrases/options-ja.ts';
import type { TrickQuery } from '../../engine/judge-queries.ts';

const label = (c: string): string => (isJoker(c as Card) ? spokenNameJa(c as Card) : codeLabel(c as Card));

/** The English view's themes (puzzle-views.ts THEMES) in Japanese. */
const THEME_JA: Readonly<Record<string, string>> = {
  'Following suit': '台札のスート',
  Trumps: '切り札',
  Jokers: 'ジョーカー',
  Misère: 'ミゼール',
  'What may be played': '出せるカード',
  Effects: '特殊効果',
  'Special cards': '役札',
};

const LOCAL_EFFECT_OF: Readonly<Record<string, string>> = {
  spadeThree: 'spade-three',
  sevenPass: 'seven-pass',
  tenDiscard: 'ten-discard',
  queenBomber: 'queen-bomber',
  fiveSkip: 'five-skip',
  sandstorm: 'sandstorm',
};

function themeJa(theme: string): string {
  const w = THEME_JA[theme];
  if (!w) throw new Error(`no Japanese for the puzzle theme "${theme}": add it to puzzle-views.ja.ts`);
  return w;
}

/** "標準ルール、人数：5人". */
function rulesLineJa(p: Puzzle, engine: VariantEngine): string {
  const v = p.variant as VariantId;
  const rc = puzzleRules(p);
  const changes = describeRules(engine, rc).changes.map(
    (c) =>
      `${optionWordsJa(v, c.key).label}：${optionValueJa(v, c.key, engine.options[c.key], rc.rules![c.key] as never)}`,
  );
  const preset = presetOf(engine.presets, rc.preset);
  if (!preset) throw new Error(`puzzle "${p.id}": no ${v} preset "${String(rc.preset)}"`);
  return [presetJa(v, preset.id).label, ...changes].join('、');
}

export function puzzleViewJa(p: Puzzle, engine: VariantEngine): PuzzleView {
  const en = puzzleView(p, engine);
  const base = {
    ...en,
    variantTitle: VARIANT_NAME_JA[p.variant as VariantId],
    theme: themeJa(en.theme),
    rulesLine: rulesLineJa(p, engine),
  };
  if (ofClimb(p)) {
    const a = en.answer;
    if (a.kind !== 'climb') throw new Error(`puzzle "${p.id}": not a Daifugō answer`);
    const facts: string[] = [];
    for (const [key, effect] of Object.entries(LOCAL_EFFECT_OF))
      if ((p.rules as Record<string, unknown> | undefined)?.[key] === true)
        facts.push(`ローカルルール「${DAIFUGO_EFFECT_JA[effect]}」を採用しています。`);
    if (p.table.reversed) facts.push('革命中です（3がいちばん強く、2がいちばん弱い）。');
    if (p.table.elevenBack) facts.push('イレブンバック中です（場が流れるまで）。');
    if (p.table.lockedSuits.length)
      facts.push(`${p.table.lockedSuits.map((s) => suitJa(s as Suit)).join('・')}で縛られています。`);
    if (p.table.pile.length === 0) facts.push('場札はありません。このカードが最初に出されます。');
    const what = p.play.map(label).join(' ');
    return {
      ...base,
      facts,
      question: `ここで${what}を出せますか？出せるなら、何が起きますか？`,
      answer: a.legal ? { ...a, what } : { ...a, reason: daifugoReasonJa(a.reason) },
    };
  }
  const a = en.answer;
  if (a.kind !== 'trick') throw new Error(`puzzle "${p.id}": not a trick answer`);
  const rc = puzzleRules(p);
  const players = (rc.rules?.['players'] as number | undefined) ?? undefined;
  const q: TrickQuery = {
    variant: p.variant as TrickQuery['variant'],
    ...(rc.preset !== undefined ? { preset: rc.preset } : {}),
    ...(rc.rules ? { rules: rc.rules } : {}),
    ...(players !== undefined ? { players } : {}),
    trump: p.trump,
    trick: p.trick,
    plays: p.plays as Card[],
    ...(p.declared ? { declared: p.declared } : {}),
    ...(p.calls ? { calls: p.calls as Record<string, boolean> } : {}),
    ...(p.secretary ? { secretary: p.secretary as Card } : {}),
  };
  const r = trickReasonJa(q);
  if (r.winner !== a.winner)
    throw new Error(`puzzle "${p.id}": the Japanese reason names card ${r.winner}, the engine card ${a.winner}`);
  const te = engine as TrickEngine;
  const facts = [
    p.trump === null ? '切り札はありません。' : `切り札は${suitJa(p.trump)}です。`,
    `第${p.trick}トリックです（全${te.totalTricks(rc)}トリック）。`,
  ];
  if (p.declared) facts.push(`台札を出した人は${suitJa(p.declared)}を指定しました。`);
  if (p.secretary) facts.push(`秘書のカードは${label(p.secretary)}です。`);
  if (p.calls?.summon) facts.push('台札を出した人がジョーカーを呼び出しました。');
  if (p.calls?.ripper) facts.push('台札を出した人がジョーカーコールでジョーカーを呼び出しました。');
  return {
    ...base,
    facts,
    plays: p.plays.map((card, i) => ({ card, who: i === 0 ? '台札' : `${i + 1}番目` })),
    question: 'このトリックに勝つのはどのカードですか？勝つカードを選んでください。',
    answer: { ...a, reason: r.reason },
  };
}
