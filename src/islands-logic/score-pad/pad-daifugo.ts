/** Daifugō on the score pad: the engine's `placePoints`, titles, stock and end of the game. */
import { resolveDaifugoRules, type DaifugoRules } from '../../engine/daifugo/options.ts';
import { gameWinners, placePoints, startingScore, titlesFor } from '../../engine/daifugo/game.ts';
import type { Entry, PadGame } from './types.ts';

const placesOf = (e: Entry): number[] => e['places'] as number[];
const rankingOf = (places: readonly number[]) => places.map((_, pos) => places.indexOf(pos));

export const daifugoPad: PadGame<DaifugoRules> = {
  resolve: (rc) => resolveDaifugoRules(rc.preset, rc.rules),
  players: (r) => r.players,
  start: (r, players) => startingScore(r, players),
  fields: () => [{ key: 'places', kind: 'places' }],
  check(_r, _n, e) {
    const places = placesOf(e);
    for (let i = 0; i < places.length; i++) {
      const j = places.indexOf(places[i]!);
      if (j !== i) return { field: 'places', kind: 'same-place', place: places[i]! + 1 };
    }
    return null;
  },
  score(r, players, e) {
    const places = placesOf(e);
    return {
      scores: places.map((p) => placePoints(r, p, players)),
      roles: titlesFor(rankingOf(places)),
      why: { outcome: 'places' },
    };
  },
  nextDealer: (_r, players, dealer) => (dealer + 1) % players,
  // The first round: whoever holds ♦3 (null); then the President or the Beggar of the round before.
  opener(r, players, _dealer, prev) {
    if (prev === null) return null;
    const ranking = rankingOf(placesOf(prev));
    return r.firstPlayer === 'president' ? ranking[0]! : ranking[players - 1]!;
  },
  winners: (r, totals) => gameWinners(r, totals),
};
export default daifugoPad;
