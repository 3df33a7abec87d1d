/** The Mighty judge (SPEC §1.4): winner, legal, score. Registered on import. */
import { show } from '../show.ts';
import { parseCard } from '../cards.ts';
import type { JudgeAnswer } from '../judge.ts';
import { judgeSolverQuery } from '../solver/judge.ts';
import {
  QueryError,
  readCall,
  readCards,
  readDeclared,
  readInt,
  readQueryKind,
  readTrump,
  checkFields,
  readLegalHand,
} from '../trick/judge-fields.ts';
import { resolveMighty } from './options.ts';
import {
  mightyContext,
  mightyLegalCards,
  mightyScore,
  mightyTrickWinner,
  MIGHTY_DECK_SET,
  MIGHTY_TRICKS,
  ripperCard,
  type MightyPartner,
} from './rules.ts';

const DECK = 'Mighty deck (52 cards and JK)';

/** Compute with the given trick number, or, when it is absent, check that it does not matter. */
function byTrick<T>(q: Record<string, unknown>, f: (trick: number) => T): T {
  if (q['trick'] !== undefined) return f(readInt(q, 'trick', 1, MIGHTY_TRICKS));
  const answers = [1, 2, MIGHTY_TRICKS].map((t) => {
    try {
      return JSON.stringify(f(t));
    } catch (e) {
      return 'error:' + (e instanceof Error ? e.message : String(e));
    }
  });
  if (answers.every((a) => a === answers[0])) return f(2);
  throw new QueryError(
    '"trick" is needed here (the first and last tricks change the joker and the lead): give the 1-based trick number',
  );
}

export function judgeMighty(q: Record<string, unknown>): JudgeAnswer {
  checkFields(q, 'mighty', ['bid', 'points', 'partner', 'secretary']);
  // `secretary` is a tw-hk field (SPEC §1.4's example carries it): checked for form, no effect.
  if (q['secretary'] !== undefined && q['secretary'] !== null) parseCard(q['secretary']);
  const kind = readQueryKind(q);
  const values = resolveMighty(
    { preset: q['preset'] as string | undefined, rules: q['rules'] as Record<string, unknown> | undefined },
    q['players'] === undefined ? undefined : readInt(q, 'players', 5, 5),
  );
  if (kind === 'solve' || kind === 'who-holds') return judgeSolverQuery({ variant: 'mighty', rules: values }, q);
  if (kind === 'score') {
    const bid = readInt(q, 'bid', values.minBid, 20);
    const trump = readTrump(q);
    if (trump === undefined) throw new QueryError('"trump" is required: "S", "H", "D", "C" or null for no-trump');
    const points = readInt(q, 'points', 0, 20);
    const partner = q['partner'] ?? 'friend';
    if (partner !== 'friend' && partner !== 'none' && partner !== 'alone') {
      throw new QueryError(`"partner" cannot be ${show(partner)}: allowed values are "friend", "none", "alone"`);
    }
    const s = mightyScore({ bid, trump, points, partner: partner as MightyPartner });
    return s.friend === undefined
      ? { declarer: s.declarer, opponent: s.opponent }
      : { declarer: s.declarer, friend: s.friend, opponent: s.opponent };
  }
  const trump = readTrump(q);
  if (trump === undefined) throw new QueryError('"trump" is required: "S", "H", "D", "C" or null for no-trump');
  const plays = q['plays'] === undefined && kind === 'legal' ? [] : readCards(q, 'plays', MIGHTY_DECK_SET, DECK);
  const declared = readDeclared(q);
  // A ripper call counts only with the ripper led after trick 1 (elsewhere it has no effect);
  // `calls.summon` (tw-hk) is checked for form and has no effect.
  readCall(q, 'summon');
  const ripper = readCall(q, 'ripper') && plays[0] === ripperCard(trump);
  if (kind === 'winner') {
    if (plays.length === 0 || plays.length > 5) throw new QueryError('"plays" must hold 1 to 5 cards, leader first');
    return byTrick(q, (t) => {
      const r = mightyTrickWinner(plays, mightyContext(values, trump, t, { declared: declared ?? null, ripper }));
      return { winner: r.winner, reason: r.explanation.text };
    });
  }
  const hand = readLegalHand(q, MIGHTY_DECK_SET, DECK, plays, 5, MIGHTY_TRICKS);
  return byTrick(q, (t) => ({
    legal: mightyLegalCards(hand, plays, mightyContext(values, trump, t, { declared: declared ?? null, ripper })),
  }));
}
