/**
 * Endgame and deduction puzzles (issue 18): every puzzle in the files is right by the solver
 * and who-holds, the counts are met, and a wrong puzzle is named with what is wrong.
 */
import { describe, expect, it } from 'vitest';
import {
  deductionSignals,
  deductionView,
  endgameFirstTurn,
  endgameSignals,
  MIN_POSITION_PUZZLES,
  POSITION_VARIANTS,
  POSITION_FIELDS,
  positionProblems,
  positionPuzzlesFor,
  rawPositionPuzzles,
  resolvedRulesOf,
  endgameView,
  playersOf,
} from '../../../src/content-data/position-puzzles.ts';
import { seedRating } from '../../../src/islands-logic/trainer.ts';
import schema from '../../../content/puzzles/schema.json' with { type: 'json' };
import { puzzleShapeProblems } from '../../../src/content-data/puzzle-check.ts';
import { cardIndex } from '../../../src/engine/cards.ts';
import { solverGameFor } from '../../../src/engine/solver/variant-game.ts';
import {
  defendUntilSide,
  isOver,
  moveForCard,
  playMove,
  seatToAct,
  solveEndgame,
  solverChoice,
  startEndgame,
} from '../../../src/engine/solver/endgame.ts';

describe('the endgame and deduction files', () => {
  it('hold no wrong puzzle', () => {
    expect(positionProblems()).toEqual([]);
  });
  it('meet the promised counts', () => {
    for (const kind of ['endgame', 'deduction'] as const)
      for (const v of POSITION_VARIANTS)
        expect(rawPositionPuzzles(kind, v).length, `${kind} ${v}`).toBeGreaterThanOrEqual(
          MIN_POSITION_PUZZLES[kind][v],
        );
    expect(MIN_POSITION_PUZZLES.endgame).toEqual({ japanese: 15, 'tw-hk': 15, mighty: 15, nap: 15 });
    expect(rawPositionPuzzles('endgame', 'nap')).toHaveLength(15);
  });
});

const first = positionPuzzlesFor('endgame', 'japanese')[0]!;
const ded = positionPuzzlesFor('deduction', 'japanese')[0]!;
const check = (kind: 'endgame' | 'deduction', p: unknown) =>
  positionProblems({ [kind]: { [(p as { variant: 'japanese' }).variant]: [p] } });

describe('a wrong puzzle is named', () => {
  it('a target the side cannot make, or less than it can', () => {
    for (const target of [first.target + 1, first.target - 1].filter((t) => t > 0)) {
      const r = check('endgame', { ...first, target });
      expect(r).toHaveLength(1);
      expect(r[0]!.id).toBe(first.id);
      expect(r[0]!.problem).toMatch(/"target" is \d+, but with best play on both sides the side makes/);
    }
  });
  it('a key card that is not the winning card', () => {
    const other = endgameFirstTurn(first).legal.find((c) => c !== first.key)!;
    const r = check('endgame', { ...first, key: other });
    expect(r[0]!.problem).toContain(`the only winning card at the side's first turn is ${first.key}`);
  });
  it('a position whose first decision has two winning cards', () => {
    // ♥A and ♥K in one hand, small hearts elsewhere: either lead makes both tricks.
    const hands = [
      ['HA', 'HK'],
      ['H2', 'H3'],
      ['H4', 'H5'],
      ['H6', 'H7'],
      ['H8', 'H9'],
    ];
    const r = check('endgame', { ...first, trump: 'S', hands, leader: 0, side: [0, 1], target: 2, key: 'HA' });
    expect(r[0]!.problem).toMatch(
      /^at the side's first turn 2 cards make 2 \((HA, HK|HK, HA)\): the solution is not unique$/,
    );
  });
  it('a malformed endgame: too many tricks left, unknown field', () => {
    const hands = first.hands.map((h) => [...h, ...h.map(() => 'XX')]);
    const r = check('endgame', { ...first, hands, extra: 1 });
    expect(r[0]!.problem).toContain('unknown field "extra"');
    expect(r[0]!.problem).toContain('canonical form');
  });
  it('a deduction whose stated seats differ from who-holds', () => {
    const everyone = [0, 1, 2, 3, 4].filter((x) => x !== ded.seat);
    const r = check('deduction', { ...ded, answer: { seats: everyone, widow: ded.answer.widow } });
    expect(r).toHaveLength(1);
    expect(r[0]!.id).toBe(ded.id);
    expect(r[0]!.problem).toMatch(/"answer.seats" is \[.*\], but who-holds says \[/);
  });
  it('a deduction that does not narrow the field', () => {
    // Cut a puzzle back to its first trick, where every seat followed suit: nobody is ruled out.
    const all = [...positionPuzzlesFor('deduction', 'japanese'), ...positionPuzzlesFor('deduction', 'mighty')];
    const p = all.find((x) => x.tricks[0]!.plays.every((c) => c[0] === x.tricks[0]!.plays[0]![0]))!;
    expect(p).toBeDefined();
    const later = p.tricks.slice(1).flatMap((t) => t.plays.filter((_, j) => (t.leader + j) % 5 === p.seat));
    const short = {
      ...p,
      tricks: p.tricks.slice(0, 1),
      hand: [...p.hand, ...later],
      answer: { seats: [0, 1, 2, 3, 4].filter((x) => x !== p.seat), widow: false },
    };
    const r = positionProblems({ deduction: { [p.variant]: [short] } });
    expect(r.map((x) => x.problem).join()).toContain('does not narrow the field');
  });
  it('a trick puzzle file refuses another kind, naming where it goes', () => {
    const p = {
      id: 'jp-x',
      title: 'x',
      difficulty: 1,
      teaches: 'led-suit',
      variant: 'japanese',
      trump: 'H',
      trick: 3,
      plays: ['C9', 'CK'],
      answer: 1,
    };
    expect(puzzleShapeProblems({ ...p, kind: 'trick' }, 'japanese')).toEqual([]);
    expect(puzzleShapeProblems({ ...p, kind: 'endgame' }, 'japanese').join()).toContain('endgame-<variant>.json');
  });
});

describe('English Nap endgames', () => {
  const nap = positionPuzzlesFor('endgame', 'nap');
  const napCheck = (p: unknown) => positionProblems({ endgame: { nap: [p] } });
  it('are played by four under the default rules, the declarer alone, counting tricks', () => {
    expect(playersOf('nap')).toBe(4);
    for (const p of nap) {
      expect(p.hands, p.id).toHaveLength(4);
      expect(p.side, p.id).toHaveLength(p.declarer === undefined ? 1 : 3);
      const v = endgameView(p);
      expect(v.unit).toBe('tricks');
      expect(v.available, p.id).toBe(p.hands[0]!.length);
      if (p.declarer === undefined) expect(v.names[p.side[0]!]).toBe('You (declarer)');
    }
    expect(endgameView(first).unit).toBe('cards');
  });
  it('a wrong stated answer is named: the target, the key', () => {
    const p = nap[0]!;
    expect(napCheck({ ...p, target: p.target + 1 })[0]!.problem).toBe(
      `"target" is ${p.target + 1}, but with best play on both sides the side makes ${p.target}`,
    );
    const other = endgameFirstTurn(p).legal.find((c) => c !== p.key)!;
    expect(napCheck({ ...p, key: other })[0]!.problem).toBe(
      `"key" is ${other}, but the only winning card at the side's first turn is ${p.key}`,
    );
  });
  it('one is played from the defence: the learner plays the three defenders, the declarer is named', () => {
    const defence = nap.filter((p) => p.declarer !== undefined);
    expect(defence.length).toBeGreaterThanOrEqual(1);
    for (const p of defence) {
      expect(p.side).not.toContain(p.declarer);
      const names = endgameView(p).names;
      expect(names[p.declarer!]).toBe('Declarer');
      expect(names.filter((n) => n.startsWith('You'))).toEqual([]);
    }
    const p = defence[0]!;
    expect(napCheck({ ...p, declarer: p.side[0] })[0]!.problem).toBe(
      '"declarer" (when your side defends) must be a seat that is not in "side"',
    );
  });
  it('a Nap position for five seats is refused', () => {
    const p = nap[0]!;
    const r = napCheck({ ...p, hands: [...p.hands, ['S2', 'S3', 'S4']], leader: 4 });
    expect(r[0]!.problem).toContain('"hands" must be 4 lists of cards');
    expect(r[0]!.problem).toContain('"leader" must be a seat from 0 to 3');
  });
});

describe('playing an endgame out', () => {
  for (const v of POSITION_VARIANTS) {
    it(`${v}: the key card then best play makes the target; another first card is refuted`, () => {
      for (const p of positionPuzzlesFor('endgame', v)) {
        const g = solverGameFor(resolvedRulesOf(v, p.preset), p.trump, p.secretary);
        const s0 = startEndgame(
          g,
          p.hands.map((h) => h.map(cardIndex)),
          p.leader,
          p.side,
        );
        let { pos } = defendUntilSide(g, s0);
        const wrong = endgameFirstTurn(p).legal.find((c) => c !== p.key)!;
        const bad = playMove(g, pos, moveForCard(g, pos, cardIndex(wrong))!);
        expect(solveEndgame(g, bad).total, p.id).toBeLessThan(p.target);
        pos = playMove(g, pos, moveForCard(g, pos, cardIndex(p.key))!);
        while (!isOver(pos)) pos = playMove(g, pos, solverChoice(g, pos));
        expect(pos.made, p.id).toBe(p.target);
        expect(p.side).toContain(seatToAct(g, defendUntilSide(g, s0).pos));
      }
    });
  }
});

describe('deduction views', () => {
  it('name seats in words and give a reason for every seat ruled out', () => {
    for (const v of ['japanese', 'tw-hk', 'mighty'] as const)
      for (const p of positionPuzzlesFor('deduction', v)) {
        const view = deductionView(p);
        expect(view.names[p.seat]).toMatch(/^You \(/);
        for (const s of view.candidates) {
          const ruled = view.reasons.find((r) => r.seat === s);
          expect(view.possible.includes(s) !== (ruled !== undefined), `${p.id} seat ${s}`).toBe(true);
          if (ruled) expect(ruled.text).toMatch(/^Seat \d /);
        }
      }
  });
});

describe('schema.json for editors', () => {
  it("knows the endgame and deduction kinds with the loader's fields", () => {
    const base = Object.keys(schema.$defs.base.properties).filter(
      (k) => k !== 'preset' && k !== 'rules' && k !== 'players',
    );
    for (const kind of ['endgame', 'deduction'] as const) {
      const def = schema.$defs[`${kind}Puzzle`];
      expect(def.properties.kind.const).toBe(kind);
      const fields = new Set([...base, ...Object.keys(def.properties)]);
      expect([...fields].sort()).toEqual([...POSITION_FIELDS[kind]].sort());
    }
  });
});

describe("the trainer's difficulty signals", () => {
  it('endgames: one winning card among the legal ones at the critical trick, only moves counted on the line', () => {
    const ratings: number[][] = [[], [], [], [], [], []];
    for (const v of POSITION_VARIANTS)
      for (const p of positionPuzzlesFor('endgame', v)) {
        const s = endgameSignals(p);
        const first = endgameFirstTurn(p);
        expect(s.tricksLeft, p.id).toBe(p.hands[0]!.length);
        expect(s.legal, p.id).toBe(first.legal.length);
        expect(s.winning, p.id).toBe(1);
        expect(s.onlyMoves, p.id).toBeGreaterThanOrEqual(1);
        expect(s.onlyMoves, p.id).toBeLessThanOrEqual(s.tricksLeft * p.side.length);
        expect(s.nodes, p.id).toBeGreaterThan(0);
        ratings[s.tricksLeft]!.push(seedRating({ difficulty: p.difficulty, ...s, alternatives: s.legal }).r);
      }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(ratings[5]!)).toBeGreaterThan(mean(ratings[3]!));
    expect(new Set(ratings.flat()).size).toBeGreaterThan(20);
  });

  it('deductions: the seats ruled out by plays are the reasons shown, and counting is seen', () => {
    let counting = 0;
    for (const v of POSITION_VARIANTS)
      for (const p of positionPuzzlesFor('deduction', v)) {
        const s = deductionSignals(p);
        const view = deductionView(p);
        expect(s.tricksSeen).toBe(p.tricks.length);
        expect(s.ruledOut, p.id).toBe(view.reasons.filter((r) => !/no cards/i.test(r.text)).length);
        expect(s.ruledOut, p.id).toBeGreaterThanOrEqual(1);
        expect(s.possible, p.id).toBe(view.possible.length + (view.widow ? 1 : 0));
        if (s.counting) counting++;
      }
    expect(counting).toBeGreaterThan(0);
  });
});

describe('tw-hk deductions: the secretary command', () => {
  it('is what rules seats out: without the order the same tricks narrow nothing', () => {
    const list = positionPuzzlesFor('deduction', 'tw-hk');
    expect(list.length).toBeGreaterThanOrEqual(10);
    for (const p of list) {
      const view = deductionView(p);
      expect(view.reasons.length, p.id).toBeGreaterThan(0);
      for (const r of view.reasons) expect(r.text, p.id).toMatch(/after Napoleon ordered the secretary card played/);
      // words, not identifiers (the secretary card may be a joker)
      for (const r of view.reasons) expect(r.text).not.toMatch(/\b(BJ|LJ|JK)\b/);
      const plain = { ...p, tricks: p.tricks.map(({ calls: _calls, ...t }) => t) };
      const probs = positionProblems({ deduction: { 'tw-hk': [plain] } });
      expect(probs.map((x) => x.problem).join(' '), p.id).toMatch(/does not narrow the field/);
    }
  });
  it('a command in another game is refused, naming the puzzle', () => {
    const p = positionPuzzlesFor('deduction', 'mighty')[0]!;
    const bad = { ...p, tricks: p.tricks.map((t) => ({ ...t, calls: { command: true } })) };
    const probs = positionProblems({ deduction: { mighty: [bad] } });
    expect(probs).toHaveLength(1);
    expect(probs[0]!.id).toBe(p.id);
    expect(probs[0]!.problem).toMatch(/"calls"\?: \{"command": true\} \(tw-hk only\)/);
  });
});
