/**
 * A readable transcript of one Japanese Napoleon hand: deal, auction, adjutant, exchange,
 * every trick with its winner and explanation, result and scores. Used by the golden tests
 * and usable by pages that show a worked example.
 */
import { cardLabel, type Card } from '../cards.ts';
import { Rng } from '../rng.ts';
import { applyJapanese, randomJapaneseAction, setupJapanese, strainLabel, type JapaneseState } from './game.ts';
import { JAPANESE_OPTIONS } from './options.ts';
import type { GameSetup } from '../game.ts';

const cards = (cs: readonly Card[]) => (cs.length ? cs.map(cardLabel).join(' ') : '—');
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** Play one hand from `setup` with a seeded random policy and describe it. */
export function randomHandTranscript(setup: GameSetup, policySeed: string): { state: JapaneseState; text: string } {
  let s = setupJapanese(setup);
  const rng = new Rng(policySeed);
  while (s.phase !== 'handOver' && s.phase !== 'gameOver') {
    const r = applyJapanese(s, randomJapaneseAction(s, rng)!);
    if (!r.ok) throw new Error(r.reason);
    s = r.value;
  }
  return { state: s, text: handTranscript(s, setup) };
}

/** Describe the finished current hand of a state (replaying its log for the deals). */
export function handTranscript(s: JapaneseState, setup: GameSetup): string {
  const out: string[] = [];
  const diff = Object.entries(s.rules)
    .filter(([k, v]) => JAPANESE_OPTIONS[k as keyof typeof JAPANESE_OPTIONS].default !== v)
    .map(([k, v]) => `${k}=${String(v)}`);
  out.push(`Japanese Napoleon — preset ${setup.ruleSet.preset ?? 'standard'}, seed "${s.seed}", ${s.players} players`);
  out.push(`Options that differ from the defaults: ${diff.length ? diff.join(', ') : 'none'}`);
  // Re-run the log to show each deal as it was before the auction.
  let st = setupJapanese(setup);
  const deals: JapaneseState['hand'][] = [st.hand];
  for (const a of s.log) {
    const r = applyJapanese(st, a);
    if (!r.ok) throw new Error(r.reason);
    if (r.value.hand.dealNo !== st.hand.dealNo || r.value.hand.handNo !== st.hand.handNo) deals.push(r.value.hand);
    st = r.value;
  }
  const h = s.hand;
  const dealt = deals.find((d) => d.handNo === h.handNo && d.dealNo === h.dealNo)!;
  if (h.dealNo > 0) out.push(`Redeals before this deal: ${h.dealNo}`);
  out.push('', `Deal (seat ${h.dealer} deals):`);
  dealt.hands.forEach((hand, seat) => out.push(`  seat ${seat}: ${cards(hand)}`));
  out.push(`  widow: ${cards(h.widow)}`);
  out.push('', 'Auction:');
  for (const e of h.auction.events) {
    if ('note' in e) out.push(`  (${e.note})`);
    else if ('pass' in e) out.push(`  seat ${e.seat} passes`);
    else
      out.push(
        `  seat ${e.seat} bids ${e.bid.count}${strainLabel(e.bid.suit)}${e.bid.card ? ` naming ${cardLabel(e.bid.card)}` : ''}`,
      );
  }
  if (h.widowShown.length) out.push(`  widow cards shown: ${cards(h.widowShown)}`);
  const nap = h.napoleon!;
  out.push('', `Napoleon: seat ${nap}, ${h.contract!.count}${strainLabel(h.contract!.suit)}`);
  const adj = h.adjutantCard!;
  const b = h.betrayal;
  out.push(
    `Adjutant card: ${cardLabel(adj)} — ${b ? `held by seat ${b.adjutant}, secret until played` : h.solo ? 'Napoleon plays alone' : `held by seat ${h.adjutant}, secret until played`}`,
  );
  out.push(`Exchange: Napoleon takes ${cards(h.widow)} and discards ${cards(h.discards)}`);
  if (b) {
    out.push(
      b.by === 'adjutant'
        ? `Betrayal: the adjutant (seat ${b.seat}) declared it in trick ${b.trickNo}; seat ${b.adjutant} plays with the allies and Napoleon alone`
        : `Betrayal: Napoleon (seat ${b.seat}) showed ${cards(b.shown ?? [])} and declared it in trick ${b.trickNo}; Napoleon plays with the allies and the adjutant (seat ${b.adjutant}) alone`,
    );
  }
  out.push('', 'Tricks:');
  h.trick!.completed.forEach((t, i) => {
    const plays = t.plays
      .map((p) => `${p.seat}:${cardLabel(p.card)}${p.declared ? `(${strainLabel(p.declared)})` : ''}`)
      .join(' ');
    out.push(
      `  ${String(i + 1).padStart(2)}. ${plays} → seat ${t.winner} [${t.explanation.rule}] ${t.explanation.text}`,
    );
  });
  const r = h.result!;
  out.push('', 'Result:');
  out.push(
    `  honours taken: ${h.trick!.points.map((p, seat) => `seat ${seat} ${p}`).join(', ')}; in the discards: ${r.discardHonours}`,
  );
  out.push(`  Napoleon side: ${r.points} of ${r.totalHonours} against a bid of ${r.bid}`);
  out.push(`  ${r.score.text}`);
  out.push(`  scores: ${r.scores.map((v, seat) => `seat ${seat} ${signed(v)}`).join(', ')}`);
  out.push(`  totals: ${s.totals.map((v, seat) => `seat ${seat} ${signed(v)}`).join(', ')}`);
  return out.join('\n') + '\n';
}
