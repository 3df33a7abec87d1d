/** The English Nap judge (SPEC §1.4): winner, legal, score. Registered on import. */
import { show } from '../show.ts';
import { cardLabel, parseCard, suitOf, type Suit } from '../cards.ts';
import type { JudgeAnswer } from '../judge.ts';
import { judgeSolverQuery } from '../solver/judge.ts';
import {
  checkFields,
  QueryError,
  readCall,
  readCards,
  readInt,
  readQueryKind,
  readTrump,
  readLegalHand,
} from '../trick/judge-fields.ts';
import { resolveNap } from './options.ts';
import { isNapBid, napDeck, napLegalCards, napScore, napTrickWinner, NAP_HAND, type NapBid } from './rules.ts';

function readBid(q: Record<string, unknown>): NapBid {
  let b = q['bid'];
  if (typeof b === 'string') {
    const l = b.trim().toLowerCase().replace('è', 'e').replace('ü', 'u');
    b = /^[1-4]$/.test(l) ? Number(l) : l;
  }
  if (!isNapBid(b)) {
    throw new QueryError(
      `"bid" cannot be ${show(q['bid'])}: allowed values are 1, 2, 3, 4, "nap", "wellington", "blucher", "misere"`,
    );
  }
  return b;
}

export function judgeNap(q: Record<string, unknown>): JudgeAnswer {
  checkFields(q, 'nap', ['bid', 'tricks', 'secretary']);
  // Fields of other variants (SPEC §1.4's example carries them): checked for form, no effect.
  if (q['secretary'] !== undefined && q['secretary'] !== null) parseCard(q['secretary']);
  readCall(q, 'ripper');
  readCall(q, 'summon');
  if (q['declared'] !== undefined && q['declared'] !== null) readTrump(q, 'declared');
  const kind = readQueryKind(q);
  const values = resolveNap(
    { preset: q['preset'] as string | undefined, rules: q['rules'] as Record<string, unknown> | undefined },
    q['players'] === undefined ? undefined : readInt(q, 'players', 2, 7),
  );
  if (kind === 'solve' || kind === 'who-holds') return judgeSolverQuery({ variant: 'nap', rules: values }, q);
  if (kind === 'score') {
    const bid = readBid(q);
    const tricks = readInt(q, 'tricks', 0, NAP_HAND);
    const s = napScore({ bid, tricks, players: values.players, payout: values.payout });
    return { declarer: s.declarer, opponent: s.opponent };
  }
  const deck = new Set(napDeck(values));
  const deckName = `Nap deck for these rules (${deck.size} cards)`;
  const plays = q['plays'] === undefined && kind === 'legal' ? [] : readCards(q, 'plays', deck, deckName);
  const trick = q['trick'] === undefined ? undefined : readInt(q, 'trick', 1, NAP_HAND);
  const given = readTrump(q);
  const misere = given === null;
  let trump: Suit | null;
  if (given === undefined) {
    if (trick !== undefined && trick > 1) throw new QueryError('"trump" is required after trick 1 (null for Misère)');
    if (plays.length === 0) {
      trump = null; // leading trick 1: the lead will set trumps
    } else {
      if (plays[0] === 'JK') throw new QueryError('the joker may not be led to trick 1: the opening lead sets trumps');
      trump = suitOf(plays[0]!);
    }
  } else {
    trump = given;
    if (trick === 1 && trump !== null && plays.length > 0 && suitOf(plays[0]!) !== trump && plays[0] !== 'JK') {
      throw new QueryError(
        `in trick 1 the opening lead sets trumps: ${cardLabel(plays[0]!)} was led, so trumps cannot be ${trump}`,
      );
    }
    if (trick === 1 && trump !== null && plays[0] === 'JK')
      throw new QueryError('the joker may not be led to trick 1: the opening lead sets trumps');
  }
  const trickNumber = trick ?? (given === undefined ? 1 : 2);
  const ctx = { trump, trickNumber, misere };
  if (kind === 'winner') {
    if (plays.length === 0 || plays.length > values.players)
      throw new QueryError(`"plays" must hold 1 to ${values.players} cards, leader first`);
    const r = napTrickWinner(plays, ctx);
    return { winner: r.winner, reason: r.explanation.text };
  }
  const hand = readLegalHand(q, deck, deckName, plays, values.players, NAP_HAND);
  return { legal: napLegalCards(hand, plays, ctx) };
}
