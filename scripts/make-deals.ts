/**
 * Makes the explained deals' logs (content/deals/<game>.json): each seed is dealt by the engine
 * and played by the computer players (strong in the auction, the partner call and the exchange;
 * normal in the play) — except the learner, the seat that wins the auction, whose every card is
 * one of the exact solver's best (all hands open; the computer's own card when it is one of them).
 * Prints the file to stdout with a decision for each of the learner's bids, the partner call, the
 * exchange, and each card where the solver tells the legal cards apart (explanations empty: they
 * are written by hand afterwards).
 *
 *   node scripts/make-deals.ts japanese standard seed1 seed2 … > /tmp/deals.json
 */
import { decide } from '../src/bots/index.ts';
import { deriveSeed } from '../src/engine/rng.ts';
import { variantEntry } from '../src/engine/variants.ts';
import type { Game } from '../src/engine/game.ts';
import type { VariantId } from '../src/engine/options.ts';
import { bestKeys, sideAt, SOLVER_TRICKS } from '../src/content-data/deal-check.ts';
import { choiceKey, type LoggedAction } from '../src/islands-logic/deals.ts';
import type { Deal, DealDecision } from '../src/content-data/deal-types.ts';

const [game, preset, ...seeds] = process.argv.slice(2) as [VariantId, string, ...string[]];
const entry = variantEntry(game);
const G = entry.game as unknown as Game<unknown, LoggedAction, unknown>;
const ruleSet = { variant: game, preset };
const players = 5;
/** Card decisions with at most this many tricks left are solved exactly; earlier ones are the strong computer's. */
const SOLVE_TRICKS = Number(process.env['SOLVE_TRICKS'] ?? SOLVER_TRICKS);

function phaseOf(s: unknown): string {
  return G.phase(s);
}

function botAction(s: unknown, seat: number, level: 'strong' | 'normal', n: number, seed: string): LoggedAction {
  const r = decide({
    variant: game,
    view: G.view(s, seat),
    legal: G.legalActions(s, seat),
    ruleSet,
    level,
    seed: deriveSeed(seed, 'bot', n),
  });
  return r.action as LoggedAction;
}

const deals: Deal[] = [];
for (const seed of seeds) {
  // The auction, partner call and exchange, to find the seat that wins the auction.
  let s = G.setup({ ruleSet, players, seed });
  const log: LoggedAction[] = [];
  while (phaseOf(s) !== 'play') {
    const seat = G.toAct(s)[0]!;
    if (phaseOf(s) === 'handOver' || phaseOf(s) === 'gameOver') break;
    const a = botAction(s, seat, 'strong', log.length, seed);
    const o = G.apply(s, a);
    if (!o.ok) throw new Error(o.reason);
    s = o.value;
    log.push(a);
  }
  if (phaseOf(s) !== 'play') {
    console.error(`${seed}: no play (${phaseOf(s)})`);
    continue;
  }
  const v = G.view(s, null) as { napoleon: number };
  const seat = v.napoleon;
  const decisions: DealDecision[] = [];
  log.forEach((a, i) => {
    if (a.seat !== seat) return;
    const kind = a.type === 'discard' ? 'exchange' : a.type === 'adjutant' ? 'partner' : 'bid';
    decisions.push({ step: i, kind, check: 'bot', right: [choiceKey(a)], explain: '' });
  });
  while (phaseOf(s) === 'play') {
    const who = G.toAct(s)[0]!;
    const legal = G.legalActions(s, who).filter((a) => a['betray'] !== true);
    let a: LoggedAction;
    if (who === seat) {
      const keys = [...new Set(legal.map(choiceKey))];
      const tv = G.view(s, who) as { trick: { number: number }; hand: string[] };
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
      const botA = botAction(s, who, best ? 'normal' : 'strong', log.length, seed);
      const ms = performance.now() - t0;
      const k = best ? (best.includes(choiceKey(botA)) ? choiceKey(botA) : best[0]!) : choiceKey(botA);
      a = legal.find((x) => choiceKey(x) === k)!;
      console.error(
        `${seed} step ${log.length} trick ${tv.trick.number}: legal ${keys.join(',')} best ${best?.join(',')} bot ${choiceKey(botA)} (${ms.toFixed(0)} ms)`,
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
      } else if (!best && keys.length > 1) {
        decisions.push({ step: log.length, kind: 'play', check: 'bot', right: [k], tricksLeft: left, explain: '' });
      }
    } else a = botAction(s, who, 'normal', log.length, seed);
    const o = G.apply(s, a);
    if (!o.ok) throw new Error(o.reason);
    s = o.value;
    log.push(a);
  }
  deals.push({ id: seed, title: '', intro: '', seed, ruleSet, players, seat, log, decisions });
}
console.log(JSON.stringify({ game, deals }, null, 1));
