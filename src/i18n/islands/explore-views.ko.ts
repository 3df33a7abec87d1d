/**
 * Build-time words of the exploring islands in Korean (the Korean edition translates Mighty's
 * pages): the score calculator's field names and values and result rows, the ranking explorer's
 * game, rule set and card notes — the Korean counterpart of explore-views.ts, from the Korean
 * phrasebook (i18n/phrases/ko.ts). Another game, or a field, value, option or note with no Korean,
 * stops the build, naming it. Server-only: never import it from an island.
 */
import { gameName, translatedIn } from '../../engine/descriptors.ts';
import type { ScoreField } from '../../islands-logic/engines/types.ts';
import type { OptionValue } from '../../engine/options.ts';
import { optionKo, scoreColKo, SUIT_KO, valueKo } from '../phrases/ko.ts';
import type { RankNames, ScoreNames } from './explore-views.ts';

/** Mighty's score fields in Korean (the engine's `scoreFields`), by field key. */
const SCORE_FIELDS_KO: Readonly<Record<string, { label: string; labels?: Record<string, string> }>> = {
  bid: { label: '공약 (약속한 점수)' },
  trump: { label: '기루다' },
  points: { label: '주공 편이 가져온 점수' },
  partner: {
    label: '프렌드',
    labels: {
      friend: '프렌드가 있음',
      none: '노프렌드를 선언함',
      alone: '혼자 (프렌드 카드가 자기 손이나 버린 카드에 있음)',
    },
  },
};

/** Mighty's result rows (islands-logic/engines/mighty.ts `score`). */
const WHO = ['declarer', 'friend', 'opponent'] as const;

/** The game's name and the rule sets' names in a sentence (a preset's own label is a source's name in Latin letters). */
export const GAME_KO = gameName('mighty', 'ko');
export const PRESET_KO: Readonly<Record<string, string>> = { pagat: 'Pagat 규칙' };

function only(variant: string, what: string): void {
  if (!translatedIn(variant, 'ko'))
    throw new Error(`no Korean ${what} for ${variant}: the Korean edition translates Mighty only`);
}

function presetKo(id: string): string {
  const w = PRESET_KO[id];
  if (!w) throw new Error(`no Korean for the mighty preset "${id}": add it to explore-views.ko.ts`);
  return w;
}

/** The score calculator's names in Korean; a missing word stops the build. */
export function scoreNamesKo(variant: string, fields: readonly ScoreField[], preset?: string): ScoreNames {
  only(variant, 'score fields');
  const out: ScoreNames['fields'] = {};
  for (const f of fields) {
    const w = SCORE_FIELDS_KO[f.key];
    if (!w) throw new Error(`no Korean name for the ${variant} score field "${f.key}": add it to explore-views.ko.ts`);
    if (f.kind === 'enum')
      for (const v of f.values ?? [])
        if (!w.labels?.[v])
          throw new Error(
            `no Korean for the value "${v}" of the ${variant} score field "${f.key}" (explore-views.ko.ts)`,
          );
    out[f.key] = f.kind === 'trump' ? { ...w, labels: { ...SUIT_KO, N: '노기루다' } } : w;
  }
  return {
    game: GAME_KO,
    ...(preset ? { preset: presetKo(preset) } : {}),
    fields: out,
    who: Object.fromEntries(WHO.map((k) => [k, scoreColKo(k)])),
  };
}

/** A ranking note in Korean: Mighty's rankings give none today, so any note stops the build, naming it. */
export function rankNoteKo(note: string): string {
  throw new Error(`no Korean for the ranking note "${note}": add it to explore-views.ko.ts`);
}

/**
 * The ranking explorer's names in Korean, for Mighty alone (the Korean page does not let the
 * visitor switch games). `notes` covers every note the engine can give (see RankingExplorer.astro).
 */
export function rankNamesKo(
  games: readonly { variant: string; engine: { presets: readonly { id: string }[] } }[],
  notesOf: (variant: string) => string[],
  rules?: Record<string, OptionValue>,
): RankNames {
  for (const g of games) only(g.variant, 'ranking');
  const notes: Record<string, string> = {};
  for (const g of games) for (const n of notesOf(g.variant)) notes[n] ??= rankNoteKo(n);
  const rulesSuffix = Object.entries(rules ?? {})
    .map(([k, v]) => {
      const o = optionKo('mighty', k);
      return `, ${o.label}: ${valueKo(o, v)}`;
    })
    .join('');
  return {
    games: Object.fromEntries(games.map((g) => [g.variant, GAME_KO])),
    presets: Object.fromEntries(
      games.map((g) => [g.variant, Object.fromEntries(g.engine.presets.map((p) => [p.id, presetKo(p.id)]))]),
    ),
    rulesSuffix,
    notes,
  };
}

/** The rule comparison's games' and suits' names in Korean (RuleCompare.astro on the Korean page). */
export function compareLabelsKo(): {
  games: Readonly<Record<string, string>>;
  suits: Readonly<Record<string, string>>;
} {
  return {
    games: {
      mighty: GAME_KO,
      japanese: '나폴레옹 (일본)',
      nap: '냅 (영국)',
      'tw-hk': '나폴레옹 (타이완·홍콩)',
      daifugo: '대부호',
    },
    suits: SUIT_KO,
  };
}
