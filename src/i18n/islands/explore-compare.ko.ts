/**
 * The rule comparison's words in Korean (shape: explore-compare.en.ts), for the Korean edition's
 * Mighty local-rules page. The columns' reasons (made from the engine's sentence by the Korean
 * phrasebook, i18n/phrases/ko.ts `mightyReasonKo`) and Mighty's rules' names (the local-rules
 * page's words) are loaded on demand (`more`: explore-compare-more.ko.ts); the games' and suits'
 * names and the first columns come from RuleCompare.astro at build time. The Korean page compares
 * Mighty only (RuleCompare.astro gives the island `games: ['mighty']`): the Daifugō keys have short
 * Korean words for the type.
 */
import { isClimb } from '../../engine/descriptors.ts';
import type { CompareWords } from './explore-compare.en.ts';
import type { LinkProblem } from '../../islands-logic/compare-url.ts';
import { cardLabel, isJoker, type Card } from '../../engine/cards.ts';
import { spokenNameKo } from '../card-words/ko.ts';

/** The parts of a comparison link, in words. */
const PART_KO: Readonly<Record<string, string>> = {
  v: '게임',
  t: '기루다',
  n: '트릭 번호',
  p: '나온 카드',
  pile: '더미에 나온 묶음',
  twice: '더미와 낼 카드에 같은 카드',
  rev: '혁명',
  jb: '일레븐 백',
  lock: '묶인 무늬',
  d: '선이 정한 무늬',
  s: '비서 카드',
  c: '콜',
  r: '규칙',
};

/** "♠8"; a joker by its name. */
const label = (c: Card): string => (isJoker(c) ? spokenNameKo(c) : cardLabel(c));

function linkProblemKo(p: LinkProblem): string {
  if (p.kind === 'duplicate') return `링크에 “${p.part}”가 ${p.count ?? 2}번 있습니다. 첫 번째 값을 썼습니다.`;
  if (p.part === 'more') return `그 밖에도 읽을 수 없는 곳이 ${p.count ?? 0}군데 있었습니다.`;
  if (p.part === 'r' && p.kind === 'too-many')
    return '비교할 수 있는 규칙은 6개까지입니다. 7번째부터는 쓰지 않았습니다.';
  if (p.part === 'r' && p.kind === 'none') return '쓸 수 있는 규칙이 하나도 없어서 처음 비교의 규칙을 씁니다.';
  if (p.part === 'r') return '링크의 규칙 하나를 읽을 수 없어서 그 규칙은 뺐습니다.';
  const what = PART_KO[p.part];
  return what ? `링크의 ‘${what}’ 부분을 읽을 수 없었습니다.` : '링크에 읽을 수 없는 곳이 있었습니다.';
}

export const compareWordsKo: CompareWords = {
  engineFailed: () => '규칙 엔진을 불러올 수 없었습니다. 페이지를 다시 불러오세요.',
  regionTrick: '한 트릭으로 규칙 비교하기',
  regionPlay: '한 번의 카드 내기로 규칙 비교하기',
  unknownGame: () => '그런 게임은 없습니다. 마이티를 보여 줍니다.',
  linkProblems: '이 링크에는 읽을 수 없는 곳이 있어서, 그 부분은 처음 설정을 썼습니다:',
  linkProblem: (p) => linkProblemKo(p),
  game: '게임',
  gameOption: (name, variant) => (isClimb(variant) ? `${name} (더미에 한 번 내기)` : name),
  trump: '기루다',
  noTrumps: '노기루다',
  trickNumber: '트릭 번호',
  declared: '선이 정한 무늬',
  none: '없음',
  secretary: '비서 카드',
  summon: '선이 조커를 불러냄',
  ripper: '조커콜',
  loadingDaifugo: '대부호 규칙을 불러오는 중…',
  playsField: '나온 카드 (선부터 차례로, 코드로. 예: ♠A는 SA, ♥10은 H10)',
  cardsError: () => '카드를 읽을 수 없었습니다. ♠A는 SA, ♥10은 H10처럼 무늬와 숫자의 코드로 넣어 주세요.',
  atLeastOne: '카드를 한 장 이상 넣어 주세요.',
  theTrick: '트릭',
  led: '선',
  cardN: (n) => `${n}번째 카드`,
  placeN: (n) => `${n}번째`,
  ruleSetN: (n) => `규칙 ${n}`,
  differs: '다름',
  wins: '이기는 카드:',
  columnError: () =>
    '이 규칙으로는 이 트릭을 판정할 수 없습니다. 카드, 기루다, 트릭 번호가 이 규칙에 맞는지 확인해 주세요.',
  reason: null,
  more: () => import('./explore-compare-more.ko.ts').then((m) => m.compareMoreKo),
  addRuleSet: '규칙 더하기',
  shareLink: '이 비교로 가는 링크',
  pickerSummary: '카드를 눌러서 고르기',
  pickerHelp: '나온 순서대로 카드를 누르세요. 한 번 더 누르면 트릭에서 뺍니다 (트릭에는 한 장 이상 남습니다).',
  pickerSuits: { S: '스페이드', H: '하트', D: '다이아', C: '클로버', '': '조커' },
  pickerCardOf: (n, noun) => `${noun}의 ${n}번째 카드`,
  trickNoun: '트릭',
  alreadyUsed: '이미 씀',
  takeOutLast: '마지막 카드 빼기',
  apply: '적용',
  changeRuleSet: (n) => `규칙 ${n} 바꾸기`,
  preset: '기본 규칙',
  removeOption: (label, n) => `규칙 ${n}에서 ‘${label}’ 빼기`,
  remove: '빼기',
  option: '설정',
  value: '값',
  setOption: '설정 적용',
  ruleError: () => '이 규칙 조합은 엔진이 받아들이지 않습니다. 다른 값을 골라 주세요.',
  removeRuleSet: (n) => `규칙 ${n} 빼기`,
  changeLine: (label, value) => `${label}: ${value}`,
  lineSep: ', ',
  dfTable: '내기 전의 테이블',
  dfRevolution: '혁명 중',
  dfJackBack: '일레븐 백 중',
  dfLockedGroup: '묶인 무늬',
  dfLocked: '묶인 무늬:',
  dfPile: (empty) => (empty ? '더미 (오래된 것부터; 비어 있으니 이번이 첫 수)' : '더미 (오래된 것부터)'),
  dfPilePlay: (n) => `더미의 ${n}번째 묶음`,
  dfTakeAway: (n) => `더미의 ${n}번째 묶음 빼기`,
  dfPileField: (n) => `더미의 ${n}번째 묶음 (코드로. 예: H7, 페어는 D5 C5)`,
  dfPileEmpty: '카드를 한 장 이상 넣거나 이 묶음을 빼 주세요.',
  dfPileNoun: (n) => `더미의 ${n}번째 묶음`,
  dfPileSummary: (n) => `더미의 ${n}번째 묶음을 눌러서 고르기`,
  dfPileHelp: '이 묶음의 카드를 누르세요. 한 번 더 누르면 뺍니다 (한 장 이상 남습니다).',
  dfAddPile: '더미에 묶음 더하기',
  dfPlayField: '낼 카드 (코드로. 예: S8, 페어는 H5 D5)',
  dfPlayNoun: '낼 카드',
  dfPlaySummary: '낼 카드를 눌러서 고르기',
  dfPlayHelp: '낼 카드를 누르세요. 한 번 더 누르면 뺍니다 (한 장 이상 남습니다). 더미에 있는 카드는 고를 수 없습니다.',
  dfThePlay: '낼 카드',
  dfAllowed: '낼 수 있음:',
  dfAllowedLine: (v) => `${v.play.map(label).join(' ')}.`,
  dfEffects: '효과:',
  dfEffectList: (v) => (v.effectIds.length ? `${v.effectIds.length}가지` : '없음'),
  dfNext: '다음:',
  dfNextLine: (v) =>
    v.facts ? '다음 사람이 더 센 묶음을 내거나 패스합니다.' : '같은 사람이 다른 카드를 내거나 패스합니다.',
  dfNotAllowed: '낼 수 없음:',
  dfRefusal: (reason) => `${reason}.`,
};
