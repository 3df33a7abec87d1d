/** Walking an explained deal (islands-logic/deals.ts) and the frames the page builds (content-data/deal-frames.ts). */
import { describe, expect, test } from 'vitest';
import {
  answer,
  choiceKey,
  keyCards,
  next,
  shownActions,
  startWalk,
  walkDone,
  wrongKind,
} from '../../../src/islands-logic/deals.ts';
import { dealView } from '../../../src/content-data/deal-frames.ts';
import { DEAL_FILES } from '../../../src/content-data/deals.ts';
import { descriptorOf } from '../../../src/engine/descriptors.ts';
import { replayDeal } from '../../../src/content-data/deal-check.ts';
import { variantEntry } from '../../../src/engine/variants.ts';

const decisions = [
  { step: 3, kind: 'bid', right: ['13S'], explain: 'a' },
  { step: 8, kind: 'play', right: ['DK', 'D7'], explain: 'b' },
];

describe('deal walk', () => {
  test('a wrong answer asks again, a right one shows the explanation, play on reaches the next decision', () => {
    let w = startWalk(decisions);
    expect(w).toMatchObject({ at: 3, decision: 0, solved: false });
    expect(shownActions(w)).toBe(3);
    let r = answer(w, decisions, 'pass');
    expect(r.right).toBe(false);
    r = answer(r.walk, decisions, 'pass');
    expect(r.walk.wrong).toEqual(['pass']);
    r = answer(r.walk, decisions, '13S');
    expect(r.right).toBe(true);
    expect(r.walk.solved).toBe(true);
    expect(shownActions(r.walk)).toBe(4);
    // Answers after a right one change nothing; play on only after a right one.
    expect(answer(r.walk, decisions, 'pass').walk).toBe(r.walk);
    expect(next(startWalk(decisions), decisions, 20).decision).toBe(0);
    w = next(r.walk, decisions, 20);
    expect(w).toMatchObject({ at: 8, decision: 1, wrong: [], solved: false, firstTry: 0 });
    r = answer(w, decisions, 'D7');
    expect(r.walk.firstTry).toBe(1);
    w = next(r.walk, decisions, 20);
    expect(walkDone(w, decisions)).toBe(true);
    expect(w.at).toBe(20);
  });

  test('choice keys', () => {
    expect(choiceKey({ type: 'play', seat: 0, card: 'SA' })).toBe('SA');
    expect(choiceKey({ type: 'play', seat: 0, card: 'JK', declared: 'H' })).toBe('JK:H');
    expect(choiceKey({ type: 'bid', seat: 0, count: 13, suit: 'S' })).toBe('13S');
    expect(choiceKey({ type: 'pass', seat: 0 })).toBe('pass');
    expect(choiceKey({ type: 'discard', seat: 0, cards: ['C4', 'C3'] })).toBe('C4 C3');
    expect(keyCards('C4 C3')).toEqual(['C4', 'C3']);
    expect(keyCards('13S')).toEqual([]);
    expect(keyCards('JK:H')).toEqual(['JK']);
    // A climbing game plays or gives several cards at once.
    expect(choiceKey({ type: 'play', seat: 0, cards: ['S4', 'H4', 'LJ'], form: 'set' })).toBe('S4 H4 LJ');
    expect(choiceKey({ type: 'give', seat: 0, cards: ['C3', 'C4'] })).toBe('C3 C4');
  });

  const climbFiles = DEAL_FILES.filter((f) => descriptorOf(f.game).kind === 'climb');
  test.each(climbFiles.map((f) => [f.game, f] as const))(
    "%s: each move of the round is shown once, seats from the learner, and the finishing order is the engine's",
    (_, file) => {
      for (const deal of file.deals) {
        const v = dealView(deal);
        expect(v.frames, deal.id).toHaveLength(deal.decisions.length);
        const states = replayDeal(deal);
        const end = variantEntry(deal.ruleSet.variant).game.view(states.at(-1) as never, deal.seat) as unknown as {
          lastRound: { ranking: number[]; titles: string[]; history: { type: string }[] };
        };
        const moves = end.lastRound.history.filter((m) => m.type === 'play' || m.type === 'pass');
        const shown = [...v.frames.flatMap((f) => f.climb!.events), ...v.finish!.events];
        expect(shown, deal.id).toHaveLength(moves.length);
        const rel = (seat: number) => (seat - deal.seat + deal.players) % deal.players;
        expect(v.finish!.order, deal.id).toEqual(end.lastRound.ranking.map(rel));
        const place = end.lastRound.ranking.indexOf(deal.seat);
        for (const [i, f] of v.frames.entries()) {
          expect(['give', 'climbLead', 'climbPlay'], deal.id).toContain(f.kind);
          expect(f.kind === 'climbLead', `${deal.id} ${i}`).toBe(f.climb!.top === null && f.kind !== 'give');
          expect(f.facts!.place, deal.id).toBe(end.lastRound.titles[deal.seat]);
          expect(v.finish!.titles[place], deal.id).toBe(f.facts!.place);
          // The alternative's place is the engine's, and worse than the deal's own.
          if (f.facts!.altPlace) expect(v.finish!.titles.indexOf(f.facts!.altPlace), deal.id).toBeGreaterThan(place);
          expect(f.climb!.counts[0], deal.id).toBe(f.hand.length);
        }
      }
    },
  );

  const trickFiles = DEAL_FILES.filter((f) => descriptorOf(f.game).kind === 'trick');
  test.each(trickFiles.map((f) => [f.game, f] as const))(
    "%s: the frames count seats from the learner, show every trick once and the hand's result",
    (_, file) => {
      for (const deal of file.deals) {
        const v = dealView(deal);
        expect(v.frames, deal.id).toHaveLength(deal.decisions.length);
        expect(v.frames[0]!.kind, deal.id).toBe('bid');
        expect(v.frames[0]!.options, deal.id).toContain('pass');
        expect(v.roles.declarer, deal.id).toBe(descriptorOf(file.game).review.declarer);
        const first = v.frames.findIndex((f) => f.kind === 'lead' || f.kind === 'play');
        // The contract names the declarer, counted from the learner, and the bid that won.
        const declarer = v.frames[first]!.contract!.declarer;
        expect(v.frames[first]!.contract!.bid, deal.id).toBe(v.end.bid);
        if (deal.decisions.some((d) => d.kind === 'exchange' || d.kind === 'partner'))
          expect(declarer, deal.id).toBe(0);
        // Every trick of the hand is shown once: between decisions or at the end, in order.
        const shown = [...v.frames.flatMap((f) => f.since), ...v.end.since].map((t) => t.n);
        expect(shown, deal.id).toEqual(shown.map((_, i) => i + 1));
        for (const f of v.frames) for (const p of f.trick) expect(p.seat).not.toBe(0);
        expect(v.end.need, deal.id).toBeGreaterThan(0);
        expect(v.end.made, deal.id).toBe(v.end.final >= v.end.need);
      }
    },
  );
});

test('a redeal (here a misdeal called) starts the bidding shown again', () => {
  const deal = DEAL_FILES.flatMap((f) => f.deals).find((d) => d.log.some((a) => a['type'] === 'misdeal'))!;
  const first = deal.decisions[0]!;
  const since = deal.log
    .slice(deal.log.findLastIndex((a) => a['type'] === 'misdeal') + 1, first.step)
    .filter((a) => a['type'] === 'bid' || a['type'] === 'pass');
  expect(dealView(deal).frames[0]!.auction).toHaveLength(since.length);
});

describe("the deals' words", () => {
  test('bids, seats and tricks in English and Japanese, from the catalogues', async () => {
    const { dealsWordsEn: en } = await import('../../../src/i18n/islands/deals.en.ts');
    const { dealsWordsJa: ja } = await import('../../../src/i18n/islands/deals.ja.ts');
    expect(en.bidName('13S')).toBe('13 ♠');
    expect(en.bidName('12NT')).toBe('12 no trumps');
    expect(ja.bidName('13S')).toBe('♠13');
    expect(en.bidName('pass')).toBe('Pass');
    const move = { seat: 2, effects: ['revolution'], out: false, cleared: true, leader: 0 };
    expect(en.climbMove(move, '♠6 ♥6 ♦6 ♣6')).toBe(
      'Player 2: ♠6 ♥6 ♦6 ♣6 (revolution). The pile is cleared: you lead.',
    );
    expect(en.climbMove({ ...move, seat: 0, effects: [], cleared: false, out: true }, '♠9')).toBe(
      'You: ♠9, and you go out.',
    );
    expect(ja.climbMove({ ...move, effects: ['skip'], cleared: false }, null)).toBe('2番：パス（スキップ）。');
    expect(en.finish([0, 2], ['President', 'Minister'])).toBe('Finishing order: You (President), Player 2 (Minister).');
    expect(ja.titleName('Beggar')).toBe('大貧民');
    expect(en.question('climbPlay', { partner: null })).toBe('Do you play on the pile, or pass?');
    expect(en.trickWon(3, 'x', 0)).toBe('Trick 3: x. You win.');
    expect(en.trickWon(3, 'x', 2)).toBe('Trick 3: x. Player 2 wins.');
    expect(ja.seatName(2)).toBe('2番');
    expect(en.auction([])).toBe('Nobody has bid yet.');
    expect(
      ja.auction([
        { seat: 1, bid: 'pass' },
        { seat: 2, bid: '11S' },
      ]),
    ).toBe('ここまでの宣言：1番：パス、2番：♠11');
    const nap = { declarer: 'declarer', partner: null, unit: 'tricks', call: null } as const;
    const mighty = { declarer: 'declarer', partner: 'friend', unit: 'points', call: 'call' } as const;
    expect(en.question('lead', nap)).toBe('Which card do you lead?');
    expect(en.question('partner', mighty)).toBe('Whom do you call as your friend?');
    expect(en.bidName('nap')).toBe('Nap');
    expect(en.bidName('9')).toBe('9');
    expect(en.bidName('12H', 'heads')).toBe('12 heads, ♥');
    expect(ja.bidName('12H', 'heads')).toBe('♥点札12枚');
    expect(en.trumpName('NT')).toBe('no trumps');
    expect(en.callName('first-trick')).toBe('The winner of the first trick');
    expect(en.endLine({ final: 1, bid: '13S', made: false }, { declarer: 'Napoleon', unit: 'honours' })).toBe(
      "Napoleon's side took 1 honour and bid 13 ♠: down.",
    );
    expect(en.endLine({ final: 3, bid: '3', made: true }, nap)).toBe(
      "The declarer's side took 3 tricks and bid 3: made.",
    );
    expect(en.contract({ declarer: 0, bid: '15C', trump: 'C', partner: 'SA' }, mighty, (k) => k)).toBe(
      'Declarer: You, bidding 15 ♣. Trumps: ♣ clubs. Friend: SA.',
    );
    expect(ja.contract({ declarer: 2, bid: '15C', trump: 'C', partner: 'none' }, mighty, ja.callName)).toBe(
      '主攻：2番、宣言 ♣15。切り札：♣クラブ。フレンド：フレンドなし（ひとりで戦う）。',
    );
  });
});

describe('a card as good as the answer, which the deal does not teach', () => {
  // Nap deal 1 asks for ♦A; the solver finds ♦10, ♠6 and ♠K as good, and its explanation says so:
  // picking one of them is told so, not the plain "Not quite" of a card that loses tricks.
  test("every card decision carries the solver's other best cards, and a pick among them is told apart", () => {
    let equalFrames = 0;
    for (const file of DEAL_FILES) {
      for (const deal of file.deals) {
        const view = dealView(deal);
        deal.decisions.forEach((d, i) => {
          const frame = view.frames[i]!;
          const others = (d.best ?? []).filter((k) => !d.right.includes(k));
          expect(frame.equal ?? [], `${deal.id} decision ${i + 1}`).toEqual(others);
          for (const k of others) expect(wrongKind(frame, k)).toBe('equal');
          for (const k of frame.options.filter((o) => !d.right.includes(o) && !others.includes(o)))
            expect(wrongKind(frame, k)).toBe('wrong');
          if (others.length) equalFrames++;
        });
      }
    }
    expect(equalFrames, 'decisions with other best cards').toBeGreaterThan(0);
  });
});
