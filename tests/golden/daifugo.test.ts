/**
 * Golden playthroughs: one seeded random game per preset, written as readable text and
 * compared with tests/golden/daifugo-<preset>.txt (rewritten only with UPDATE_GOLDEN=1).
 */
import { describe, it } from 'vitest';
import {
  cardsText,
  daifugoGame,
  exchangeText,
  moveText,
  randomAction,
  resultText,
  setupDaifugo,
} from '../../src/engine/daifugo/index.ts';
import { Rng } from '../../src/engine/rng.ts';
import { expectGolden } from './golden-text.ts';

function playthrough(preset: string, players: number, rounds: number): string {
  const seed = `golden-${preset}`;
  let s = setupDaifugo({ ruleSet: { variant: 'daifugo', preset }, players, seed });
  const rng = new Rng(seed);
  const lines = [`Daifugō — preset ${preset}, ${players} players, seed "${seed}"`, ''];
  const startRound = () => {
    const note = s.phase === 'exchange' ? ', hands once the poorer players gave their strongest cards' : '';
    lines.push(`Round ${s.round} (dealer seat ${s.dealer}${note})`);
    s.hands.forEach((h, i) => lines.push(`  seat ${i}: ${cardsText(h)}`));
  };
  startRound();
  let round = s.round;
  let exchangeShown = false;
  while (s.phase !== 'gameOver' && s.results.length < rounds) {
    const r = daifugoGame.apply(s, randomAction(s, rng)!);
    if (!r.ok) throw new Error(r.reason);
    s = r.value;
    if (s.round !== round || s.phase === 'gameOver') {
      const res = s.results[s.results.length - 1]!;
      if (res.round === round) {
        for (const m of res.history) lines.push(`  ${moveText(m)}`);
        lines.push(`Result: ${resultText(res)}`);
        lines.push(`Scores: ${res.scores.join(' ')}`, '');
      }
      round = s.round;
      exchangeShown = false;
      if (s.phase !== 'gameOver' && s.results.length < rounds) startRound();
    }
    if (s.phase === 'play' && s.exchange.length && !exchangeShown) {
      for (const e of s.exchange) lines.push(`  exchange: ${exchangeText(e)}`);
      lines.push(`  seat ${s.turn} leads`);
      exchangeShown = true;
    }
  }
  if (s.winners) lines.push(`Game over: winner ${s.winners.map((w) => `seat ${w}`).join(', ')}`);
  return lines.join('\n') + '\n';
}

describe('daifugo golden playthroughs', () => {
  for (const [preset, players] of [
    ['moderate', 4],
    ['all', 5],
    ['none', 4],
  ] as const) {
    it(`preset ${preset}`, () => {
      const text = playthrough(preset, players, 2);
      expectGolden(`daifugo-${preset}.txt`, text);
    });
  }
});
