/**
 * The Korean phrasebook of the server-only page components (Trick, Ranking, ScoreTable,
 * OptionsTable, OptionCompare, LegalCompare, PresetTable, RuleNotes, SourcesDiffer) for the Korean
 * edition, which translates Mighty's own pages. Words as Korean Mighty players use them: 마이티,
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
import { catalogueWords, withSources } from '../islands/options.ts';

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

/** An option in Korean: its name, its values' words and where it comes from. */
export interface OptionKo {
  label: string;
  values: Readonly<Record<string, string>>;
  source: string;
}

const WIKI_KO = '한국어 위키백과';

/**
 * Mighty's options in Korean: their names and values are the game's catalogue
 * (messages/ko/options-mighty.json, the setup form's words too); only the sources are here.
 */
export const MIGHTY_OPTIONS_KO: Readonly<Record<string, OptionKo>> = /* @__PURE__ */ withSources(
  { language: 'Korean', variant: 'mighty' },
  catalogueWords('ko', mightyOptions),
  {
    players: 'Pagat',
    mightyWhenSpadesTrump: 'Pagat, gamerules.com, Denexa Games 블로그, 마이티 프렌드 (♦A); Standard Model 블로그 (♣A)',
    minBid: 'Pagat',
    misdeal: 'Pagat',
    trumpChange: WIKI_KO,
    firstLead: 'Pagat (기루다 금지); 마이티 프렌드 (기루다·조커·조커콜 금지)',
    mightyFollows: '자료에는 마이티를 “언제든 낼 수 있다”는 말뿐이라 둘 다 이 사이트의 선택',
    jokerFirstLast: 'Standard Model 블로그 (힘을 잃음); Pagat에는 언급이 없음',
    ripper: 'Pagat (선을 낸 사람이 선택); Denexa Games 블로그 (자동으로 부름)',
  },
);

/** The games with Korean option words (the Korean edition translates Mighty). */
const OPTIONS_KO: Readonly<Partial<Record<string, Readonly<Record<string, OptionKo>>>>> = { mighty: MIGHTY_OPTIONS_KO };

/** An option of a variant in Korean; a missing one stops the build. */
export const optionKo = (variant: string, key: string): OptionKo =>
  wordOf(
    OPTIONS_KO[variant],
    key,
    `no Korean words for the ${variant} option "${key}": add them to i18n/phrases/ko.ts`,
  );

/** A value of an option in Korean. */
export const valueKo = (o: OptionKo, value: unknown): string =>
  wordOf(o.values, String(value), `no Korean words for the value ${JSON.stringify(value)} of "${o.label}"`);

/** Presets in Korean: name and source, by variant and preset id. */
const PRESETS_KO: Readonly<Record<string, Readonly<Record<string, { label: string; source: string }>>>> = {
  mighty: {
    pagat: { label: 'Pagat', source: 'Pagat의 마이티 페이지와 한국어 위키백과의 기루다 바꾸기' },
  },
};

export const presetKo = (variant: string, id: string): { label: string; source: string } =>
  wordOf(PRESETS_KO[variant], id, `no Korean for the ${variant} preset "${id}": add it to i18n/phrases/ko.ts`);

/** The engine's decisions (`*_RULE_NOTES`) in Korean, by variant and note id. */
const RULE_NOTES_KO: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  mighty: {
    'alone-not-doubled':
      '주공이 자기 손패나 버린 카드 속의 카드를 프렌드로 부르면 혼자 싸우게 되지만, 점수는 두 배가 되지 않습니다. 두 배가 되는 것은 “노프렌드”를 선언했을 때뿐입니다.',
    'first-trick-friend-declarer':
      '초구 프렌드로 했는데 주공이 초구를 이기면 프렌드는 없습니다. 주공은 혼자 싸우고, 점수는 두 배가 되지 않습니다.',
    'misdeal-timing':
      '딜 미스는 아직 아무도 공약하지 않았을 때, 자기의 첫 공약 차례 대신 선언할 수 있습니다. 같은 딜러가 다시 돌립니다.',
    'mighty-follows-suit':
      '자료에는 마이티를 “언제든 낼 수 있다”는 말뿐입니다. 이 사이트의 기본은 마이티도 자기 무늬의 카드로 보아, 선이 낸 무늬의 카드가 마이티 한 장뿐이면 마이티(또는 조커)를 내야 합니다. 그때 아무 카드나 낼 수 있다는 다른 읽기도 규칙 선택지에 있습니다.',
    'powerless-joker-lead':
      '힘이 없는 조커(초구나 막구)도 선으로 낼 수 있습니다. 따라 낼 무늬는 정하지만 트릭을 이기지는 못합니다.',
    'trump-change':
      '기루다는 다른 어느 무늬로도, 노기루다로도 바꿀 수 있고, 바꾸면 공약이 2점 오릅니다. 그대로 두면 오르지 않습니다.',
    'next-dealer': '다음 판은 프렌드가 돌리고, 프렌드가 없으면 주공이 돌립니다. 다시 돌릴 때는 같은 딜러가 돌립니다.',
  },
};

export const ruleNoteKo = (variant: string, id: string): string =>
  wordOf(RULE_NOTES_KO[variant], id, `no Korean for the ${variant} rule note "${id}": add it to i18n/phrases/ko.ts`);
