/**
 * Why a trick was won, as a phrase (see shape.ts): one reading of the engine's explanation per
 * trick game, shared by every language that says it (the Japanese, Korean and Chinese phrasebooks
 * give only the messages). The engine stays language-free: it gives the rule id, the cards and its
 * English sentence, and the facts a sentence needs are read from them here, once.
 */
import { cardLabel, type Card, type Suit } from '../../engine/cards.ts';
import type { Explanation } from '../../engine/trick/index.ts';
import { yesNo, type Phrase, type PhraseValue } from './shape.ts';

const BY_NAME: Readonly<Record<string, Suit>> = { spades: 'S', hearts: 'H', diamonds: 'D', clubs: 'C' };

/** A suit's name (`suit`) and its mark with its name (`suitMark`): a message uses the one it needs. */
export const suitPhrase = (s: Suit): Phrase => ({ key: 'suit', values: { suit: s } });
export const suitMarkPhrase = (s: Suit): Phrase => ({ key: 'suitMark', values: { suit: s } });
const suitValues = (s: Suit): Record<string, Phrase> => ({ suit: suitPhrase(s), suitMark: suitMarkPhrase(s) });

/** A suit named in the engine's English sentence ("hearts"); unknown words stop the build. */
function suitNamed(name: string | undefined, sentence: string): Suit {
  const s = name === undefined ? undefined : BY_NAME[name];
  if (!s) throw new Error(`no suit "${name}" in "${sentence}"`);
  return s;
}

/** The player under a card of a trick: its name, or its seat number; the first one marked as the lead. */
export const seatPhrase = (i: number, name?: string): Phrase => ({
  key: 'seat',
  values: { named: yesNo(name !== undefined), name: name ?? '', n: String(i + 1), lead: yesNo(i === 0) },
});

/** The line above a trick: its trumps (or none) and its number. */
export const trickMetaPhrase = (trump: Suit | null, trick: number): Phrase => ({
  key: 'trickMeta',
  values: { trump: trump ? suitMarkPhrase(trump) : '', noTrump: yesNo(trump === null), trick: String(trick) },
});

// ——— Japanese Napoleon (src/engine/japanese: the explanation's rule decides the sentence) ———

/** Why the special cards had no power, from the engine's sentence ('' when they had it). */
function japaneseOff(text: string): PhraseValue {
  const why = [
    [/Under these rules the jacks are ordinary cards/, 'japanese.off.rulesJacks'],
    [/These rules have no special cards/, 'japanese.off.rulesNone'],
    [/jacks are ordinary cards in this trick/, 'japanese.off.trickJacks'],
    [/special cards are ordinary/, 'japanese.off.trickAll'],
  ] as const;
  const key = why.find(([re]) => re.test(text))?.[1];
  return key ? { key } : '';
}

const JOKER_RANKS = [
  [/ranks above every other card/, 'top'],
  [/just below the mighty/, 'belowMighty'],
  [/just below the jacks of power/, 'belowJacks'],
] as const;

/**
 * A Japanese Napoleon trick's reason.
 * @param led the suit that was led (for the led-suit sentence)
 * @param first the winner led the trick
 */
export function japaneseTrickPhrase(e: Explanation, led: Suit | null, trump: Suit | null, first: boolean): Phrase {
  const card = cardLabel(e.cards[0] as Card);
  const off = japaneseOff(e.text);
  const say: Readonly<Record<string, () => Phrase>> = {
    mighty: () => ({ key: 'japanese.mighty', values: { off } }),
    'sei-jack': () => ({ key: 'japanese.seiJack', values: { card } }),
    'ura-jack': () => ({ key: 'japanese.uraJack', values: { card } }),
    trump: () => ({ key: 'japanese.trump', values: { card, off, requested: yesNo(/requested trumps/.test(e.text)) } }),
    'led-suit': () => {
      const why =
        trump === null
          ? 'noTrump'
          : /no trump was played/.test(e.text)
            ? 'noTrumpPlayed'
            : /trumps have no power in the first trick/.test(e.text)
              ? 'firstTrick'
              : 'none';
      // The suit that counts as led is in the engine's sentence (after a joker lead it is not the first card's).
      const named = /led suit \((spades|hearts|diamonds|clubs)\)/.exec(e.text)?.[1];
      const suit = named ? BY_NAME[named] : led;
      if (!suit) throw new Error(`no led suit in "${e.text}"`);
      return { key: 'japanese.ledSuit', values: { why, card, off, ...suitValues(suit) } };
    },
    'no-contest': () => ({ key: 'japanese.noContest', values: { card } }),
    killer: () => ({ key: 'japanese.killer', values: { card, yoromeki: yesNo(/yoromeki/.test(e.text)) } }),
    'killer-joker': () => ({ key: 'japanese.killerJoker', values: { card } }),
    'killer-jacks': () => ({
      key: 'japanese.killerJacks',
      values: {
        card,
        killer: e.cards[1] === 'HQ' ? 'HQ' : 'C4',
        beaten: /beat the mighty/.test(e.text) ? 'mighty' : 'joker',
      },
    }),
    'hunting-jack': () => ({ key: 'japanese.huntingJack', values: { card, hunted: cardLabel(e.cards[1] as Card) } }),
    'killer-counter': () => ({ key: 'japanese.killerCounter', values: { ace: yesNo(e.cards[0] === 'HA') } }),
    joker: () => {
      const rank = JOKER_RANKS.find(([re]) => re.test(e.text))?.[1];
      if (!rank) throw new Error(`no sentence for the joker's rank in "${e.text}"`);
      return { key: 'japanese.joker', values: { first: yesNo(first), rank } };
    },
    'same-two': () => ({ key: 'japanese.sameTwo', values: { card } }),
  };
  const f = say[e.rule];
  if (!f)
    throw new Error(`no sentence for the trick rule "${e.rule}" (${e.text}): add one to i18n/phrases/shape-tricks.ts`);
  return f();
}

// ——— Nap (src/engine/nap/rules.ts napTrickWinner) ———

/**
 * A Nap trick's reason.
 * @param led the suit that was led
 * @param trump the trump suit, null in Misère
 */
export function napTrickPhrase(e: Explanation, led: Suit | null, trump: Suit | null): Phrase {
  const card = cardLabel(e.cards[0] as Card);
  const say: Readonly<Record<string, () => Phrase>> = {
    joker: () => ({ key: 'nap.joker', values: { misere: yesNo(!trump) } }),
    trump: () => {
      if (!trump) throw new Error(`a Nap trump reason without trumps: "${e.text}"`);
      return { key: 'nap.trump', values: { card, ...suitValues(trump) } };
    },
    'led-suit': () => {
      if (!led) throw new Error(`a Nap led-suit reason without a led suit: "${e.text}"`);
      return { key: 'nap.ledSuit', values: { card, misere: yesNo(!trump), ...suitValues(led) } };
    },
  };
  const f = say[e.rule];
  if (!f)
    throw new Error(
      `no sentence for the Nap trick rule "${e.rule}" (${e.text}): add one to i18n/phrases/shape-tricks.ts`,
    );
  return f();
}

// ——— Taiwanese & Hong Kong Napoleon (src/engine/twhk/rules.ts twhkTrickWinner) ———

/** A card in a tw-hk sentence: the jokers by name (big, little), the rest by their label. */
const twhkCard = (label: string): Phrase => ({ key: 'twhk.card', values: { card: label } });
const WEAK_JOKERS = ' (jokers are the lowest cards in the last three tricks)';
const twhkWeak = (text: string): PhraseValue => (text.includes(WEAK_JOKERS.slice(2, -1)) ? { key: 'twhk.weak' } : '');

/**
 * A tw-hk trick's reason, from the engine's explanation (its rule id decides the sentence).
 * @param trump the trump suit, null for no-trump
 */
export function twhkTrickPhrase(e: Explanation, trump: Suit | null): Phrase {
  const card = twhkCard(cardLabel(e.cards[0] as Card));
  const weak = twhkWeak(e.text);
  const noTrump = yesNo(trump === null);
  // The suit that counts as led is in the engine's sentence (after a joker lead it is the named suit).
  const led = () =>
    suitValues(
      suitNamed(/(?:led suit, |counts as the [01] of )(spades|hearts|diamonds|clubs)/.exec(e.text)?.[1], e.text),
    );
  const say: Readonly<Record<string, () => Phrase>> = {
    secretary: () => ({ key: 'twhk.secretary', values: { card } }),
    'big-joker': () => ({ key: 'twhk.bigJoker' }),
    'little-joker': () => ({ key: 'twhk.littleJoker' }),
    trump: () => {
      if (!trump) throw new Error(`a tw-hk trump reason without trumps: "${e.text}"`);
      return { key: 'twhk.trump', values: { card, weak, ...suitValues(trump) } };
    },
    'led-joker-last-three': () => ({
      key: 'twhk.ledJoker',
      values: { big: yesNo(e.cards[0] === 'BJ'), noTrump, ...led() },
    }),
    'led-suit': () => ({ key: 'twhk.ledSuit', values: { card, weak, noTrump, ...led() } }),
    lead: () => ({ key: 'twhk.lead', values: { card, weak } }),
  };
  const f = say[e.rule];
  if (!f)
    throw new Error(
      `no sentence for the tw-hk trick rule "${e.rule}" (${e.text}): add one to i18n/phrases/shape-tricks.ts`,
    );
  return f();
}

/**
 * A tw-hk trick's reason from the engine's sentence alone (the pages and islands that keep only
 * the sentence). A sentence not listed here stops the build.
 * @param noTrump the hand has no trumps
 */
export function twhkReasonPhrase(reason: string, noTrump: boolean): Phrase {
  const weak = twhkWeak(reason);
  const text = reason.replace(WEAK_JOKERS, '');
  const nt = yesNo(noTrump);
  const readers: readonly [RegExp, (m: RegExpExecArray) => Phrase][] = [
    [
      /^The secretary card (\S+) beats everything\.$/,
      (m) => ({ key: 'twhk.secretary', values: { card: twhkCard(m[1]!) } }),
    ],
    [/^The big joker beats everything but the secretary card\.$/, () => ({ key: 'twhk.bigJoker' })],
    [
      /^The little joker beats everything but the secretary card and the big joker\.$/,
      () => ({ key: 'twhk.littleJoker' }),
    ],
    [
      /^(\S+) is the highest trump \((\w+)\) in the trick\.$/,
      (m) => ({ key: 'twhk.trump', values: { card: twhkCard(m[1]!), weak, ...suitValues(suitNamed(m[2], reason)) } }),
    ],
    [
      /^The (big|little) joker, led in the last three tricks, counts as the ([01]) of (\w+) and nothing higher of \3 or trumps was played\.$/,
      (m) => ({
        key: 'twhk.ledJoker',
        values: { big: yesNo(m[1] === 'big'), noTrump: nt, ...suitValues(suitNamed(m[3], reason)) },
      }),
    ],
    [
      /^(\S+) is the highest card of the led suit, (\w+), and no trump was played\.$/,
      (m) => ({
        key: 'twhk.ledSuit',
        values: { card: twhkCard(m[1]!), weak, noTrump: nt, ...suitValues(suitNamed(m[2], reason)) },
      }),
    ],
    [
      /^(\S+) wins as the lead: no other card could beat it\.$/,
      (m) => ({ key: 'twhk.lead', values: { card: twhkCard(m[1]!), weak } }),
    ],
  ];
  for (const [re, f] of readers) {
    const m = re.exec(text);
    if (m) return f(m);
  }
  throw new Error(
    `no sentence for the Taiwanese & Hong Kong trick reason "${reason}": add it to i18n/phrases/shape-tricks.ts`,
  );
}

// ——— Mighty (src/engine/mighty/rules.ts mightyTrickWinner: its sentence is read) ———

/** Why the joker had no power, from the engine's note ('' when it had it). */
function mightyJokerNote(text: string): PhraseValue {
  const m = /\(the joker does not count: (.+)\)\.?$/.exec(text);
  if (!m) return '';
  const why = m[1]!;
  const ripper = /^it was called by the ripper (\S+)$/.exec(why);
  if (ripper) return { key: 'mighty.note.ripper', values: { card: ripper[1] } };
  const fixed: Readonly<Record<string, string>> = {
    'it has no power in the first trick': 'mighty.note.first',
    'it has no power in the last trick': 'mighty.note.last',
  };
  const key = fixed[why];
  if (!key) throw new Error(`no sentence for the Mighty joker note "${why}": add it to i18n/phrases/shape-tricks.ts`);
  return { key };
}

/**
 * A Mighty trick's reason, from the engine's sentence. A sentence not listed here stops the build.
 * @param trump the trumps of the trick (null: no-trump)
 */
export function mightyReasonPhrase(text: string, trump: Suit | null): Phrase {
  const note = mightyJokerNote(text);
  const readers: readonly [RegExp, (m: RegExpExecArray) => Phrase][] = [
    [/^The mighty (\S+) beats every other card\.$/, (m) => ({ key: 'mighty.mighty', values: { card: m[1] } })],
    [/^The joker beats every card but the mighty\.$/, () => ({ key: 'mighty.joker' })],
    [
      /^(\S+) is the highest trump \((\w+)\) in the trick/,
      (m) => ({ key: 'mighty.trump', values: { card: m[1], note, ...suitValues(suitNamed(m[2], text)) } }),
    ],
    [
      /^(\S+) is the highest card of the led suit, (\w+)( named by the joker's leader)?, and no trump was played/,
      (m) => ({
        key: 'mighty.ledSuit',
        values: {
          card: m[1],
          note,
          noTrump: yesNo(trump === null),
          named: yesNo(!!m[3]),
          ...suitValues(suitNamed(m[2], text)),
        },
      }),
    ],
    [/^The joker wins only because nothing else was played/, () => ({ key: 'mighty.jokerAlone', values: { note } })],
  ];
  for (const [re, f] of readers) {
    const m = re.exec(text);
    if (m) return f(m);
  }
  throw new Error(`no sentence for the Mighty reason "${text}": add it to i18n/phrases/shape-tricks.ts`);
}
