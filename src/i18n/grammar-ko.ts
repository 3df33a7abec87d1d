/**
 * Korean particles, the one piece of Korean grammar a catalogue cannot say by itself: whether a
 * particle is 은/는, 이/가, 을/를 or 과/와 depends on how the word before it ends (a final consonant or
 * not), and that word is often a value (a card, a seat, a bid). A Korean message writes both forms,
 * "{card}은(는)", "{who}이(가)", "{play}을(를)"; `withParticles` picks one after formatting.
 */
import type { Translate } from './messages/format.ts';

/**
 * Whether a word is read with a final consonant: a Hangul syllable by its code, a number or a card
 * label by how its last digit is read (1 일, 3 삼, 6 육, 7 칠, 8 팔, 10 십; A 에이, K 케이, Q 큐, J 제이).
 */
export function hasFinal(word: string): boolean {
  const code = (word.at(-1) ?? '').charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 !== 0;
  return /[013678]$/.test(word);
}

const PARTICLES: Readonly<Record<string, readonly [string, string]>> = {
  '은(는)': ['은', '는'],
  '이(가)': ['이', '가'],
  '을(를)': ['을', '를'],
  '과(와)': ['과', '와'],
};

/** "♥3은(는)" → "♥3은", "‘♥K’이(가)" → "‘♥K’가" (closing quotes are skipped: the word decides). */
export function resolveParticles(text: string): string {
  return text.replace(
    /(\S)([’”」』]*)(은\(는\)|이\(가\)|을\(를\)|과\(와\))/gu,
    (_m, last: string, quotes: string, p: string) => {
      const [withFinal, without] = PARTICLES[p]!;
      return `${last}${quotes}${hasFinal(last) ? withFinal : without}`;
    },
  );
}

/** A Korean family's translator whose messages get their particles resolved. */
export function withParticles<K extends string>(t: Translate<K>): Translate<K> {
  const out = ((key: K, values?: Parameters<Translate<K>>[1]) => resolveParticles(t(key, values))) as Translate<K>;
  Object.defineProperty(out, 'lang', { value: t.lang });
  return out;
}
