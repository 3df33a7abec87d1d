/** The tw-hk judge (SPEC §1.4): winner, legal, score. Registered on import. */
import { show } from '../show.ts';
import type { JudgeAnswer } from '../judge.ts';
import { judgeSolverQuery } from '../solver/judge.ts';
import {
  checkFields,
  QueryError,
  readCall,
  readCard,
  readCards,
  readDeclared,
  readInt,
  readQueryKind,
  readTrump,
  readLegalHand,
} from '../trick/judge-fields.ts';
import { resolveTwhk } from './options.ts';
import {
  HAND_SIZE,
  maySummonWithLead,
  twhkContext,
  twhkLegalCards,
  twhkScore,
  twhkTrickWinner,
  TWHK_DECK_SET,
} from './rules.ts';

const DECK = 'tw-hk deck (52 cards, BJ and LJ)';

function byTrick<T>(q: Record<string, unknown>, tricks: number, f: (trick: number) => T): T {
  if (q['trick'] !== undefined) return f(readInt(q, 'trick', 1, tricks));
  const candidates = [1, 3, 4, tricks - 3, tricks - 2, tricks];
  const answers = candidates.map((t) => {
    try {
      return JSON.stringify(f(t));
    } catch (e) {
      return 'error:' + (e instanceof Error ? e.message : String(e));
    }
  });
  if (answers.every((a) => a === answers[0])) return f(candidates[0]!);
  throw new QueryError(
    '"trick" is needed here (summons in tricks 1–3 and the last three tricks change the answer): give the 1-based trick number',
  );
}

export function judgeTwhk(q: Record<string, unknown>): JudgeAnswer {
  checkFields(q, 'tw-hk', ['secretary', 'bid', 'points', 'partner', 'napoleon']);
  const kind = readQueryKind(q);
  const values = resolveTwhk(
    { preset: q['preset'] as string | undefined, rules: q['rules'] as Record<string, unknown> | undefined },
    q['players'] === undefined ? undefined : readInt(q, 'players', 4, 6),
  );
  if (kind === 'solve' || kind === 'who-holds') return judgeSolverQuery({ variant: 'tw-hk', rules: values }, q);
  if (kind === 'score') {
    const bid = readInt(q, 'bid', 9, 16);
    const points = readInt(q, 'points', 0, 16);
    const partner = q['partner'] ?? 'secretary';
    if (partner !== 'secretary' && partner !== 'dictator') {
      throw new QueryError(`"partner" cannot be ${show(partner)}: allowed values are "secretary", "dictator"`);
    }
    const s = twhkScore({ scoring: values.scoring, bid, points, partner });
    return s.secretary === undefined
      ? { napoleon: s.napoleon, defender: s.defender }
      : { napoleon: s.napoleon, secretary: s.secretary, defender: s.defender };
  }
  const trump = readTrump(q);
  if (trump === undefined) throw new QueryError('"trump" is required: "S", "H", "D", "C" or null for no-trump');
  const plays = q['plays'] === undefined && kind === 'legal' ? [] : readCards(q, 'plays', TWHK_DECK_SET, DECK);
  const secretary = readCard(q, 'secretary', TWHK_DECK_SET, DECK) ?? null;
  const declared = readDeclared(q) ?? null;
  readCall(q, 'ripper'); // a Mighty call: checked for form, no effect here
  const summonCall = readCall(q, 'summon');
  const command = readCall(q, 'command');
  const tricks = HAND_SIZE[values.players]!;
  // A summon counts only where the rules allow it (the 2 or 3 of trumps led in tricks 1–3 with
  // summon "lead-first-three"); elsewhere the call has no effect.
  const ctxFor = (t: number) => {
    const ctx = twhkContext(values, trump, secretary, t, { declared, summon: summonCall, command });
    if (summonCall && !(plays.length > 0 && maySummonWithLead(plays[0]!, ctx)))
      ctx.calls = { ...ctx.calls, summon: false };
    return ctx;
  };
  if (kind === 'winner') {
    if (plays.length === 0 || plays.length > values.players)
      throw new QueryError(`"plays" must hold 1 to ${values.players} cards, leader first`);
    return byTrick(q, tricks, (t) => {
      const r = twhkTrickWinner(plays, ctxFor(t));
      return { winner: r.winner, reason: r.explanation.text };
    });
  }
  const hand = readLegalHand(q, TWHK_DECK_SET, DECK, plays, values.players, tricks);
  return byTrick(q, tricks, (t) => ({ legal: twhkLegalCards(hand, plays, ctxFor(t)) }));
}
