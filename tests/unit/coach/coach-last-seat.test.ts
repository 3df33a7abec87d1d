/**
 * "Nobody plays after you" only when nobody does: the coach's card that takes the trick is certain
 * (`last`) only for the trick's last seat. The table's size comes from the game (its rules), not
 * from the view, which some games do not give it in (Mighty's view has no `players`: the coach
 * counted the cards on the table plus one, and told the second player of five that nobody followed).
 */
import { describe, expect, test } from 'vitest';
import { DESCRIPTOR, DESCRIPTORS } from '../../../src/engine/descriptors.ts';
import { decideRandom } from '../../../src/bots/index.ts';
import { deriveSeed } from '../../../src/engine/rng.ts';
import { currentPlays } from '../../../src/islands-logic/coach-facts.ts';
import type { VariantId } from '../../../src/engine/options.ts';
import { coachGame, factsAt } from './coach-words.ts';

const TRICK_GAMES = DESCRIPTORS.filter((d) => d.kind === 'trick').map((d) => d.id as VariantId);

describe.each(TRICK_GAMES)('%s: the coach says a winning card is certain only from the last seat', (variant) => {
  test('over seeded hands, every "takes the trick" fact is certain exactly when the learner plays last', () => {
    const players = DESCRIPTOR[variant].players.default;
    let seen = 0;
    for (let h = 0; h < 6; h++) {
      const { game, start } = coachGame(variant, `last-seat-${h}`);
      let s = start;
      for (let i = 0; i < 600; i++) {
        const ph = game.phase(s);
        if (ph === 'handOver' || ph === 'gameOver' || ph === 'result') break;
        const seat = game.toAct(s)[0];
        if (seat === undefined) break;
        const legal = game.legalActions(s, seat);
        const view = game.view(s, seat);
        if (seat === 0 && legal.some((a) => a.type === 'play')) {
          const before = currentPlays(view).length;
          for (const f of factsAt(variant, { view, legal, log: s.log }, 0)) {
            if (f.kind !== 'winsNow') continue;
            seen++;
            expect(f.last, `${variant} hand ${h}: ${before} cards on the table of ${players}`).toBe(
              before === players - 1,
            );
          }
        }
        s = game.apply(s, decideRandom({ legal, view, seed: deriveSeed(`last-seat-${h}`, 'r', i) }).action).value;
      }
    }
    expect(seen, 'the fact came up').toBeGreaterThan(3);
  });
});
