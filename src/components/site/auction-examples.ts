/**
 * Who opens the Japanese auction, played out by the engine for the local-rules page (server-only,
 * at build time): the first hand, the hand after a Napoleon, and a hand dealt again after nobody
 * bid, under one rule set. Every answer comes from the engine's `toAct` and `legalActions`.
 */
import { SUIT_SYMBOL } from '../../engine/cards.ts';
import { japaneseGame as G, type JapaneseAction, type JapaneseState } from '../../engine/japanese/index.ts';

/** "Player 3" for seat 2 (seats are numbered from 0 in the engine, from 1 on the page). */
export const playerName = (seat: number): string => `Player ${seat + 1}`;

export interface Opening {
  dealer: number;
  opener: number;
  /** Whether the opener may pass. */
  mayPass: boolean;
}

export interface AuctionExample {
  /** The first hand. */
  first: Opening;
  /** The hand after one in which `napoleon` was Napoleon. */
  afterNapoleon: Opening & { napoleon: number };
  /** What happens when every player passes whenever the rules let them, in words. */
  allPass: string;
  /** The same as data (for other languages): a redeal, or who had to bid what. */
  allPassResult: { redeal: true } | { redeal: false; napoleon: number; dealer: number; suit: string; count: number };
  /** The deal after such a redeal, if there was one. */
  afterRedeal: Opening | null;
}

function opening(s: JapaneseState): Opening {
  const opener = G.toAct(s)[0]!;
  return { dealer: s.hand.dealer, opener, mayPass: G.legalActions(s, opener).some((a) => a.type === 'pass') };
}

function apply(s: JapaneseState, a: JapaneseAction): JapaneseState {
  const r = G.apply(s, a);
  if (!r.ok) throw new Error(`auction example: ${r.reason}`);
  return r.value;
}

/** Everyone passes while allowed; a player who must bid makes the lowest bid. */
function passAround(s: JapaneseState): {
  state: JapaneseState;
  words: string;
  result: AuctionExample['allPassResult'];
} {
  const hand = s.hand.handNo;
  const deal = s.hand.dealNo;
  while (s.phase === 'auction' && s.hand.dealNo === deal && s.hand.handNo === hand) {
    const seat = G.toAct(s)[0]!;
    const legal = G.legalActions(s, seat);
    const pass = legal.find((a) => a.type === 'pass');
    if (pass) {
      s = apply(s, pass);
      continue;
    }
    const bid = legal.find((a) => a.type === 'bid')!;
    s = apply(s, bid);
  }
  if (s.hand.dealNo !== deal) return { state: s, words: 'the cards are dealt again', result: { redeal: true } };
  const nap = s.hand.napoleon!;
  const c = s.hand.contract!;
  const who = nap === s.hand.dealer ? `${playerName(nap)}, the dealer,` : playerName(nap);
  return {
    state: s,
    words: `${who} has to bid ${c.suit === 'NT' ? `${c.count} no trumps` : `${SUIT_SYMBOL[c.suit]}${c.count}`} and is Napoleon`,
    result: { redeal: false, napoleon: nap, dealer: s.hand.dealer, suit: c.suit, count: c.count },
  };
}

/** "Player 1 deals; Player 2 opens (and must bid)." */
export function openingWords(o: Opening): string {
  const opener = o.opener === o.dealer ? 'the dealer opens' : `${playerName(o.opener)} opens`;
  return `${playerName(o.dealer)} deals; ${opener}${o.mayPass ? '' : ' and must bid'}.`;
}

/** Play the auction and one hand under `rules` (seat `napoleon` wins the first auction). */
export function auctionExample(rules: Record<string, unknown>, napoleon = 3, seed = 'auction-example'): AuctionExample {
  let s = G.setup({ ruleSet: { variant: 'japanese', rules }, seed });
  const first = opening(s);
  const { words: allPass, state: passed, result: allPassResult } = passAround(s);
  const afterRedeal = passed.phase === 'auction' && passed.hand.dealNo > 0 ? opening(passed) : null;
  // The first hand: `napoleon` bids when its turn comes (the dealer opening must bid first).
  while (s.phase === 'auction') {
    const seat = G.toAct(s)[0]!;
    const legal = G.legalActions(s, seat);
    const pass = legal.find((a) => a.type === 'pass');
    const bid = legal.find((a) => a.type === 'bid')!;
    s = apply(s, seat === napoleon || !pass ? bid : pass);
  }
  if (s.hand.napoleon !== napoleon) throw new Error('auction example: the chosen seat did not win the auction');
  // Play the hand out with the first legal action at every turn.
  while (s.phase !== 'handOver' && s.phase !== 'gameOver') {
    const seat = G.toAct(s)[0]!;
    const legal = G.legalActions(s, seat).filter((a) => a.type !== 'play' || a.betray !== true);
    s = apply(s, legal[0]!);
  }
  s = apply(s, { type: 'next-hand', seat: G.toAct(s)[0]! });
  return { first, afterNapoleon: { ...opening(s), napoleon }, allPass, allPassResult, afterRedeal };
}
