/**
 * Makes the explained deals' logs (content/deals/<game>.json) for any trick game: each seed is
 * dealt by the engine and played by the computer players (strong in the auction, the trump
 * choice, the partner call and the exchange; normal in the play) — except the learner, whose
 * every card is one of the exact solver's best (all hands open; the computer's own card when it
 * is one of them). The learner is the declarer (the seat the game's descriptor names: Napoleon,
 * the declarer), or with `--defender` the declarer's left-hand opponent.
 * Prints the file to stdout with a decision for each of the learner's bids, the trump choice, the
 * partner call, the exchange, and each card where the solver tells the legal cards apart
 * (explanations empty: they are written by hand afterwards; choices of bids, partner cards and
 * discards are a first guess to edit).
 *
 *   node scripts/make-deals.ts nap standard seed1 seed2 … > /tmp/deals.json
 *   SOLVE_TRICKS=5 node scripts/make-deals.ts mighty standard --defender seed1 …
 */
import { descriptorOf } from '../src/engine/descriptors.ts';
import { sortCanonical, suitOf, type Card } from '../src/engine/cards.ts';
import { bestKeys, sideAt, SOLVER_TRICKS, viewOf } from '../src/content-data/deal-check.ts';
import { choiceKey, type LoggedAction } from '../src/islands-logic/deals.ts';
import type { Deal, DealDecision, DecisionKind } from '../src/content-data/deal-types.ts';
import { dealArgs } from './deal-bot.ts';

const { deal, rest: seeds, flags } = dealArgs(process.argv.slice(2), ['--defender']);
const defender = flags.has('--defender');
const { game, G, ruleSet, players, bot, step } = deal;
const desc = descriptorOf(game);
/** Card decisions with at most this many tricks left are solved exactly; earlier ones are the strong computer's. */
const SOLVE_TRICKS = Number(process.env['SOLVE_TRICKS'] ?? SOLVER_TRICKS);
const declarerField = (desc.review.declarer ?? 'declarer').toLowerCase();

const KIND: Readonly<Record<string, DecisionKind>> = {
  bid: 'bid',
  pass: 'bid',
  trump: 'trump',
  discard: 'exchange',
  adjutant: 'partner',
  secretary: 'partner',
  friend: 'partner',
};

const RANK_ORDER = ['JK', 'BJ', 'LJ', 'A', 'K', 'Q', 'J', '10'];
const rankOf = (c: string) => (c.length > 2 || /^(JK|BJ|LJ)$/.test(c) ? c.replace(/^[SHDC]/, '') : c.slice(1));
const strength = (c: string) => {
  const k = RANK_ORDER.indexOf(/^(JK|BJ|LJ)$/.test(c) ? c : rankOf(c));
  return k < 0 ? 99 : k;
};

/** A first guess at the choices offered: the right one and a few plausible others. */
function choicesFor(kind: DecisionKind, right: string, legal: string[], hand: Card[]): string[] | undefined {
  if (kind === 'bid') {
    const bids = legal.filter((k) => k !== 'pass');
    const i = bids.indexOf(right);
    const pick = new Set(['pass', right, bids[0]!, bids[Math.max(i, 0) + 1] ?? bids[0]!]);
    return legal.filter((k) => pick.has(k));
  }
  if (kind === 'trump') return legal;
  if (kind === 'partner') {
    const tops = legal
      .filter((k) => k !== right && !hand.includes(k) && /^(JK|BJ|LJ|[SHDC][AKJ])$/.test(k))
      .sort((a, b) => strength(a) - strength(b));
    return [right, ...tops.slice(0, 3)].sort();
  }
  if (kind === 'exchange') {
    const n = right.split(' ').length;
    const byHigh = sortCanonical(hand).sort((a, b) => strength(a) - strength(b));
    const high = byHigh.slice(0, n).join(' ');
    const trumps = hand.filter((c) => suitOf(c) === suitOf(right.split(' ')[0]!));
    const alt = [high, byHigh.slice(n, 2 * n).join(' '), trumps.slice(0, n).join(' ')].filter(
      (k) => k.split(' ').length === n && k !== right,
    );
    return [right, ...[...new Set(alt)].slice(0, 2)];
  }
  return undefined;
}

const deals: Deal[] = [];
for (const seed of seeds) {
  // The auction, trump, partner call and exchange, to find the declarer.
  let s = G.setup({ ruleSet, players, seed });
  const log: LoggedAction[] = [];
  while (G.phase(s) !== 'play') {
    if (G.phase(s) === 'handOver' || G.phase(s) === 'gameOver') break;
    const seat = G.toAct(s)[0]!;
    let a = bot(s, seat, 'strong', seed, log.length);
    if (a.type === 'discard') {
      // Discards one at a time become one decision: the cards the computer buries in turn, at once.
      const cards = [...(a['cards'] as string[])];
      let t = s;
      for (;;) {
        t = step(t, { ...a, cards: [...(a['cards'] as string[])] });
        if (G.phase(t) !== G.phase(s) || G.toAct(t)[0] !== seat) break;
        a = bot(t, seat, 'strong', seed, log.length);
        if (a.type !== 'discard') break;
        cards.push(...(a['cards'] as string[]));
      }
      a = { type: 'discard', seat, cards };
    }
    s = step(s, a);
    log.push(a);
  }
  if (G.phase(s) !== 'play') {
    console.error(`${seed}: no play (${G.phase(s)})`);
    continue;
  }
  const declarer = (G.view(s, null) as Record<string, unknown>)[declarerField] as number;
  const seat = defender ? (declarer + 1) % players : declarer;
  const decisions: DealDecision[] = [];
  let replay = G.setup({ ruleSet, players, seed });
  log.forEach((a, i) => {
    const legal = [...new Set(G.legalActions(replay, a.seat!).map(choiceKey))];
    const hand = ((G.view(replay, a.seat!) as { hand?: Card[] }).hand ?? []) as Card[];
    replay = step(replay, a);
    const kind = KIND[a.type];
    if (a.seat !== seat || !kind || legal.length < 2) return;
    // Only the learner's last call of the auction is asked (the one that won it).
    if (kind === 'bid' && log.slice(i + 1).some((b) => b.seat === seat && KIND[b.type] === 'bid')) return;
    // A trump choice is asked only when it is not simply the suit the bid named.
    const bid = [...log.slice(0, i)].reverse().find((b) => b.type === 'bid');
    if (kind === 'trump' && bid && choiceKey(bid).replace(/^\d+/, '') === choiceKey(a)) return;
    const right = choiceKey(a);
    const options = choicesFor(kind, right, legal, hand);
    decisions.push({ step: i, kind, check: 'bot', right: [right], ...(options ? { options } : {}), explain: '' });
  });
  let leads = 0;
  while (G.phase(s) === 'play') {
    const who = G.toAct(s)[0]!;
    const legal = G.legalActions(s, who).filter((a) => a['betray'] !== true && a.type === 'play');
    let a: LoggedAction;
    if (who === seat) {
      const keys = [...new Set(legal.map(choiceKey))];
      const tv = viewOf({ ruleSet, players } as Deal, s, who) as { hand: string[] };
      // Before the learner plays to a trick, the cards in hand are the tricks left.
      const left = tv.hand.length;
      const t0 = performance.now();
      const best =
        keys.length === 1
          ? keys
          : left <= SOLVE_TRICKS
            ? bestKeys(
                { ruleSet, players, seed, id: seed } as Deal,
                s,
                sideAt({ players, ruleSet } as Deal, s),
                100_000_000,
              )
            : null;
      const botA = bot(s, who, best ? 'normal' : 'strong', seed, log.length);
      const ms = performance.now() - t0;
      const k = best ? (best.includes(choiceKey(botA)) ? choiceKey(botA) : best[0]!) : choiceKey(botA);
      if (!best && botA.type !== 'play') {
        // A call the computer makes before its card (tw-hk's secretary command): taken, not asked.
        s = step(s, botA);
        log.push(botA);
        continue;
      }
      a = legal.find((x) => choiceKey(x) === k) ?? botA;
      console.error(
        `${seed} step ${log.length} left ${left}: legal ${keys.join(',')} best ${best?.join(',')} bot ${choiceKey(botA)} (${ms.toFixed(0)} ms)`,
      );
      if (best && best.length < keys.length) {
        decisions.push({
          step: log.length,
          kind: 'play',
          check: 'solver',
          right: [k],
          best,
          tricksLeft: left,
          explain: '',
        });
      } else if (!best && keys.length > 1 && leads < 1) {
        leads++;
        decisions.push({ step: log.length, kind: 'play', check: 'bot', right: [k], tricksLeft: left, explain: '' });
      }
    } else a = bot(s, who, 'normal', seed, log.length);
    s = step(s, a);
    log.push(a);
  }
  deals.push({ id: seed, title: '', intro: '', seed, ruleSet, players, seat, log, decisions });
}
console.log(JSON.stringify({ game, deals }, null, 1));
