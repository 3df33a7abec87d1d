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

/** What the forced dealer (or other player who may not pass) may bid, from the engine's legal bids. */
export interface ForcedBid {
  napoleon: number;
  dealer: number;
  /** The lowest and highest number he may bid (any of them, in any suit offered). */
  min: number;
  max: number;
  /** The strains he may bid in (`S H D C`, and `NT` with no-trump bids). */
  strains: string[];
  /** How many different bids he may choose from. */
  choices: number;
  /** Players who had not yet spoken in this auction when the forced player had to bid. */
  unheard: number[];
}

export interface AuctionExample {
  /** Players at the table. */
  players: number;
  /** The first hand. */
  first: Opening;
  /** The hand after one in which `napoleon` was Napoleon. */
  afterNapoleon: Opening & { napoleon: number };
  /** What happens when every player passes whenever the rules let them, in words. */
  allPass: string;
  /** The same as data (for other languages): a redeal, or who had to bid and what he might bid. */
  allPassResult: { redeal: true } | ({ redeal: false } & ForcedBid);
  /** The deal after such a redeal, if there was one. */
  afterRedeal: Opening | null;
  /** The same for the hand after `napoleon`'s hand (where `previous-napoleon` opens with him). */
  nextAllPass: string;
  nextAllPassResult: { redeal: true } | ({ redeal: false } & ForcedBid);
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

const strainWord = (x: string) => (x === 'NT' ? 'no trumps' : SUIT_SYMBOL[x as keyof typeof SUIT_SYMBOL]);

/** "any bid from 11 to 20 in any suit" — what a forced player may bid, in words. */
export function forcedBidWords(f: ForcedBid): string {
  const suits = f.strains.filter((x) => x !== 'NT');
  const where =
    suits.length === 4
      ? `in any suit${f.strains.includes('NT') ? ' or in no trumps' : ''}`
      : `in ${f.strains.map(strainWord).join(', ')}`;
  return f.min === f.max ? `a bid of ${f.min} ${where}` : `any bid from ${f.min} to ${f.max} ${where}`;
}

/** "A, B and C". */
const listWords = (xs: readonly string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;

/** Everyone passes while allowed; a player who must bid makes the first bid the engine lists. */
function passAround(s: JapaneseState): {
  state: JapaneseState;
  words: string;
  result: AuctionExample['allPassResult'];
} {
  const hand = s.hand.handNo;
  const deal = s.hand.dealNo;
  let forced: ForcedBid | null = null;
  while (s.phase === 'auction' && s.hand.dealNo === deal && s.hand.handNo === hand) {
    const seat = G.toAct(s)[0]!;
    const legal = G.legalActions(s, seat);
    const pass = legal.find((a) => a.type === 'pass');
    if (pass) {
      s = apply(s, pass);
      continue;
    }
    // This player may not pass: what may he bid, and who has not spoken yet?
    const bids = legal.filter((a): a is Extract<JapaneseAction, { type: 'bid' }> => a.type === 'bid');
    const spoken = new Set(s.hand.auction.events.flatMap((e) => ('seat' in e ? [e.seat] : [])));
    forced = {
      napoleon: seat,
      dealer: s.hand.dealer,
      min: Math.min(...bids.map((b) => b.count)),
      max: Math.max(...bids.map((b) => b.count)),
      strains: [...new Set(bids.map((b) => b.suit))],
      choices: new Set(bids.map((b) => `${b.count}${b.suit}`)).size,
      unheard: Array.from({ length: s.players }, (_, i) => i).filter((i) => i !== seat && !spoken.has(i)),
    };
    s = apply(s, bids[0]!);
  }
  if (s.hand.dealNo !== deal || !forced)
    return { state: s, words: 'the cards are dealt again', result: { redeal: true } };
  const who =
    forced.napoleon === forced.dealer ? `${playerName(forced.napoleon)}, the dealer,` : playerName(forced.napoleon);
  const when =
    forced.unheard.length === s.players - 1
      ? ' opens and must bid'
      : forced.unheard.length
        ? ` must bid as soon as the turn comes, before ${listWords(forced.unheard.map(playerName))} ${forced.unheard.length === 1 ? 'has' : 'have'} spoken`
        : ' may not pass and must bid';
  return {
    state: s,
    words: `${who}${when} — ${forcedBidWords(forced)} — and so is Napoleon`,
    result: { redeal: false, ...forced },
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
  const next = passAround(s);
  return {
    players: s.players,
    first,
    afterNapoleon: { ...opening(s), napoleon },
    allPass,
    allPassResult,
    afterRedeal,
    nextAllPass: next.words,
    nextAllPassResult: next.result,
  };
}
