/**
 * The declaring side's total during play (review item M1): facts from the seat's view through the
 * adapter's `handTarget`, never hidden information — a partner the view does not name is not
 * counted (the total must not give them away), and is counted once the view names them.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/rng.ts';
import type { VariantId } from '../../../src/engine/options.ts';
import type { TrickEngine } from '../../../src/islands-logic/engines/types.ts';
import { practiceEngine } from '../../../src/islands-logic/practice-engine.ts';
import type { AnyAction } from '../../../src/islands-logic/practice.ts';
import { sideTotal } from '../../../src/islands-logic/side-total.ts';
import { tableScoreEn } from '../../../src/i18n/islands/table-score.en.ts';
import { tableScoreJa } from '../../../src/i18n/islands/table-score.ja.ts';

type View = Record<string, unknown>;

/** A real view of seat 1 during play (seeded random moves until the second trick). */
function midPlay(v: VariantId, seed: string): View {
  const { game, players } = practiceEngine(v);
  let s = game.setup({ ruleSet: { variant: v }, seed, players: players({}) });
  const rng = new Rng(seed);
  for (let i = 0; i < 2000; i++) {
    const view = game.view(s, 1);
    const n = (view['trickNumber'] as number | undefined) ?? (view['trick'] as { number?: number } | null)?.number;
    if (view['phase'] === 'play' && (n ?? 0) >= 2) return view;
    const seat = game.toAct(s)[0];
    if (seat === undefined) break;
    const r = game.apply(s, rng.pick(game.legalActions(s, seat)) as AnyAction);
    if (r.ok) s = r.value;
  }
  throw new Error(`${v}: no play phase reached`);
}

const facts = (v: VariantId, view: View) => sideTotal(v, view, (practiceEngine(v) as TrickEngine).handTarget!(view));

describe('Japanese Napoleon: the adjutant counts only once the view names him', () => {
  const base = { ...midPlay('japanese', 'side-1'), napoleon: 3, contract: { count: 13, suit: 'S' } };
  const taken = [2, 3, 0, 4, 1];

  it('a hidden adjutant: Napoleon’s own honours only, and the allies’ count is not shown', () => {
    const f = facts('japanese', { ...base, adjutant: null, solo: null, honoursTaken: taken })!;
    expect(f).toMatchObject({
      state: 'hidden',
      made: 4,
      need: 13,
      unit: 'honours',
      defenders: { have: null, stop: 8 },
    });
    expect(tableScoreEn.line(f)).toBe(
      'Napoleon: 4 of 13 honours so far (the adjutant is not known yet) · the allies need 8 to stop it',
    );
    expect(tableScoreJa.line(f)).toBe(
      'ナポレオン：ここまで絵札13枚中4枚（副官はまだわかりません）・連合軍は8取れば阻止',
    );
  });

  it('the adjutant named: the side’s total, and what the allies have', () => {
    const f = facts('japanese', { ...base, adjutant: 1, honoursTaken: taken })!;
    expect(f).toMatchObject({ state: 'side', made: 7, defenders: { have: 3, stop: 8, beaten: false } });
    expect(tableScoreEn.line(f)).toBe("Napoleon's side: 7 of 13 honours · the allies have 3, need 8 to stop it");
  });

  it('the allies holding what stops it: the contract is beaten', () => {
    const f = facts('japanese', { ...base, adjutant: 1, honoursTaken: [4, 1, 4, 0, 0] })!;
    expect(f.defenders).toEqual({ have: 8, stop: 8, beaten: true });
    expect(tableScoreEn.line(f)).toBe("Napoleon's side: 1 of 13 honours · the allies have 8: the contract is beaten");
  });

  it('Napoleon holding the adjutant card plays alone; a betrayer leaves the side', () => {
    expect(facts('japanese', { ...base, adjutant: null, solo: true, honoursTaken: taken })).toMatchObject({
      state: 'alone',
      made: 4,
      defenders: { have: 6 },
    });
    const betrayed = { ...base, adjutant: 1, honoursTaken: taken, betrayal: { by: 'adjutant', seat: 1 } };
    expect(facts('japanese', betrayed)).toMatchObject({ state: 'alone', made: 4 });
  });
});

describe('Nap: the declarer’s tricks against the bid', () => {
  it('tricks, not cards, and the others’ tricks to stop it', () => {
    const view = { ...midPlay('nap', 'side-2'), declarer: 0, bid: 3, tricks: [2, 1, 0, 0] };
    const f = facts('nap', view)!;
    expect(f).toMatchObject({ state: 'alone', made: 2, need: 3, unit: 'tricks', defenders: { have: 1, stop: 3 } });
    expect(tableScoreEn.line(f)).toBe('Declarer: 2 of 3 tricks · the defenders have 1, need 3 to stop it');
  });
});

describe('tw-hk and Mighty: the partner the same way', () => {
  it('tw-hk: heads, the secretary counted once named, a dictator alone', () => {
    const base = {
      ...midPlay('tw-hk', 'side-3'),
      napoleon: 2,
      bid: { heads: 11, strain: 'S' },
      points: [1, 2, 3, 0, 4],
    };
    expect(facts('tw-hk', { ...base, secretary: null, dictator: false })).toMatchObject({
      state: 'hidden',
      made: 3,
      unit: 'heads',
      defenders: { have: null, stop: 6 },
    });
    expect(facts('tw-hk', { ...base, secretary: 4 })).toMatchObject({ state: 'side', made: 7, defenders: { have: 3 } });
    expect(facts('tw-hk', { ...base, secretary: null, dictator: true })).toMatchObject({ state: 'alone', made: 3 });
  });

  it('Mighty: points, the friend counted once named, "no friend" alone', () => {
    const base = { ...midPlay('mighty', 'side-4'), declarer: 0, contract: { number: 14, strain: 'C' } };
    const points = [5, 0, 2, 3, 1];
    const call = { mode: 'card', card: 'C9' };
    expect(facts('mighty', { ...base, friendCall: call, friend: null, points })).toMatchObject({
      state: 'hidden',
      made: 5,
      unit: 'points',
      defenders: { have: null, stop: 7 },
    });
    const f = facts('mighty', { ...base, friendCall: call, friend: 3, points })!;
    expect(f).toMatchObject({ state: 'side', made: 8, defenders: { have: 3 } });
    expect(tableScoreEn.line(f)).toBe("Declarer's side: 8 of 14 points · the defenders have 3, need 7 to stop it");
    expect(facts('mighty', { ...base, friendCall: { mode: 'none' }, friend: null, points })).toMatchObject({
      state: 'alone',
      made: 5,
    });
  });
});

describe('the line during play only, in every trick game', () => {
  it.each(['japanese', 'tw-hk', 'mighty', 'nap'] as VariantId[])(
    '%s: a real view mid-play has a total that counts only seats the view names',
    (v) => {
      const view = midPlay(v, `side-real-${v}`);
      const f = facts(v, view)!;
      expect(f).not.toBeNull();
      const partner = view['adjutant'] ?? view['secretary'] ?? view['friend'];
      if (partner === null && f.state === 'hidden') expect(f.defenders?.have ?? null).toBeNull();
      expect(facts(v, { ...view, phase: 'auction' })).toBeNull();
      expect(facts(v, { ...view, result: { points: 1 } })).toBeNull();
    },
  );
});
