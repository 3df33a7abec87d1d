/**
 * A Mighty puzzle's view in Korean, built at BUILD time (Puzzles.astro on a Korean page): the same
 * view as islands-logic/puzzle-views.ts `puzzleView` (the engine judges the puzzle there), with
 * every word the island shows made in Korean from the puzzle's data and the engine's answer — the
 * trick's reason from the engine's explanation (i18n/phrases/ko.ts `mightyReasonKo`), the rules from
 * the options' Korean words (`optionKo`). The Korean edition translates Mighty only: another game,
 * or a word with no Korean, stops the build, naming it. Never imported by an island.
 */
import { gameName, ofClimb, translatedIn } from '../../engine/descriptors.ts';
import type { Card } from '../../engine/cards.ts';
import type { Puzzle } from '../../content-data/puzzle-types.ts';
import type { TrickEngine, VariantEngine } from '../../islands-logic/engines/types.ts';
import { describeRules, presetOf } from '../../islands-logic/rule-words.ts';
import { puzzleRules, puzzleView, type PuzzleView } from '../../islands-logic/puzzle-views.ts';
import { mightyReasonKo, optionKo, SUIT_KO, suitKo, valueKo } from '../phrases/ko.ts';
import { judgeTrick, type TrickQuery } from '../../engine/judge-queries.ts';

/** The English view's themes (puzzle-views.ts THEMES) that Mighty's puzzles have, in Korean. */
const THEME_KO: Readonly<Record<string, string>> = {
  'Following suit': '무늬 따르기',
  Trumps: '기루다',
  Jokers: '조커',
  'Special cards': '특수 카드',
};

/** A rule set's name in a sentence (the preset's own label is the source's name in Latin letters). */
const PRESET_KO: Readonly<Record<string, string>> = { pagat: 'Pagat 규칙' };

function themeKo(theme: string): string {
  const w = THEME_KO[theme];
  if (!w) throw new Error(`no Korean for the puzzle theme "${theme}": add it to puzzle-views.ko.ts`);
  return w;
}

/** "Pagat 규칙, 초구와 막구의 조커: 힘을 유지함". */
function rulesLineKo(p: Puzzle, engine: VariantEngine): string {
  const rc = puzzleRules(p);
  const preset = presetOf(engine.presets, rc.preset);
  if (!preset) throw new Error(`puzzle "${p.id}": no ${p.variant} preset "${String(rc.preset)}"`);
  const name = PRESET_KO[preset.id];
  if (!name) throw new Error(`no Korean for the ${p.variant} preset "${preset.id}": add it to puzzle-views.ko.ts`);
  const changes = describeRules(engine, rc).changes.map((c) => {
    const o = optionKo(p.variant, c.key);
    return `${o.label}: ${valueKo(o, rc.rules![c.key])}`;
  });
  return [name, ...changes].join(', ');
}

export function puzzleViewKo(p: Puzzle, engine: VariantEngine): PuzzleView {
  if (!translatedIn(p.variant, 'ko') || ofClimb(p))
    throw new Error(`puzzle "${p.id}": the Korean edition has Mighty puzzles only (got ${p.variant})`);
  const en = puzzleView(p, engine);
  const a = en.answer;
  if (a.kind !== 'trick') throw new Error(`puzzle "${p.id}": not a trick answer`);
  const rc = puzzleRules(p);
  const q: TrickQuery = {
    variant: 'mighty',
    ...(rc.preset !== undefined ? { preset: rc.preset } : {}),
    ...(rc.rules ? { rules: rc.rules } : {}),
    trump: p.trump,
    trick: p.trick,
    plays: p.plays as Card[],
    ...(p.declared ? { declared: p.declared } : {}),
    ...(p.calls ? { calls: p.calls as Record<string, boolean> } : {}),
  };
  const judged = judgeTrick(q);
  if (judged.winner !== a.winner)
    throw new Error(`puzzle "${p.id}": the Korean reason names card ${judged.winner}, the engine card ${a.winner}`);
  const te = engine as TrickEngine;
  const facts = [
    p.trump === null ? '노기루다입니다.' : `기루다는 ${suitKo(p.trump)}입니다.`,
    `모두 ${te.totalTricks(rc)}트릭 중 ${p.trick}번째 트릭입니다.`,
  ];
  if (p.declared) facts.push(`조커를 선으로 낸 사람이 ${SUIT_KO[p.declared]}를 불렀습니다.`);
  if (p.calls?.ripper) facts.push('선을 낸 사람이 조커콜로 조커를 불렀습니다.');
  if (p.secretary || p.calls?.summon)
    throw new Error(`puzzle "${p.id}": no Korean for a secretary card or a summoned joker (not Mighty's rules)`);
  return {
    ...en,
    variantTitle: gameName(p.variant, 'ko'),
    theme: themeKo(en.theme),
    rulesLine: rulesLineKo(p, engine),
    facts,
    plays: p.plays.map((card, i) => ({ card, who: i === 0 ? '선' : `${i + 1}번째` })),
    question: '이 트릭은 어느 카드가 이기나요? 이기는 카드를 고르세요.',
    answer: { ...a, reason: mightyReasonKo(judged.reason, p.trump) },
  };
}
