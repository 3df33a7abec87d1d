/**
 * The words of a hand's result and of a trick's winner, in every language of the practice table,
 * against what the engine decided: a hand of each trick-taking game is played by the engine from
 * a seed (tests/e2e/saved-game.ts), and its result is put in words by the catalogue's `verdict`.
 * The verdict must say whether the contract was made as the engine says, and give each seat its
 * own change of score; the winner's line must name the seat that won. A result worded for the
 * wrong side or the wrong seat fails here.
 */
import { describe, expect, test } from 'vitest';
import { CATALOGUES, type IslandLang } from '../../../src/i18n/islands/all.ts';
import { savedGame } from '../../e2e/saved-game.ts';

const VARIANTS = ['japanese', 'nap', 'tw-hk', 'mighty'] as const;

interface LangWords {
  /** A seat's name (the player's or a computer's). */
  seat: (s: number, human: number) => string;
  /** How a trick's winner line begins. */
  winner: (s: number, human: number) => string;
  /** The words for made and defeated. */
  made: [string, string];
}

const WORDS: Record<IslandLang, LangWords> = {
  en: {
    seat: (s, h) => (s === h ? 'You' : `Computer ${s + 1}`),
    winner: (s, h) => (s === h ? 'You win' : `Computer ${s + 1} wins`),
    made: ['contract made', 'contract defeated'],
  },
  ja: {
    seat: (s, h) => (s === h ? 'あなた' : `${s + 1}番の人`),
    winner: (s, h) => (s === h ? 'あなたが' : `${s + 1}番の人が`),
    made: ['成功', '失敗'],
  },
  ko: {
    seat: (s, h) => (s === h ? '나' : `${s + 1}번`),
    winner: (s, h) => (s === h ? '내가' : `${s + 1}번이`),
    made: ['성공', '실패'],
  },
  'zh-TW': {
    seat: (s, h) => (s === h ? '你' : `${s + 1}號玩家`),
    winner: (s, h) => (s === h ? '你吃下' : `${s + 1}號玩家吃下`),
    made: ['成約', '倒約'],
  },
};

const sign = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** A hand of `variant` played by the engine to its result, the player at seat 1. */
function playedHand(variant: (typeof VARIANTS)[number], seed: string) {
  const human = 1;
  const { position } = savedGame({ variant, seed, seat: human, until: (p) => p.phase === 'handOver' });
  const result = position.view['result'] as Record<string, unknown> & { score?: Record<string, unknown> };
  const made = (result['made'] ?? result.score?.['made'] ?? result.score?.['napoleonWins']) as boolean;
  const deltas = (result['deltas'] ?? result['scores']) as number[];
  const winners = (position.view['completed'] ?? position.view['tricks']) as { winner: number }[];
  // the rules the hand was played by, resolved (the table passes the game's values to the verdict)
  const values = position.view['rules'] as Record<string, unknown>;
  return { human, result, made, deltas, winners, values };
}

describe('the result of a hand, in words, is the engine’s', () => {
  for (const variant of VARIANTS)
    for (const seed of ['words-1', 'words-2']) {
      const hand = playedHand(variant, seed);
      for (const lang of Object.keys(WORDS) as IslandLang[]) {
        test(`${variant} (${seed}), ${lang}: made or defeated as the engine says, each seat's own change`, () => {
          const w = WORDS[lang];
          const lines = CATALOGUES.practice[lang]!.verdict(variant, hand.result, hand.human, hand.values);
          const text = lines.join('\n');
          const [madeWord, defeatedWord] = hand.made ? w.made : [...w.made].reverse();
          expect(text).toContain(madeWord);
          expect(text).not.toContain(defeatedWord);
          // the change line lists every seat, in order, with its own change
          const changes = hand.deltas.map((d, s) => `${w.seat(s, hand.human)} ${sign(d)}`);
          const line = lines.at(-1)!;
          let from = 0;
          for (const c of changes) {
            const at = line.indexOf(c, from);
            expect(at, `${c} in ${line}`).toBeGreaterThanOrEqual(0);
            from = at + c.length;
          }
        });
      }
    }
});

describe('the winner of a trick, in words', () => {
  const hand = playedHand('japanese', 'words-1');
  for (const lang of Object.keys(WORDS) as IslandLang[]) {
    test(`${lang}: the line names the seat that won, the player as "you"`, () => {
      const w = WORDS[lang];
      for (const { winner } of hand.winners) {
        const line = CATALOGUES.practice[lang]!.winnerLine(winner, hand.human);
        expect(line.startsWith(w.winner(winner, hand.human)), line).toBe(true);
      }
    });
  }
});
