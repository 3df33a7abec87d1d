/**
 * Makes the explained rounds of a climbing game (content/deals/<game>.json, `deal-types.ts`):
 * each seed is dealt by the engine and played by the computer players (strong for the learner,
 * normal for the others) to the end of the chosen round. For each of the learner's decisions in
 * that round it plays out, with the computer players in every seat, each other legal choice (up to
 * `ALTS`) and prints the learner's place after it, so that a decision can offer an alternative
 * whose worse outcome the build replays (`alternative`). Explanations are written by hand.
 *
 *   node scripts/make-climb-deals.ts daifugo moderate <round> <seat|president> seed1 seed2 … > /tmp/rounds.json
 */
import { choiceKey, type LoggedAction } from '../src/islands-logic/deals.ts';
import { climbPlace, climbRound } from '../src/content-data/deal-climb.ts';
import { dealArgs } from './deal-bot.ts';

const {
  deal: { G, ruleSet, players, bot, step },
  rest: [roundArg, seatArg, ...seeds],
} = dealArgs(process.argv.slice(2));
const ALTS = Number(process.env['ALTS'] ?? 6);
const round = Number(roundArg);
/** Seeds where the learner finishes below this place are skipped (no worse alternative to show). */
const MAXPLACE = Number(process.env['MAXPLACE'] ?? players);

/** Play on from a state with the computer players until `round` ends; the actions taken. */
function playOut(s: unknown, seed: string, learner: number, until: number): { log: LoggedAction[]; end: unknown } {
  const log: LoggedAction[] = [];
  let n = 0;
  while (climbRound(G.view(s, null)) <= until && G.toAct(s).length > 0) {
    const seat = G.toAct(s)[0]!;
    const a = bot(s, seat, seat === learner ? 'strong' : 'normal', seed, n++);
    log.push(a);
    s = step(s, a);
  }
  return { log, end: s };
}

const out = [];
for (const seed of seeds) {
  let s = G.setup({ ruleSet, players, seed });
  const log: LoggedAction[] = [];
  let learner = Number(seatArg);
  if (round > 1) {
    const first = playOut(s, `${seed}-r1`, -1, round - 1);
    log.push(...first.log);
    s = first.end;
    if (seatArg === 'president') learner = (G.view(s, 0)['lastRound'] as { ranking: number[] }).ranking[0]!;
  }
  const start = log.length;
  const rest = playOut(s, seed, learner, round);
  log.push(...rest.log);
  const place = climbPlace(G.view(rest.end, learner), learner);
  if (place > MAXPLACE) {
    process.stderr.write(`${seed}: seat ${learner} ${place}, skipped\n`);
    continue;
  }
  const decisions = [];
  let st = s;
  for (let i = start; i < log.length; i++) {
    const a = log[i]!;
    if (a.seat === learner && G.toAct(st).includes(learner)) {
      const keys = [...new Set(G.legalActions(st, learner).map(choiceKey))];
      const alts = [];
      for (const k of keys.filter((x) => x !== choiceKey(a)).slice(0, ALTS)) {
        const alt = G.legalActions(st, learner).find((x) => choiceKey(x) === k)!;
        const po = playOut(step(st, alt), `${seed}-alt-${i}`, learner, round);
        alts.push({ key: k, place: climbPlace(G.view(po.end, learner), learner), log: [alt, ...po.log] });
      }
      const hand = (G.view(st, learner)['hand'] as string[]).join(' ');
      const pile = JSON.stringify((G.view(st, learner)['pile'] as { cards: string[] }[]).at(-1)?.cards ?? null);
      decisions.push({ step: i, kind: a.type, right: choiceKey(a), hand, pile, legal: keys.length, alts });
    }
    st = step(st, a);
  }
  out.push({ seed, learner, round, place, start, log, decisions });
  process.stderr.write(
    `${seed}: seat ${learner} ${place}; ${decisions
      .map(
        (d) =>
          `${d.step}:${d.right}[${d.alts
            .filter((x) => x.place > place)
            .map((x) => `${x.key}→${x.place}`)
            .join('|')}]`,
      )
      .join(' ')}\n`,
  );
}
process.stdout.write(JSON.stringify(out) + '\n');
