/** Why a Mighty trick was won, as a phrase (src/engine/mighty/rules.ts mightyTrickWinner: its sentence is read). */
import type { Suit } from '../../engine/cards.ts';
import { yesNo, type Phrase, type PhraseValue } from './shape.ts';
import { suitNamed, suitValues } from './shape-tricks.ts';

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
  if (!key) throw new Error(`no sentence for the Mighty joker note "${why}": add it to i18n/phrases/shape-mighty.ts`);
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
  throw new Error(`no sentence for the Mighty reason "${text}": add it to i18n/phrases/shape-mighty.ts`);
}
