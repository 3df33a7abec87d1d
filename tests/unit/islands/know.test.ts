/** The practice table's "What can I know?" panel: the view-to-query mapping and no leak of hidden cards. */
import { describe, expect, it } from 'vitest';
import { japaneseGame as G, type JapaneseAction, type JapaneseState } from '../../../src/engine/japanese/index.ts';
import { judgeWhoHolds } from '../../../src/engine/solver/judge.ts';
import { spokenName } from '../../../src/engine/cards.ts';
import { hasKnowPanel, knowPanel as panelOf, whoHoldsQueryOf, type Holds } from '../../../src/islands-logic/know.ts';
import { practiceEn } from '../../../src/i18n/islands/practice.en.ts';
import { twhkGame } from '../../../src/engine/twhk/index.ts';
import { mightyGame } from '../../../src/engine/mighty/game.ts';
import type { SolverVariantRules } from '../../../src/engine/solver/judge.ts';
import { Rng } from '../../../src/engine/rng.ts';

/** The panel in English words (the practice catalogue's), unless others are given. */
const knowPanel = (view: Record<string, unknown>, holds: Holds, w = practiceEn.know.words) => panelOf(view, holds, w);

function act(s: JapaneseState, a: JapaneseAction): JapaneseState {
  const r = G.apply(s, a);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

/** Seat 1 bids spades with ♥A as the adjutant card; `tricks` tricks are played at random. */
function position(seed: string, tricks: number): JapaneseState {
  let s = G.setup({ ruleSet: { variant: 'japanese', rules: {} }, seed });
  s = act(s, { type: 'bid', seat: 1, count: 13, suit: 'S' });
  for (let i = 0; i < 4; i++) s = act(s, { type: 'pass', seat: G.toAct(s)[0]! });
  const card = s.hand.hands[1]!.includes('HA') ? 'HK' : 'HA';
  s = act(s, { type: 'adjutant', seat: 1, card });
  const keep = s.hand.hands[1]!.filter((c) => c !== 'JK').slice(0, s.hand.widow.length);
  s = act(s, { type: 'discard', seat: 1, cards: keep });
  const rng = new Rng(`${seed}-play`);
  while (s.phase === 'play' && (s.hand.trick?.completed.length ?? 0) < tricks) {
    const seat = G.toAct(s)[0]!;
    const legal = G.legalActions(s, seat).filter((a) => a.type === 'play');
    s = act(s, rng.pick(legal));
  }
  return s;
}

const holdsFor =
  (s: JapaneseState): Holds =>
  (q) =>
    judgeWhoHolds({ variant: 'japanese', rules: s.rules }, q, spokenName);

describe('the "What can I know?" panel', () => {
  it('asks the judge about the view: own hand, every trick (the unfinished one too), Napoleon’s own discards', () => {
    let s = position('k1', 3);
    // one card into trick 4
    s = act(
      s,
      G.legalActions(s, G.toAct(s)[0]!).find((a) => a.type === 'play')!,
    );
    const napView = G.view(s, 1) as unknown as Record<string, unknown>;
    const q = whoHoldsQueryOf(napView, 'SK');
    expect(q['seat']).toBe(1);
    expect(q['hand']).toEqual(s.hand.hands[1]);
    expect(q['discards']).toEqual(s.hand.discards);
    const tricks = q['tricks'] as { leader: number; plays: string[] }[];
    expect(tricks).toHaveLength(4);
    expect(tricks[3]!.plays).toHaveLength(1);
    expect(tricks[0]!.plays).toEqual(s.hand.trick!.completed[0]!.plays.map((p) => p.card));
    // another seat sees no discards
    const other = whoHoldsQueryOf(G.view(s, 0) as unknown as Record<string, unknown>, 'SK');
    expect(other['discards']).toBeUndefined();
  });

  it('names a seat ruled out by a suit it did not follow, in words', () => {
    // find a game where someone showed out of a suit early
    for (let k = 0; k < 40; k++) {
      const s = position(`void${k}`, 4);
      const view = G.view(s, 0) as unknown as Record<string, unknown>;
      const p = knowPanel(view, holdsFor(s));
      expect(p.note).toBe('');
      const lines = p.rows.flatMap((r) => r.out);
      const line = lines.find((l) =>
        /cannot hold any: did not follow (spades|hearts|diamonds|clubs) at trick \d/.test(l),
      );
      if (!line) continue;
      expect(line).toMatch(/^Computer \d cannot hold any/);
      // words, not identifiers
      for (const r of p.rows)
        for (const t of [r.title, r.who, ...r.out]) expect(t).not.toMatch(/\b(seat \d|[SHDC](10|[2-9AKQJ])\b)/);
      const adj = s.hand.adjutantCard!;
      const hidden =
        !s.hand.hands[0]!.includes(adj) && !s.hand.trick!.completed.some((t) => t.plays.some((x) => x.card === adj));
      if (!hidden) continue;
      expect(p.rows[0]!.title).toBe(`The adjutant card, ${adj === 'HA' ? '♥A' : '♥K'}`);
      expect(p.rows[0]!.who).toMatch(/can hold it\.$/);
      expect(p.rows.slice(1).map((r) => r.title)).toEqual(['Spades', 'Hearts', 'Diamonds', 'Clubs']);
      return;
    }
    throw new Error('no position with a void found');
  });

  it('does not change when the other players’ hidden cards are swapped', () => {
    let checked = 0;
    for (let k = 0; k < 10; k++) {
      const s = position(`swap${k}`, 3);
      if (s.phase !== 'play') continue;
      const a = s.hand.hands[2]!;
      const b = s.hand.hands[3]!;
      // swap every card the two seats still hold (hand sizes are equal at the start of a trick)
      if (a.length !== b.length) continue;
      const swapped: JapaneseState = {
        ...s,
        hand: { ...s.hand, hands: s.hand.hands.map((h, i) => (i === 2 ? [...b] : i === 3 ? [...a] : h)) },
      };
      const v1 = G.view(s, 0) as unknown as Record<string, unknown>;
      const v2 = G.view(swapped, 0) as unknown as Record<string, unknown>;
      const p1 = knowPanel(v1, holdsFor(s));
      const p2 = knowPanel(v2, holdsFor(swapped));
      expect(p1.rows.length).toBeGreaterThan(0);
      expect(p2).toEqual(p1);
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });
});

// ------------------------------------------------------------------ tw-hk and Mighty

type AnyState = { phase: string; trick: { hands: string[][]; completed: unknown[] } | null; values: unknown };
type AnyGame = {
  setup(s: { ruleSet: { variant: string; rules: Record<string, unknown> }; seed: string }): AnyState;
  toAct(s: AnyState): number[];
  legalActions(s: AnyState, seat: number): { type: string }[];
  apply(s: AnyState, a: unknown): { ok: true; value: AnyState } | { ok: false; reason: string };
  view(s: AnyState, seat: number): unknown;
};
const GAMES: Record<'tw-hk' | 'mighty', AnyGame> = {
  'tw-hk': twhkGame as unknown as AnyGame,
  mighty: mightyGame as unknown as AnyGame,
};

/** A seeded game played at random (tw-hk: Napoleon gives the secretary command when he may) to `tricks` tricks. */
function played(variant: 'tw-hk' | 'mighty', seed: string, tricks: number): AnyState | null {
  const g = GAMES[variant];
  let s = g.setup({ ruleSet: { variant, rules: {} }, seed });
  const rng = new Rng(`${seed}-acts`);
  for (let guard = 0; guard < 400; guard++) {
    if (s.phase === 'play' && (s.trick?.completed.length ?? 0) >= tricks) return s;
    if (s.phase === 'handOver') return null;
    const seat = g.toAct(s)[0]!;
    const legal = g.legalActions(s, seat).filter((a) => a.type !== 'misdeal');
    const command = legal.find((a) => a.type === 'command');
    const a = command && rng.int(2) === 0 ? command : rng.pick(legal.filter((x) => x.type !== 'command'));
    const r = g.apply(s, a);
    if (!r.ok) throw new Error(r.reason);
    s = r.value;
  }
  return null;
}

for (const variant of ['tw-hk', 'mighty'] as const) {
  describe(`the "What can I know?" panel: ${variant}`, () => {
    const holds =
      (s: AnyState): Holds =>
      (q) =>
        judgeWhoHolds({ variant, rules: s.values } as SolverVariantRules, q, spokenName);

    it('is offered while cards are played, and does not change when the hidden hands are swapped', () => {
      let checked = 0;
      let partnerRows = 0;
      for (let k = 0; k < 30 && checked < 6; k++) {
        const s = played(variant, `know-${variant}-${k}`, 2 + (k % 4));
        if (!s?.trick) continue;
        const viewer = 0;
        const hs = s.trick.hands;
        const others = [1, 2, 3, 4].filter((x) => hs[x]!.length === hs[1]!.length);
        if (others.length < 2) continue;
        const [a, b] = others as [number, number];
        const swapped: AnyState = {
          ...s,
          trick: { ...s.trick, hands: hs.map((h, i) => (i === a ? [...hs[b]!] : i === b ? [...hs[a]!] : h)) },
        };
        const v1 = GAMES[variant].view(s, viewer) as Record<string, unknown>;
        const v2 = GAMES[variant].view(swapped, viewer) as Record<string, unknown>;
        expect(hasKnowPanel(v1, variant)).toBe(true);
        const p1 = knowPanel(v1, holds(s));
        const p2 = knowPanel(v2, holds(swapped));
        expect(p1.note, `${k}`).toBe('');
        expect(p1.rows.length).toBeGreaterThanOrEqual(4);
        expect(p2).toEqual(p1);
        for (const r of p1.rows)
          for (const t of [r.title, r.who, ...r.out])
            expect(t).not.toMatch(/\b(seat \d|[SHDC](10|[2-9AKQJ])\b|BJ|LJ|JK)\b/);
        if (/^The (secretary|friend) card, /.test(p1.rows[0]!.title)) partnerRows++;
        checked++;
      }
      expect(checked).toBeGreaterThanOrEqual(4);
      expect(partnerRows).toBeGreaterThan(0);
    });
  });
}

describe('the "What can I know?" panel: the tw-hk secretary command', () => {
  it('sends the command and Napoleon’s seat to the judge, and a seat that played after it is ruled out', () => {
    for (let k = 0; k < 200; k++) {
      const s = played('tw-hk', `cmd-${k}`, 3) as (AnyState & { napoleon: number; secretaryCard: string }) | null;
      if (!s?.trick) continue;
      const done = s.trick.completed as { calls?: Record<string, boolean>; plays: { card: string }[] }[];
      const t = done.findIndex((x) => x.calls?.['command']);
      if (t < 0) continue;
      const viewer = s.napoleon;
      const view = GAMES['tw-hk'].view(s, viewer) as Record<string, unknown>;
      const q = whoHoldsQueryOf(view, 'SA');
      expect(q['napoleon']).toBe(s.napoleon);
      expect((q['tricks'] as { calls?: Record<string, boolean> }[])[t]!.calls).toEqual({ command: true });
      const sec = s.secretaryCard;
      if (done.some((x) => x.plays.some((p) => p.card === sec)) || s.trick.hands[viewer]!.includes(sec)) continue;
      const p = knowPanel(view, (qq) =>
        judgeWhoHolds({ variant: 'tw-hk', rules: s.values } as SolverVariantRules, qq, spokenName),
      );
      const row = p.rows[0]!;
      expect(row.title).toMatch(/^The secretary card, /);
      if (row.out.some((l) => /after the secretary card was ordered/.test(l))) return;
    }
    throw new Error('no game where the secretary command ruled a seat out');
  });
});

describe('the "What can I know?" panel in Japanese (the catalogue’s KnowWords)', () => {
  it('says the same rows in Japanese words, with no Latin word and the ruled-out seats named', async () => {
    const { practiceJa } = await import('../../../src/i18n/islands/practice.ja.ts');
    // Latin-letter words other than card ranks (as tests/unit/i18n/islands.test.tsx counts them)
    const latinWords = (t: string) =>
      [...t.matchAll(/[A-Za-z][A-Za-z'’-]*/g)].map((m) => m[0]).filter((w) => !/^[AKQJ]$/.test(w));
    let seen = 0;
    for (const seed of ['k1', 'k2', 'k3', 'k4']) {
      const s = position(seed, 5);
      const view = G.view(s, 0) as unknown as Record<string, unknown>;
      const en = knowPanel(view, holdsFor(s));
      const ja = knowPanel(view, holdsFor(s), practiceJa.know.words);
      expect(ja.rows.map((r) => r.out.length)).toEqual(en.rows.map((r) => r.out.length));
      expect(ja.rows[0]!.title).toMatch(/^副官のカード（♥[AK]）$/);
      expect(ja.rows.slice(1).map((r) => r.title)).toEqual(['♠スペード', '♥ハート', '♦ダイヤ', '♣クラブ']);
      const text = ja.rows.flatMap((r) => [r.title, r.who, ...r.out]).join('\n');
      expect(latinWords(text)).toEqual([]);
      seen += ja.rows
        .flatMap((r) => r.out)
        .filter((o) =>
          /^(?:\d番の人)はこのスートを1枚も持っていません：第\d+トリックで(?:スペード|ハート|ダイヤ|クラブ)に従いませんでした。$/.test(
            o,
          ),
        ).length;
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe('the English panel words (from the practice catalogue)', () => {
  it('say a void as the browser test and the engine do: "did not follow diamonds at trick 1"', async () => {
    const { CATALOGUES } = await import('../../../src/i18n/islands/all.ts');
    const w = CATALOGUES.practice.en.know.words;
    const r = { seat: 2, rule: 'did-not-follow', text: 'seat 2 did not follow diamonds at trick 1', trick: 1, suit: 2 };
    expect(w.cannotHold(2, 0, r as never, 'D', true)).toMatch(
      /^Computer \d cannot hold any: did not follow diamonds at trick 1\.$/,
    );
  });
});
