/**
 * The practice table's words in Japanese (the catalogue's shape is practice.en.ts: a key missing
 * here is a type error and a unit-test failure). The sentences are made from the engine's data —
 * actions, explanation rule ids and cards, scores — never by translating the English sentences;
 * the trick reasons, Daifugō verdicts and card words of the build-time pages are reused from
 * src/i18n/phrases/ja.ts and src/i18n/card-words/ja.ts.
 *
 * The Japanese table offers the games whose words are complete here (`variants`): Japanese
 * Napoleon, Daifugō and English Nap (its bids, its declarer ディクレアラー, trick reasons and payment in the Nap pages' words). A game is added by giving its option words (options.ja.ts) and checking
 * its sentences below.
 */
import { translator } from '../messages/format.ts';
import messages from '../messages/ja/practice.json' with { type: 'json' };
import { practiceMessages, type PracticeHooks } from './practice.ts';
import { optionMessages } from './practice-options.ts';
import type { OwnTableWords } from './practice-table-words.ts';
import { cardLabel as codeLabel, isJoker, type Card } from '../../engine/cards.ts';
import type { VariantId } from '../../engine/options.ts';
import { spokenNameJa } from '../card-words/ja.ts';
import { daifugoReasonJa, japaneseTrickReasonJa } from '../phrases/ja.ts';
import { napTrickReasonJa } from '../phrases/ja-nap.ts';
import { twhkTrickReasonJa } from '../phrases/ja-twhk.ts';
import { mightyReasonJa } from '../phrases/ja-mighty.ts';
import type { AnyAction } from '../../islands-logic/practice.ts';
import { tableModel } from '../../islands-logic/practice.ts';
import { speech } from '../../islands-logic/table-view.ts';
import { optionValueJa, optionWordsJa, presetJa, TOPIC_WORDS_JA } from './options.ja.ts';
import type { PracticeWords } from './practice.en.ts';
import { GAME_NAMES } from '../game-names.ts';

/** "♥Q", and a joker in words ("ジョーカー"), not its code. */
const cardLabel = (c: Card): string => (isJoker(c) ? spokenNameJa(c) : codeLabel(c));

/** "あなた" / "2番の人". */
const seatName = (seat: number, human: number): string => (seat === human ? 'あなた' : `${seat + 1}番の人`);

const STRAIN_JA: Readonly<Record<string, string>> = {
  S: '♠スペード',
  H: '♥ハート',
  D: '♦ダイヤ',
  C: '♣クラブ',
  NT: '切り札なし',
};
const strain = (x: unknown) => {
  const w = STRAIN_JA[String(x)];
  if (!w) throw new Error(`no Japanese for the suit "${String(x)}"`);
  return w;
};

/** A call as a seat says it: a bid "♥ハートで13枚", "切り札なしで14枚"; anything else (a pass) as its label. */
function bidWords(a: AnyAction): string {
  return a.type === 'bid' ? bidOnly(a) : m.actionLabel(a);
}

function bidOnly(a: AnyAction): string {
  if ('count' in a)
    return `${strain(a['suit'])}で${String(a['count'])}枚${a.card ? `（副官は${cardLabel(a.card)}）` : ''}`;
  if ('heads' in a) return twhkBidJa(a['heads'], a['strain']);
  if ('number' in a) return mightyBidJa(a['number'], a['strain']);
  return napBidJa(a['bid']);
}

const SYMBOL: Readonly<Record<string, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** A tw-hk bid as its page writes it: a level and a suit ("2♦", "2の切り札なし") and the heads promised; or a number of heads. */
function twhkBidJa(heads: unknown, st: unknown): string {
  const h = Number(heads);
  if (st === null || st === undefined) return `点札${h}枚`;
  const level = h - 8;
  return `${st === 'NT' ? `${level}の切り札なし` : `${level}${SYMBOL[String(st)] ?? strain(st)}`}（点札${h}枚）`;
}

/** A Mighty bid as its page writes it: "♠15", "切り札なし14". */
function mightyBidJa(n: unknown, st: unknown): string {
  if (st === 'NT') return `切り札なし${String(n)}`;
  const sym = SYMBOL[String(st)];
  if (!sym) throw new Error(`no Japanese for the Mighty bid "${String(n)} ${String(st)}"`);
  return `${sym}${String(n)}`;
}

/** A Nap bid: a number of tricks, or Nap, Misère, Wellington or Blücher (the Nap pages' words). */
const NAP_BID_JA: Readonly<Record<string, string>> = {
  nap: 'ナップ（5トリック）',
  misere: 'ミゼール',
  wellington: 'ウェリントン',
  blucher: 'ブリュッヒャー',
};
function napBidJa(bid: unknown): string {
  if (typeof bid === 'number') return `${bid}トリック`;
  const w = NAP_BID_JA[String(bid)];
  if (!w) throw new Error(`no Japanese for the Nap bid "${String(bid)}"`);
  return w;
}

/** Cards players call by their role in a game (in Japanese Napoleon ♠A is the mighty). */
const CALLED_JA: Partial<Record<VariantId, Partial<Record<Card, string>>>> = {
  japanese: { SA: 'オールマイティ（スペードのA）' },
};

/** The games whose trick reasons the Japanese phrasebooks word, from the engine's explanation (rule id and cards). */
const TRICK_REASONS_JA: PracticeHooks['trickReasons'] = {
  japanese: (r, x) => japaneseTrickReasonJa(x, r.led, r.trump, r.first),
  // a joker led leads trumps
  nap: (r, x) => napTrickReasonJa(x, r.led ?? r.trump, r.trump),
  'tw-hk': (r, x) => twhkTrickReasonJa(x, r.trump),
  mighty: (r, x) => mightyReasonJa(x.text, r.trump),
};

/** How this language says a contract (its bid words) and a betrayal (the cards shown); the rest of the table is practice-table-words.ts. */
const TABLE_JA: OwnTableWords = {
  contract: (contract, by) => {
    const c = contract as Record<string, unknown>;
    const words =
      typeof contract === 'object' && contract !== null
        ? 'count' in c
          ? `絵札${String(c['count'])}枚`
          : 'heads' in c
            ? twhkBidJa(c['heads'], c['strain'])
            : 'strain' in c
              ? mightyBidJa(c['number'], c['strain'])
              : `${String(c['number'])}点`
        : napBidJa(contract);
    return `宣言：${words}（${by}）。`;
  },
  betrayal: (by, seat, human, shown = []) =>
    by === 'adjutant'
      ? `裏切り：副官の${seatName(seat, human)}が連合軍に移りました。ナポレオンはひとりで戦います。`
      : `裏切り：ナポレオンの${seatName(seat, human)}が${shown.map(spokenNameJa).join('と')}を見せて連合軍に移りました。副官がひとりで宣言を果たさなければなりません。`,
};

const t = translator('ja', messages);
const m = practiceMessages(t, {
  bid: bidOnly,
  called: CALLED_JA,
  seatName,
  cardLabel,
  spokenName: spokenNameJa,
  climbReason: daifugoReasonJa,
  trickReasons: TRICK_REASONS_JA,
});

export const practiceJa: PracticeWords = {
  ...m,
  ...optionMessages(t, { preset: presetJa, option: optionWordsJa, value: optionValueJa, topics: TOPIC_WORDS_JA }),
  lang: 'ja',
  variants: ['japanese', 'daifugo', 'nap', 'tw-hk', 'mighty'],

  variantTitle: (v) => GAME_NAMES['ja'][v],

  bidCellName: (n, s, a) => `${n} ${s === 'NT' ? 'なし' : SYMBOL[s]}：${m.actionLabel(a)}`,
  bidName: (a) => bidWords(a).replace(/（副官は.*）$/, ''),

  seatName,
  bidWords,
  speech: (variant, view, log, players) =>
    speech(variant, view, log, players, { pass: 'パス', passAuto: 'パス（出せない）', bid: bidWords }),
  tableModel: (variant, view, human) => tableModel(variant, view, human, { ...m.table(variant), ...TABLE_JA }),
  cardLabel,
};
