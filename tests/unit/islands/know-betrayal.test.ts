/**
 * Issue #33: "What can I know?" counts the cards Napoleon shows when he betrays the adjutant
 * (Japanese Napoleon, `betrayal: adjutant-and-napoleon`: he shows ♣10 and the joker): until he
 * plays them, they are known to be in his hand — nobody else holds them, and they take up room in
 * his hand.
 */
import { describe, expect, it } from 'vitest';
import { spokenName } from '../../../src/engine/cards.ts';
import { japaneseGame as G, type JapaneseState } from '../../../src/engine/japanese/index.ts';
import { act, napoleonKeepsBoth } from '../../fixtures/japanese-betrayal.ts';
import { Rng } from '../../../src/engine/rng.ts';
import { judgeWhoHolds } from '../../../src/engine/solver/judge.ts';
import { knowPanel, whoHoldsQueryOf, type Holds } from '../../../src/islands-logic/know.ts';
import { practiceEn } from '../../../src/i18n/islands/practice.en.ts';

const { seatName } = practiceEn;

type View = Record<string, unknown>;

const holdsFor =
  (s: JapaneseState): Holds =>
  (q) =>
    judgeWhoHolds({ variant: 'japanese', rules: s.rules }, q, spokenName);

/**
 * A hand where Napoleon keeps ♣10 and the joker to his last three cards, then betrays the adjutant
 * with his other card (showing both); returned at the start of the next trick, with his seat.
 */
function betrayedLate(): { s: JapaneseState; nap: number } {
  for (let k = 0; k < 300; k++) {
    const deal = napoleonKeepsBoth(`late${k}`);
    if (!deal) continue;
    let s = deal.s;
    const nap = deal.nap;
    const rng = new Rng(`late${k}-play`);
    let betrayed = false;
    while (s.phase === 'play') {
      const seat = G.toAct(s)[0]!;
      const legal = G.legalActions(s, seat).filter((a) => a.type === 'play');
      if (seat !== nap) {
        s = act(s, rng.pick(legal.filter((a) => !(a.type === 'play' && a.betray))));
        if (betrayed && s.hand.trick!.current.length === 0) return { s, nap };
        continue;
      }
      const held = s.hand.trick!.hands[nap]!;
      const keep = legal.filter((a) => a.type === 'play' && a.card !== 'C10' && a.card !== 'JK');
      if (keep.length === 0) break; // made to play one of them: try another deal
      if (held.length === 3) {
        const betray = keep.find((a) => a.type === 'play' && a.betray);
        if (!betray) break;
        s = act(s, betray);
        betrayed = true;
        if (s.hand.trick!.current.length === 0) return { s, nap };
        continue;
      }
      s = act(s, rng.pick(keep.filter((a) => a.type === 'play' && !a.betray)));
    }
  }
  throw new Error('no hand found where Napoleon betrays with ♣10 and the joker as his last two cards');
}

describe('"What can I know?" after Napoleon’s betrayal (issue #33)', () => {
  const { s, nap } = betrayedLate();
  const viewer = (nap + 2) % 5;
  const view = G.view(s, viewer) as unknown as View;
  const holds = holdsFor(s);

  it('sends the shown cards to the judge, which places them in Napoleon’s hand', () => {
    expect(s.hand.trick!.hands[nap]!.sort()).toEqual(['C10', 'JK']);
    const q = whoHoldsQueryOf(view, 'C10');
    expect(q['shown']).toEqual([{ seat: nap, cards: ['C10', 'JK'] }]);
    for (const card of ['C10', 'JK']) {
      const r = holds(whoHoldsQueryOf(view, card));
      expect(r.possible, card).toEqual([nap]);
      expect(r.widow, card).toBe(false);
      const others = r.ruledOut.filter((o) => o.seat !== viewer);
      expect(others.every((o) => o.rule === 'no-cards' || o.shownBy === nap)).toBe(true);
    }
  });

  it('leaves no room in Napoleon’s hand for any other card', () => {
    const hand = new Set(view['hand'] as string[]);
    const played = new Set(s.hand.trick!.completed.flatMap((t) => t.plays.map((p) => p.card)));
    // every card another seat still holds (the test may look: the panel does not)
    const held = s.hand.trick!.hands.flat();
    const others = held.filter((c) => !hand.has(c) && !played.has(c) && c !== 'C10' && c !== 'JK');
    expect(others.length).toBeGreaterThan(0);
    for (const c of others) expect(holds(whoHoldsQueryOf(view, c)).possible, c).not.toContain(nap);
    // the panel: Napoleon is named in no suit's "can hold" but clubs', and ruled out of the others
    const panel = knowPanel(view, holds, practiceEn.know.words);
    expect(panel.note).toBe('');
    const name = seatName(nap, viewer);
    for (const row of panel.rows.filter((r) => r.title !== 'Clubs' && !r.title.startsWith('The '))) {
      expect(row.who, row.title).not.toContain(name);
      if (!row.who.startsWith('Every')) expect(row.out.some((l) => l.startsWith(`${name} cannot hold any`))).toBe(true);
    }
  });

  it('words the reason a shown card is out of another hand', () => {
    const r = holds(whoHoldsQueryOf(view, 'C10'));
    const o = r.ruledOut.find((x) => x.shownBy === nap)!;
    expect(o.text).toMatch(/showed it/);
  });
});

describe('the who-holds query’s "shown"', () => {
  const rules = {
    variant: 'japanese',
    rules: G.setup({ ruleSet: { variant: 'japanese', rules: {} }, seed: 'x' }).rules,
  };
  it('refuses a malformed list, naming the field', () => {
    expect(() =>
      judgeWhoHolds(rules as never, { query: 'who-holds', trump: 'S', seat: 0, card: 'SA', hand: [], shown: 'C10' }),
    ).toThrow('"shown" must be a list such as [{"seat": 2, "cards": ["C10", "JK"]}]');
    expect(() =>
      judgeWhoHolds(rules as never, {
        query: 'who-holds',
        trump: 'S',
        seat: 0,
        card: 'SA',
        hand: [],
        shown: [{ seat: 9, cards: [] }],
      }),
    ).toThrow(/shown\[0\]\.seat/);
  });
});
