/** Table views and results the language tests word in each language (the same facts, each language's sentences). */

/** Mighty in the play: seat 0 declared hearts 15 and called ♠A as the friend card. */
export const MIGHTY_DECLARER_VIEW = {
  players: 5,
  handSizes: [10, 10, 10, 10, 10],
  declarer: 0,
  contract: { number: 15, strain: 'H' },
  trump: 'H',
  phase: 'play',
  friendCall: { mode: 'card', card: 'SA' },
};

/** That contract made with a run: all 20 points, the score doubled to 28. */
export const MIGHTY_RUN_RESULT = {
  contract: { number: 15, strain: 'H' },
  points: 20,
  score: { s: 28, made: true, doublings: ['run'], declarer: 56, friend: 28, opponent: -28 },
  deltas: [56, 28, -28, -28, -28],
};
