/**
 * Rule facts typed by hand: a number (digits or a number word) next to a term whose number
 * depends on the rule set — the widow or kitty and what Napoleon buries, the cards each player
 * gets, the players, the tricks in a hand, the deck, the point cards in all, the lowest bid,
 * "bids once", an 8 among the illegal finishes. Such a sentence must write a placeholder
 * (`{widow}`, fact-text.ts) so the engine fills it in. Used by tests/unit/content/fact-literals.test.ts
 * over every lesson (all languages) and the MDX pages.
 *
 * Numbers in a scenario ("Napoleon bid 13", "Two players trumped", "trick 9") are not facts of
 * the rules and are not matched: the patterns name the fact, not any number.
 */

/** One typed fact found in a text. */
export interface FactLiteral {
  /** The fact the sentence states (a placeholder name). */
  fact: string;
  /** The words that matched. */
  match: string;
  /** The sentence they are in. */
  sentence: string;
}

const EN_NUM =
  '(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|twenty)';
const JA_NUM = '(?:[0-9０-９]+|[一二三四五六七八九十]+)';
const KO_NUM = '(?:\\d+|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)';
const ZH_NUM = '(?:\\d+|[一二兩三四五六七八九十]+)';

type Pattern = readonly [fact: string, re: RegExp];

const en = (fact: string, src: string): Pattern => [fact, new RegExp(src.replaceAll('NUM', EN_NUM), 'i')];
const cjk =
  (num: string) =>
  (fact: string, src: string): Pattern => [fact, new RegExp(src.replaceAll('NUM', num), 'u')];
const ja = cjk(JA_NUM);
const ko = cjk(KO_NUM);
const zh = cjk(ZH_NUM);

const PATTERNS: Readonly<Record<string, readonly Pattern[]>> = {
  en: [
    en('widow', '\\bNUM (?:spare |widow )?cards? (?:left |stay |are dealt |lie )?(?:face down|in the middle)'),
    en('widow', '\\bNUM spare cards?\\b'),
    en('widow', '\\b(?:widow|kitty) (?:of|is|has) NUM\\b'),
    en('widow', '\\b(?:bur(?:y|ies|ied)|discards?|puts? (?:away|back)) NUM\\b'),
    en('widow', '\\bNUM in, NUM out\\b'),
    en('handSize', '\\beach (?:player )?gets NUM\\b|\\bNUM cards each\\b|\\bdeal NUM cards\\b|\\bhands? of NUM\\b'),
    en('handSize', '\\bholds? NUM cards\\b'),
    en(
      'players',
      '\\bNUM (?:people|players) play\\b|\\bgame for NUM\\b(?! to )|\\band NUM play\\b|\\bcards and NUM players\\b',
    ),
    en('bidding', '\\bbids? once\\b|\\bonce round the table\\b|\\bone bid each\\b'),
    en(
      'tricks',
      '\\b(?:all|then|has|is|play|of the) NUM tricks\\b|\\btrick \\d+ of NUM\\b|\\ball NUM is a Nap\\b|\\ball NUM is called\\b|; NUM is a Nap\\b',
    ),
    en('deckSize', '\\b(?:pack|deck) of NUM\\b|\\bwith NUM cards\\b|\\buses NUM cards\\b|\\bNUM cards, NUM players\\b'),
    en('points', '\\bof the NUM (?:honours|point cards|heads)\\b|\\bfor NUM (?:honours|point cards|heads)\\b'),
    en(
      'points',
      '\\bNUM in all\\b|\\bsuits: NUM\\b|\\bthere are NUM of them\\b|\\bhonours: NUM\\b|\\bthe NUM cards everyone',
    ),
    en('lowestBid', '\\blowest bid is NUM\\b|\\bfirst bid is at least NUM\\b'),
    // An 8 said to be an illegal finish without the eight cut that makes it one.
    en('illegalFinish', '^(?!.*eight cut).*\\b(?:go(?:es|ing)? out with|illegal finish)[^.]*\\ban 8\\b'),
  ],
  ja: [
    ja(
      'widow',
      '(?:場札|キティ)の?NUM枚|NUM枚が(?:場札|キティ)|残りのNUM枚(?!の)|NUM枚が伏せて|NUM枚を(?:伏せて)?捨て|NUM枚取って',
    ),
    ja('handSize', 'NUM枚ずつ配|1人(?!1枚ずつ)NUM枚|手札はNUM枚'),
    ja('players', 'NUM人で(?:遊|、)|プレイヤーはNUM人|NUM人のプレイヤー'),
    ja('bidding', '1人1回|1回ずつ宣言'),
    ja(
      'tricks',
      'NUMトリックを全部|NUMトリック全部|NUMトリックがナップ|NUM回のトリック|1回はNUMトリック|NUMトリック中',
    ),
    ja('deckSize', 'トランプNUM枚|カードはNUM枚|NUM枚のカードと|NUM枚のカード（|NUM枚を使'),
    ja('points', 'NUM枚の(?:絵札|点札)|全部でNUM枚|(?:絵札|点札)はNUM枚|ずつで、NUM枚です|ほしいNUM枚'),
    ja('lowestBid', 'いちばん低い宣言はNUM|最初の宣言はNUM枚以上'),
    ja('illegalFinish', '^(?!.*8切り).*(?:8では上が|8で上が)'),
  ],
  ko: [
    ko('widow', 'NUM\\s*장[^.]{0,12}(?:버리|버립|엎어)|(?:바닥 카드|키티)[^.]{0,10}NUM\\s*장|NUM\\s*장 가져오'),
    ko('players', 'NUM\\s*명이'),
    ko('tricks', 'NUM\\s*번의 트릭'),
    ko('deckSize', 'NUM\\s*장\\(카드 한 벌|카드 NUM\\s*장으로'),
    ko('points', '점수 카드는? NUM\\s*장|모두 NUM\\s*장'),
    ko('bidding', '한 번씩 공약|공약은 한 번'),
  ],
  'zh-TW': [
    zh('widow', '底牌[^。]{0,10}NUM張|NUM張底牌'),
    zh('players', 'NUM個人玩|NUM人玩'),
    zh('tricks', 'NUM輪中的|有NUM輪'),
    zh('deckSize', 'NUM張牌(?:一副|玩)'),
    zh('bidding', '每人(?:只)?叫一次'),
  ],
};

/** The languages the check reads. */
export const LITERAL_LANGS: readonly string[] = Object.keys(PATTERNS);

/** Sentences of a text (split after . ! ? 。！？). */
function sentences(text: string): string[] {
  return text.split(/(?<=[.!?。！？])\s*/u).filter((s) => s.trim() !== '');
}

/** The rule facts typed as numbers in `text` (placeholders are not). Empty when there are none. */
export function factLiterals(text: string, lang: string): FactLiteral[] {
  const patterns = PATTERNS[lang];
  if (!patterns) throw new Error(`no rule-fact patterns for the language "${lang}"`);
  const bare = text.replace(/\{[A-Za-z]+(?:\|[A-Za-z]+)?\}/g, '{}');
  const out: FactLiteral[] = [];
  for (const sentence of sentences(bare)) {
    for (const [fact, re] of patterns) {
      const m = re.exec(sentence);
      if (m) out.push({ fact, match: m[0], sentence: sentence.trim() });
    }
  }
  return out;
}
