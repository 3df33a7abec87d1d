/**
 * Build-time words of the exploring islands (family "explore") that depend on a game: a score
 * calculator's field names and values, its result rows' names, the Daifugō calculator's rule
 * options. The islands' .astro wrappers call these with the page's language and hand the result
 * to the island as props, so an island never ships a phrasebook: English comes from the engine's
 * own labels, Japanese from the site's phrasebooks (the option words of
 * i18n/phrases/options-ja.ts, the score columns of i18n/phrases/ja-games.ts). A game, field or value
 * with no Japanese stops the build, naming it. Server-only: never import it from an island.
 */
import type { ScoreField } from '../../islands-logic/engines/types.ts';
import type { OptionDecl, OptionValue, VariantId } from '../../engine/options.ts';
import { optionWordsJa, presetJa, VARIANT_NAME_JA } from '../phrases/options-ja.ts';
import { gameNamesJa } from './explore-compare-more.ja.ts';
import type { CompareGameNames, CompareLabels, CompareNames } from './explore-compare.ts';
import { scoreColJa } from '../phrases/ja-games.ts';
import { DAIFUGO_TITLE_JA, SUIT_JA } from '../phrases/ja.ts';
import { SUIT_NAME } from '../../engine/cards.ts';
import { gameName, perGame } from '../../engine/descriptors.ts';
import { scoreColZh, SUIT_ZH } from '../phrases/zh-tw.ts';
import { optionZh, presetZh, valueZh } from '../phrases/zh-tw-options.ts';

/** The names a score calculator shows, by field key and result key. */
export interface ScoreNames {
  /** The calculator's game (and preset), for its region's name. */
  game: string;
  preset?: string;
  fields: Record<string, { label: string; labels?: Record<string, string> }>;
  who: Record<string, string>;
}

/** The result rows each game's scoring gives (src/islands-logic/engines/<game>.ts `score`). */
const WHO_KEYS: Readonly<Record<string, readonly string[]>> = {
  japanese: ['napoleon', 'adjutant', 'ally'],
  nap: ['declarer', 'opponent'],
  'tw-hk': ['napoleon', 'secretary', 'defender'],
  mighty: ['declarer', 'friend', 'opponent'],
};

const WHO_EN: Readonly<Record<string, string>> = {
  napoleon: 'Napoleon',
  adjutant: 'Adjutant',
  ally: 'Each allied player',
  declarer: 'Declarer',
  opponent: 'Each opponent',
  friend: 'Friend',
  secretary: 'Secretary',
  defender: 'Each defender',
};

/** The score forms' fields in Japanese (the engines' `scoreFields`), by game and field key. */
const SCORE_FIELDS_JA: Readonly<
  Record<string, Readonly<Record<string, { label: string; labels?: Record<string, string> }>>>
> = {
  japanese: {
    bid: { label: '宣言（約束する絵札の枚数）' },
    points: { label: 'ナポレオン軍が取った絵札の枚数' },
    partner: { label: '味方', labels: { adjutant: '副官がいる', solo: '独り立ち（副官なし）' } },
  },
  mighty: {
    bid: { label: '宣言（約束する点数）' },
    trump: { label: '切り札' },
    points: { label: '主攻の側が取った点数' },
    partner: {
      label: '味方',
      labels: {
        friend: 'フレンドがいる',
        none: 'フレンドなしを宣言',
        alone: '1人（フレンドのカードが自分の手札か捨て札）',
      },
    },
  },
  'tw-hk': {
    bid: { label: '宣言（約束する点札の枚数）' },
    points: { label: 'ナポレオンの側が取った点札の枚数' },
    partner: { label: '味方', labels: { secretary: '秘書がいる', dictator: '独裁（1人で戦う）' } },
  },
  nap: {
    bid: {
      label: '宣言',
      labels: {
        '1': '1トリック',
        '2': '2トリック',
        '3': '3トリック',
        '4': '4トリック',
        nap: 'ナップ（5トリック）',
        misere: 'ミゼール（1トリックも取らない）',
        wellington: 'ウェリントン',
        blucher: 'ブリュッヒャー',
      },
    },
    tricks: { label: 'ディクレアラーが取ったトリックの数' },
  },
};

/**
 * The score form's fields in Traditional Chinese (the Chinese edition has the tw-hk pages only),
 * in the words of content/docs/zh-tw/tw-hk/scoring.mdx.
 */
const SCORE_FIELDS_ZH: Readonly<
  Record<string, Readonly<Record<string, { label: string; labels?: Record<string, string> }>>>
> = {
  'tw-hk': {
    bid: { label: '叫牌（承諾吃到的頭數）' },
    points: { label: '拿破崙這一方吃到的頭數' },
    partner: { label: '同伴', labels: { secretary: '有秘書', dictator: '獨裁（一個人打）' } },
  },
};

/** The games' names in Traditional Chinese (the Chinese menu's words, src/sidebar.mjs). */
const VARIANT_NAME_ZH: Readonly<Record<string, string>> = { 'tw-hk': gameName('tw-hk', 'zh-TW') };

function gameZh(variant: string): string {
  const w = VARIANT_NAME_ZH[variant];
  if (!w) throw new Error(`no Chinese name for the game ${variant}: add it to explore-views.ts`);
  return w;
}

/** A score calculator's names in Traditional Chinese; a missing word stops the build. */
function scoreNamesZh(variant: string, fields: readonly ScoreField[], preset?: string): ScoreNames {
  const table = SCORE_FIELDS_ZH[variant];
  if (!table) throw new Error(`no Chinese score fields for ${variant}: add them to explore-views.ts`);
  const out: ScoreNames['fields'] = {};
  for (const f of fields) {
    const w = table[f.key];
    if (!w) throw new Error(`no Chinese name for the ${variant} score field "${f.key}": add it to explore-views.ts`);
    for (const v of f.kind === 'enum' ? (f.values ?? []) : [])
      if (!w.labels?.[v])
        throw new Error(`no Chinese for the value "${v}" of the ${variant} score field "${f.key}" (explore-views.ts)`);
    out[f.key] = f.kind === 'trump' ? { ...w, labels: { ...SUIT_ZH, N: '無王' } } : w;
  }
  return {
    game: gameZh(variant),
    ...(preset ? { preset: presetZh(variant, preset).label } : {}),
    fields: out,
    who: Object.fromEntries((WHO_KEYS[variant] ?? []).map((k) => [k, scoreColZh(k)])),
  };
}

/** A score calculator's names in the page's language; a missing Japanese or Chinese word stops the build. */
export function scoreNames(
  lang: 'en' | 'ja' | 'zh-TW',
  variant: string,
  fields: readonly ScoreField[],
  preset?: string,
): ScoreNames {
  const whoKeys = WHO_KEYS[variant] ?? [];
  if (lang === 'en') {
    return {
      game: variant,
      ...(preset ? { preset } : {}),
      fields: Object.fromEntries(
        fields.map((f) => [
          f.key,
          {
            label: f.label,
            ...(f.kind === 'trump'
              ? { labels: { ...SUIT_NAME, N: 'no trumps' } }
              : f.labels
                ? { labels: { ...f.labels } }
                : {}),
          },
        ]),
      ),
      who: Object.fromEntries(whoKeys.map((k) => [k, WHO_EN[k]!])),
    };
  }
  if (lang === 'zh-TW') return scoreNamesZh(variant, fields, preset);
  const table = SCORE_FIELDS_JA[variant];
  if (!table) throw new Error(`no Japanese score fields for ${variant}: add them to explore-views.ts`);
  const out: ScoreNames['fields'] = {};
  for (const f of fields) {
    const w = table[f.key];
    if (!w) throw new Error(`no Japanese name for the ${variant} score field "${f.key}": add it to explore-views.ts`);
    if (f.kind === 'enum') {
      for (const v of f.values ?? [])
        if (!w.labels?.[v])
          throw new Error(
            `no Japanese for the value "${v}" of the ${variant} score field "${f.key}" (explore-views.ts)`,
          );
    }
    out[f.key] = f.kind === 'trump' ? { ...w, labels: { ...SUIT_JA, N: '切り札なし' } } : w;
  }
  return {
    game: VARIANT_NAME_JA[variant as VariantId] ?? variant,
    ...(preset ? { preset: presetJa(variant as VariantId, preset).label } : {}),
    fields: out,
    who: Object.fromEntries(whoKeys.map((k) => [k, scoreColJa(variant, k)])),
  };
}

/** The Daifugō calculator's three rule options (players, scoring, length) and their values. */
export interface DfOptionNames {
  players: { label: string; values: Record<string, string> };
  scoring: { label: string; values: Record<string, string> };
  length: { label: string; values: Record<string, string> };
  /** The titles by the engine's name (President, Minister, …). */
  titles: Record<string, string>;
}

const DF_OPTIONS_EN: DfOptionNames = {
  players: { label: 'Players', values: Object.fromEntries([4, 5, 6, 7, 8].map((n) => [String(n), String(n)])) },
  scoring: { label: 'Scoring', values: { plus: 'plus (count up to a target)', minus: 'minus (spend a stock)' } },
  length: { label: 'Length', values: { short: 'short', medium: 'medium', long: 'long' } },
  titles: { President: 'President', Minister: 'Minister', Citizen: 'Citizen', Peasant: 'Peasant', Beggar: 'Beggar' },
};

/** The Daifugō calculator's options in the page's language (Japanese: the words of options-ja.ts). */
export function dfOptionNames(lang: 'en' | 'ja'): DfOptionNames {
  if (lang === 'en') return DF_OPTIONS_EN;
  const pick = (key: keyof DfOptionNames) => {
    const o = optionWordsJa('daifugo', key);
    const values: Record<string, string> = {};
    for (const v of Object.keys(DF_OPTIONS_EN[key].values)) {
      const w = o.values[v];
      if (!w) throw new Error(`no Japanese for the value "${v}" of the daifugo option "${key}" in options-ja.ts`);
      values[v] = w;
    }
    return { label: o.label, values };
  };
  const titles: Record<string, string> = {};
  for (const t of Object.keys(DF_OPTIONS_EN.titles)) {
    const w = DAIFUGO_TITLE_JA[t];
    if (!w) throw new Error(`no Japanese for the Daifugō title "${t}": add it to i18n/phrases/ja.ts`);
    titles[t] = w;
  }
  return { players: pick('players'), scoring: pick('scoring'), length: pick('length'), titles };
}

/** The ranking explorer's words for a game: names of games and presets, rules lines, card notes. */
export interface RankNames {
  /** The games' names by variant (those the explorer may show). */
  games: Record<string, string>;
  /** Each game's presets' names by id. */
  presets: Record<string, Record<string, string>>;
  /** The page's own rule changes (the wrapper's `rules`), said after the preset ('' when none). */
  rulesSuffix: string;
  /** The engine's card notes (English) in the page's language. */
  notes: Record<string, string>;
}

const JOKER_RANK_JA: Readonly<Record<string, string>> = {
  'never wins': '勝つことはない',
  'ranks above every other card, the mighty included': 'オールマイティを含むほかのどのカードより強い',
  'ranks just below the mighty': 'オールマイティのすぐ下',
  'ranks just below the jacks of power, above every trump': '強いジャックのすぐ下で、どの切り札よりも強い',
};

/**
 * A ranking row's note (src/engine/japanese/tricks.ts `japaneseRanking`) in Japanese, part by part;
 * a note not listed here stops the build, naming it.
 */
export function rankNoteJa(note: string): string {
  const part = (p: string): string => {
    if (p === 'beats the mighty when both are in one trick')
      return 'オールマイティと同じトリックに出ればオールマイティに勝つ';
    if (p === 'otherwise an ordinary card') return 'そうでなければふつうのカード';
    if (p === 'an ordinary card in this trick (the mighty has no power)')
      return 'このトリックではふつうのカード（オールマイティに力がない）';
    if (p === 'it also beats a joker that would win') return '勝つはずのジョーカーにも勝つ';
    if (p === 'a jack of power in the same trick wins instead') return '同じトリックに強いジャックがあればそちらが勝つ';
    if (p === 'a same-two when every card of the trick is of its suit')
      return 'トリックのカードがすべて同じスートならセイムツー';
    let m = /^hunts (\S+) when they meet without the mighty or the other jack of power$/.exec(p);
    if (m) return `オールマイティももう1枚の強いジャックもないトリックで${m[1]}と出会えば狩る（狩りJ）`;
    m = /^(not led|led): (.+)$/.exec(p);
    if (m && JOKER_RANK_JA[m[2]!])
      return `${m[1] === 'led' ? '台札のとき' : '台札でないとき'}は${JOKER_RANK_JA[m[2]!]}`;
    throw new Error(`no Japanese for the ranking note "${note}" (part "${p}"): add it to explore-views.ts`);
  };
  return note.split('; ').map(part).join('。');
}

/**
 * The ranking explorer's names in the page's language. `games` are the games it may show (all of
 * them when the visitor may switch); `notes` covers every note the engine can give those games'
 * rankings (every preset, trump, led suit and trick position), so the island never meets an
 * English note. English returns the engine's own words.
 */
export function rankNames(
  lang: 'en' | 'ja' | 'zh-TW',
  games: readonly { variant: string; engine: { presets: readonly { id: string; label: string }[] } }[],
  notesOf: (variant: string) => string[],
  rules?: Record<string, OptionValue>,
  initialVariant?: string,
): RankNames {
  if (lang === 'en') {
    return {
      games: {},
      presets: Object.fromEntries(
        games.map((g) => [g.variant, Object.fromEntries(g.engine.presets.map((p) => [p.id, p.label]))]),
      ),
      rulesSuffix: '',
      notes: {},
    };
  }
  if (lang === 'zh-TW') return rankNamesZh(games, notesOf, rules, initialVariant);
  const notes: Record<string, string> = {};
  for (const g of games) for (const n of notesOf(g.variant)) notes[n] ??= rankNoteJa(n);
  const rulesSuffix = Object.entries(rules ?? {})
    .map(([k, v]) => {
      const o = optionWordsJa(initialVariant as VariantId, k);
      const w = o.values[String(v)] ?? (typeof v === 'number' ? String(v) : undefined);
      if (w === undefined)
        throw new Error(`no Japanese for the value ${String(v)} of the ${initialVariant} option "${k}"`);
      return `、${o.label}：${w}`;
    })
    .join('');
  return {
    games: Object.fromEntries(games.map((g) => [g.variant, VARIANT_NAME_JA[g.variant as VariantId]])),
    presets: Object.fromEntries(
      games.map((g) => [
        g.variant,
        Object.fromEntries(g.engine.presets.map((p) => [p.id, presetJa(g.variant as VariantId, p.id).label])),
      ]),
    ),
    rulesSuffix,
    notes,
  };
}

/**
 * The ranking explorer's names in Traditional Chinese (the tw-hk ranking page): the game, its
 * presets, the page's rule changes. The tw-hk engine gives its rankings no notes; a note, game or
 * option with no Chinese stops the build, naming it.
 */
function rankNamesZh(
  games: readonly { variant: string; engine: { presets: readonly { id: string; label: string }[] } }[],
  notesOf: (variant: string) => string[],
  rules?: Record<string, OptionValue>,
  initialVariant?: string,
): RankNames {
  for (const g of games) {
    const n = notesOf(g.variant)[0];
    if (n !== undefined)
      throw new Error(`no Chinese for the ${g.variant} ranking note "${n}": add it to explore-views.ts`);
  }
  const rulesSuffix = Object.entries(rules ?? {})
    .map(([k, v]) => {
      const o = optionZh(initialVariant ?? '', k);
      return `、${o.label}：${valueZh(o, v)}`;
    })
    .join('');
  return {
    games: Object.fromEntries(games.map((g) => [g.variant, gameZh(g.variant)])),
    presets: Object.fromEntries(
      games.map((g) => [
        g.variant,
        Object.fromEntries(g.engine.presets.map((p) => [p.id, presetZh(g.variant, p.id).label])),
      ]),
    ),
    rulesSuffix,
    notes: {},
  };
}

/**
 * The rule comparison's names in Japanese, from options-ja.ts (the words the local-rules pages
 * use): every preset and every value of every option of each trick game the comparison can show
 * (explore-compare-more.ja.ts, which the island loads on demand). A missing word stops the build.
 */
export function compareNamesJa(
  games: readonly {
    variant: string;
    engine: { presets: readonly { id: string }[]; options: Readonly<Record<string, OptionDecl>> };
  }[],
): CompareNames {
  const rules: Record<string, CompareGameNames> = {};
  for (const g of games) rules[g.variant] = gameNamesJa(g.variant, g.engine);
  return { games: { ...VARIANT_NAME_JA }, rules };
}

const COMPARE_GAMES_EN: Readonly<Record<string, string>> = perGame((d) => d.names.en);

/** The rule comparison's games' and suits' names in the page's language. */
export function compareLabels(lang: 'en' | 'ja' | 'zh-TW'): CompareLabels {
  // the Chinese edition compares tw-hk's rules only: its game menu names that game alone
  if (lang === 'zh-TW') return { games: { ...VARIANT_NAME_ZH }, suits: SUIT_ZH };
  return lang === 'ja'
    ? { games: { ...VARIANT_NAME_JA }, suits: SUIT_JA }
    : { games: COMPARE_GAMES_EN, suits: SUIT_NAME };
}
