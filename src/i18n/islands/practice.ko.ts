/**
 * The practice table's words in Korean (the catalogue's shape is practice.en.ts: a key missing
 * here is a type error and a unit-test failure), for the Korean edition's Mighty page. The
 * sentences are made from the engine's data — actions, explanation texts and cards, scores — never
 * by translating the English sentences; the trick reasons, option names and card words of the
 * Korean pages are reused from src/i18n/phrases/ko.ts, options.ko.ts and
 * src/i18n/card-words/ko.ts. Words as Korean Mighty players use them: 마이티, 조커, 기루다,
 * 노기루다, 공약, 주공, 프렌드, 야당, 조커콜, 바닥 카드, 초구 / 막구, 선; players are 1번 … 5번,
 * and the person at the table is 나.
 *
 * The Korean table offers Mighty only (`variants`); the keys only other games use (Daifugō's
 * revolution, the adjutant, the secretary…) have short Korean words for the type, and a game is
 * added by giving its option words (options.ko.ts) and checking its sentences below.
 */
import { translator } from '../messages/format.ts';
import messages from '../messages/ko/practice.json' with { type: 'json' };
import { practiceMessages, type PracticeHooks } from './practice.ts';
import { optionMessages } from './practice-options.ts';
import type { OwnTableWords } from './practice-table-words.ts';
import { withParticles } from '../grammar-ko.ts';
import { cardLabel as codeLabel, isJoker, type Card, type Suit } from '../../engine/cards.ts';
import { spokenNameKo } from '../card-words/ko.ts';
import { mightyReasonKo, SUIT_KO } from '../phrases/ko.ts';
import type { AnyAction } from '../../islands-logic/practice.ts';
import { tableModel } from '../../islands-logic/practice.ts';
import { speech } from '../../islands-logic/table-view.ts';
import { optionValueKo, optionWordsKo, presetWordsKo, TOPIC_WORDS_KO } from './options.ko.ts';
import type { PracticeWords } from './practice.en.ts';
import { GAME_NAMES } from '../game-names.ts';

/** "♥Q", and a joker in words ("조커"), not its code. */
const cardLabel = (c: Card): string => (isJoker(c) ? spokenNameKo(c) : codeLabel(c));

/**
 * Whether a word is read with a final consonant: a Hangul syllable by its code, a card label by how
 * its rank is read (3 삼, 6 육, 7 칠, 8 팔, 10 십). The same test as puzzle.ko.ts `hasFinalKo`, kept
 * here: importing that module would put the puzzle catalogue in the practice page's scripts.
 */
function hasFinalKo(word: string): boolean {
  const code = (word.at(-1) ?? '').charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 !== 0;
  return /(3|6|7|8|10)$/.test(word);
}

/** Particles after a word, by whether it ends in a final consonant: 이/가, 은/는, 을/를. */
const subj = (w: string) => `${w}${hasFinalKo(w) ? '이' : '가'}`;
const obj = (w: string) => `${w}${hasFinalKo(w) ? '을' : '를'}`;

/** "나" / "2번". */
const seatName = (seat: number, human: number): string => (seat === human ? '나' : `${seat + 1}번`);

const STRAIN_KO: Readonly<Record<string, string>> = {
  S: '♠스페이드',
  H: '♥하트',
  D: '♦다이아',
  C: '♣클로버',
  NT: '노기루다',
};
const strain = (x: unknown) => {
  const w = STRAIN_KO[String(x)];
  if (!w) throw new Error(`no Korean for the suit "${String(x)}"`);
  return w;
};

/** A Mighty bid as the Korean rules page writes it: "스페이드 15", "노기루다 14". */
function mightyBidKo(n: unknown, st: unknown): string {
  if (st === 'NT') return `노기루다 ${String(n)}`;
  const s = SUIT_KO[st as Suit];
  if (!s) throw new Error(`no Korean for the Mighty bid "${String(n)} ${String(st)}"`);
  return `${s} ${String(n)}`;
}

/** A call as a seat says it: a bid "스페이드 15"; anything else (a pass) as its label. */
function bidWords(a: AnyAction): string {
  return a.type === 'bid' ? bidOnly(a) : m.actionLabel(a);
}

/** A bid of any game (the other games' in short words: the Korean table offers Mighty). */
function bidOnly(a: AnyAction): string {
  if ('number' in a) return mightyBidKo(a['number'], a['strain']);
  if ('count' in a) return `${strain(a['suit'])} ${String(a['count'])}${a.card ? ` (부관 ${cardLabel(a.card)})` : ''}`;
  if ('heads' in a) return `점수 카드 ${String(a['heads'])}장${a['strain'] ? ` ${strain(a['strain'])}` : ''}`;
  const b = a['bid'];
  return typeof b === 'number' ? `${b}트릭` : (NAP_BID_KO[String(b)] ?? '특별 공약');
}
const NAP_BID_KO: Readonly<Record<string, string>> = {
  nap: '냅 (5트릭)',
  misere: '미제르',
  wellington: '웰링턴',
  blucher: '블뤼허',
};

/** How this language says a contract (its bid words) and a betrayal (the cards shown); the rest of the table is practice-table-words.ts. */
const TABLE_KO: OwnTableWords = {
  contract: (contract, by) => {
    const c = contract as Record<string, unknown>;
    const words =
      typeof contract === 'object' && contract !== null
        ? 'strain' in c && 'number' in c
          ? mightyBidKo(c['number'], c['strain'])
          : 'count' in c
            ? `그림 카드 ${String(c['count'])}장`
            : 'heads' in c
              ? `점수 카드 ${String(c['heads'])}장`
              : `${String(c['number'])}점`
        : typeof contract === 'number'
          ? `${contract}트릭`
          : (NAP_BID_KO[String(contract)] ?? '특별 공약');
    return `공약: ${words} (${by}).`;
  },
  betrayal: (by, seat, human, shown = []) =>
    by === 'adjutant'
      ? `배신: 부관인 ${subj(seatName(seat, human))} 상대편으로 넘어갔습니다. 나폴레옹이 혼자 싸웁니다.`
      : `배신: 나폴레옹인 ${subj(seatName(seat, human))} ${shown
          .map(spokenNameKo)
          .map((w, i, all) => (i < all.length - 1 ? `${w}${hasFinalKo(w) ? '과' : '와'}` : obj(w)))
          .join(' ')} 보여 주고 상대편으로 넘어갔습니다. 부관이 혼자 공약을 지켜야 합니다.`,
};

/** The games whose trick reasons the Korean phrasebook words (the others get the plain reason). */
const TRICK_REASONS_KO: PracticeHooks['trickReasons'] = {
  mighty: (r, x) => mightyReasonKo(x.text, r.trump),
};

const t = withParticles(translator('ko', messages));
const m = practiceMessages(t, {
  bid: bidOnly,
  seatName,
  cardLabel,
  spokenName: spokenNameKo,
  trickReasons: TRICK_REASONS_KO,
});

export const practiceKo: PracticeWords = {
  ...m,
  ...optionMessages(t, { preset: presetWordsKo, option: optionWordsKo, value: optionValueKo, topics: TOPIC_WORDS_KO }),
  lang: 'ko',
  variants: ['mighty'],

  variantTitle: (v) => GAME_NAMES['ko'][v],

  bidCellName: (n, s, a) => `${n} ${s === 'NT' ? '노기루다' : (STRAIN_KO[s]?.slice(0, 1) ?? '')}: ${m.actionLabel(a)}`,
  bidName: (a) => bidWords(a).replace(/ \(부관 .*\)$/, ''),

  seatName,
  bidWords,
  speech: (variant, view, log, players) =>
    speech(variant, view, log, players, { pass: '패스', passAuto: '패스 (낼 카드 없음)', bid: bidWords }),
  tableModel: (variant, view, human) => tableModel(variant, view, human, { ...m.table(variant), ...TABLE_KO }),
  cardLabel,
};
