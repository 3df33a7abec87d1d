/**
 * Mighty's rule options in Korean, for the practice table's setup form and rules line (the Korean
 * edition translates Mighty only). The options' names and values are the Korean local-rules page's
 * own (MIGHTY_OPTIONS_KO in src/i18n/phrases/ko.ts, one place for those words); only the
 * setup form's one-line descriptions are written here. tests/unit/i18n/islands.test.tsx fails
 * naming any option, value, preset or topic missing, and `optionWordsKo` throws naming it rather
 * than show English.
 */
import type { OptionTopic, VariantId } from '../../engine/options.ts';
import { MIGHTY_OPTIONS_KO } from '../phrases/ko.ts';
import { PRESET_KO } from './explore-views.ko.ts';
import { fromPhrasebookAll, optionLookups, type OptionWords } from './options.ts';

export type OptionWordsKo = OptionWords;

const fromPage = (descriptions: Readonly<Record<string, string>>) =>
  fromPhrasebookAll(
    { language: 'Korean', variant: 'mighty', source: 'i18n/phrases/ko.ts' },
    MIGHTY_OPTIONS_KO,
    descriptions,
  );

export const MIGHTY_OPTION_WORDS_KO = fromPage({
  players: '함께 하는 사람 수: 기본은 다섯 명입니다.',
  mightyWhenSpadesTrump: '기루다가 스페이드일 때 어느 에이스가 마이티가 되는지 (그 밖에는 ♠A).',
  minBid: '공약할 수 있는 가장 낮은 점수 (공약은 20점까지).',
  misdeal: '공약 전에, 패의 값이 ½점 이하인 사람은 다시 돌리자고 할 수 있습니다.',
  trumpChange: '바닥 카드를 가져간 뒤 주공은 공약을 2점 올리고 (20점까지) 기루다를 바꿀 수 있습니다.',
  firstLead: '주공이 첫 트릭에 선으로 낼 수 있는 카드: 기루다 말고, 기루다·조커·조커콜 말고, 또는 아무 카드나.',
  mightyFollows: '선이 낸 무늬의 카드가 마이티뿐일 때 마이티(또는 조커)를 내야 하는지, 아무 카드나 낼 수 있는지.',
  jokerFirstLast: '첫 트릭(초구)과 마지막 트릭(막구)에서 조커가 힘을 잃는지.',
  ripper: '조커콜(♣3, 기루다가 클로버면 ♠3)을 선으로 낼 때 조커를 부를지 낸 사람이 고르는지, 언제나 부르는지.',
});

/** Each game's options in Korean; a game missing here is not offered by the Korean table. */
export const OPTION_WORDS_KO: Partial<Record<VariantId, Readonly<Record<string, OptionWordsKo>>>> = {
  mighty: MIGHTY_OPTION_WORDS_KO,
};

/** The presets' names, by game and preset id (a sentence's words, not the source's name in Latin letters). */
export const PRESET_WORDS_KO: Partial<Record<VariantId, Readonly<Record<string, string>>>> = {
  mighty: PRESET_KO,
};

export const TOPIC_WORDS_KO: Readonly<Record<OptionTopic, string>> = {
  players: '인원과 카드',
  deal: '카드 돌리기와 바닥 카드',
  bidding: '공약',
  partner: '프렌드',
  strength: '카드의 세기',
  joker: '조커',
  play: '플레이',
  scoring: '점수와 게임의 길이',
};

/** One option's Korean words, a value's and a preset's; each throws naming what is missing. */
export const {
  optionWords: optionWordsKo,
  optionValue: optionValueKo,
  preset: presetWordsKo,
} = optionLookups('Korean', 'src/i18n/islands/options.ko.ts', OPTION_WORDS_KO, PRESET_WORDS_KO);
