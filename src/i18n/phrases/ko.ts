/**
 * The Korean phrasebook of the server-only page components (Trick, Ranking, ScoreTable,
 * OptionsTable, OptionCompare, LegalCompare, PresetTable) and of the islands' trick reasons and
 * option words, for the Korean edition, which translates Mighty's own pages (the options' sources
 * and the rule notes are the pages' alone: rules.ts). Words as Korean Mighty players use them: 마이티,
 * 조커, 기루다 (trumps), 노기루다, 주공, 프렌드, 야당, 조커콜, 초구 / 막구 (first / last trick),
 * 선 (the lead). The engine stays language-free: the sentence is made here from the engine's
 * reason. A phrase with no Korean stops the build, naming it, so a Korean page never shows an
 * English sentence by accident.
 */
import { SUIT_SYMBOL, type Suit } from '../../engine/cards.ts';
import { withParticles, resolveParticles } from '../grammar-ko.ts';
import { translator, type Catalogue } from '../messages/format.ts';
import { say, wordOf, type Phrase } from './shape.ts';
import { mightyReasonPhrase } from './shape-mighty.ts';
import { seatPhrase, trickMetaPhrase } from './shape-tricks.ts';
import messages from '../messages/ko/phrases.json' with { type: 'json' };
import mightyOptions from '../messages/ko/options-mighty.json' with { type: 'json' };
import mightyPage from '../messages/ko/page-options-mighty.json' with { type: 'json' };
import { pageWords, type PageWords } from './page-words.ts';

/** The Korean phrasebook's messages (src/i18n/messages/ko/phrases.json), their particles resolved. */
const t = /* @__PURE__ */ withParticles(translator<Catalogue>('ko', messages));
const sayKo = (p: Phrase): string => say(t, p);

export const SUIT_KO: Readonly<Record<Suit, string>> = { S: '스페이드', H: '하트', D: '다이아', C: '클로버' };
/** "♥하트" — a suit as the trick and ranking headers show it. */
export const suitKo = (s: Suit): string => `${SUIT_SYMBOL[s]}${SUIT_KO[s]}`;

/** The player under a card of a trick: "1번" (the first one "1번 (선)"). */
export const seatKo = (i: number, name?: string): string => sayKo(seatPhrase(i, name));

/** "기루다: ♥하트 · 4번째 트릭" — the line above a trick. */
export const trickMetaKo = (trump: Suit | null, trick: number): string => sayKo(trickMetaPhrase(trump, trick));

/** The subject particle after a card label ("♥3이", "♥K가"): grammar-ko.ts decides 이 or 가. */
export const subjectKo = (label: string): string => resolveParticles(`${label}이(가)`);

/** The topic particle after a card label ("♥3은", "♠A는"). */
export const topicKo = (label: string): string => resolveParticles(`${label}은(는)`);

/**
 * The reason a Mighty trick was won, in Korean, from the engine's sentence (src/engine/mighty/
 * rules.ts `mightyTrickWinner`, read by shape-mighty.ts). A sentence not listed there stops the build.
 * @param trump the trumps of the trick (null: no-trump)
 */
export const mightyReasonKo = (text: string, trump: Suit | null): string => sayKo(mightyReasonPhrase(text, trump));

/** The ranking groups' labels (src/components/site/ranking.ts) in Korean, by their English label. */
const RANK_LABEL_KO: Readonly<Record<string, string>> = {
  'the mighty': '마이티',
  'the joker': '조커',
  'the joker, without power': '힘을 잃은 조커',
  trumps: '기루다',
  'cards of the led suit': '선이 낸 무늬의 카드',
  'any other card, if its suit is led': '그 밖의 카드 (그 무늬가 선일 때)',
  'other cards: they never win': '그 밖의 카드: 이길 수 없음',
};

export const rankLabelKo = (label: string): string =>
  wordOf(RANK_LABEL_KO, label, `no Korean for the ranking group "${label}": add it to i18n/phrases/ko.ts`);

/** The score tables' columns (Mighty's roles). */
export const SCORE_COL_KO: Readonly<Record<string, string>> = {
  declarer: '주공',
  friend: '프렌드',
  opponent: '야당 (한 사람당)',
};

export const scoreColKo = (col: string): string =>
  wordOf(SCORE_COL_KO, col, `no Korean for the score column "${col}": add it to i18n/phrases/ko.ts`);

/** An option in Korean: its name and its values' words (where it comes from: rules.ts, page-only). */
export interface OptionKo {
  label: string;
  values: Readonly<Record<string, string>>;
  source?: string;
}

/**
 * The games with Korean option words (the Korean edition translates Mighty): the setup form's
 * catalogue with the pages' own wording over it (messages/ko/page-options-mighty.json).
 */
const OPTIONS_KO: Readonly<Partial<Record<string, PageWords>>> = {
  mighty: /* @__PURE__ */ pageWords('ko', mightyOptions, mightyPage),
};

/** An option of a variant in Korean; a missing one stops the build. */
export const optionKo = (variant: string, key: string): OptionKo =>
  wordOf(
    OPTIONS_KO[variant]?.options,
    key,
    `no Korean words for the ${variant} option "${key}": add them to messages/ko/options-${variant}.json`,
  );

/** A value of an option in Korean. */
export const valueKo = (o: OptionKo, value: unknown): string =>
  wordOf(o.values, String(value), `no Korean words for the value ${JSON.stringify(value)} of "${o.label}"`);

/** A preset's name in Korean (where it comes from: rules.ts, page-only). */
export const presetKo = (variant: string, id: string): { label: string } => ({
  label: wordOf(
    OPTIONS_KO[variant]?.presets,
    id,
    `no Korean for the ${variant} preset "${id}": add it to messages/ko/options-${variant}.json`,
  ),
});
