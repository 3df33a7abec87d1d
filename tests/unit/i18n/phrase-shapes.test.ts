/**
 * The build-time phrasebooks as shapes and catalogues (src/i18n/phrases/shape*.ts, messages/<lang>/
 * phrases.json): for the engine's verdicts on many tricks (a fixed sample of random plays and
 * rules), every language that covers the game says why in its own words — no message missing, no
 * value a message asks for left out, no English left — and the Japanese and Korean Mighty
 * sentences read the same facts. Daifugō's refusals likewise, in Japanese.
 */
import { describe, expect, test } from 'vitest';
import { engineFor } from '../../../src/islands-logic/engines/all.ts';
import { DESCRIPTOR } from '../../../src/engine/descriptors.ts';
import { ALL_CARDS, SUITS, cardLabel, type Card, type Suit } from '../../../src/engine/cards.ts';
import { judgeDaifugo, judgeTrick, optionsOf } from '../../../src/islands-logic/site-engine.ts';
import type { TrickQuery } from '../../../src/islands-logic/site-engine.ts';
import { trickReasonJa } from '../../../src/i18n/phrases/ja-games.ts';
import { mightyReasonKo } from '../../../src/i18n/phrases/ko.ts';
import { twhkTrickReasonZh } from '../../../src/i18n/phrases/zh-tw.ts';
import { daifugoReasonJa } from '../../../src/i18n/phrases/ja.ts';
import { mightyReasonPhrase } from '../../../src/i18n/phrases/shape-mighty.ts';
import type { VariantId } from '../../../src/engine/options.ts';

/** A small seeded generator (mulberry32): the same sample on every run. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(29);
const pick = <T>(a: readonly T[]): T => a[Math.floor(rnd() * a.length)]!;

/** Some of a game's options set at random (the rest at their defaults). */
function someRules(variant: VariantId): Record<string, unknown> {
  const rules: Record<string, unknown> = {};
  for (const [k, d] of Object.entries(optionsOf(variant))) {
    if (k === 'players' || rnd() < 0.5) continue;
    if (d.kind === 'bool') rules[k] = rnd() < 0.5;
    else if (d.kind === 'enum') rules[k] = pick(d.values);
  }
  return rules;
}

/** Tricks the engine judges (a rejected one is skipped), with its verdict. */
function tricks(variant: TrickQuery['variant'], n: number): { q: TrickQuery; reason: string }[] {
  // the 52 cards and the game's jokers: two (BJ, LJ) where its deck has two, else the one JK
  const twoJokers = engineFor(variant).deck({}).includes('BJ');
  const deck = ALL_CARDS.filter((c) => (twoJokers ? c !== 'JK' : c !== 'BJ' && c !== 'LJ'));
  // a trick at the game's usual table (a card each)
  const players = DESCRIPTOR[variant].players.default;
  const out: { q: TrickQuery; reason: string }[] = [];
  for (let i = 0; i < n * 20 && out.length < n; i++) {
    const plays: Card[] = [];
    while (plays.length < players) {
      const c = pick(deck);
      if (!plays.includes(c)) plays.push(c);
    }
    const q: TrickQuery = {
      variant,
      rules: someRules(variant),
      players,
      trump: rnd() < 0.15 ? null : pick(SUITS),
      trick: pick([1, 2, 5, 8, 9, 10]),
      plays,
      // the partner card that ranks in the trick (tw-hk's secretary card)
      ...(DESCRIPTOR[variant].has.partnerCardRanks ? { secretary: pick(deck) } : {}),
    };
    try {
      out.push({ q, reason: judgeTrick(q).reason });
    } catch {
      // not a trick these rules allow
    }
  }
  return out;
}

/** Latin letters a sentence may keep: the cards' labels. */
const english = (s: string): string[] =>
  s.replace(/[♠♥♦♣](?:10|[AKQJ2-9])|\b[BL]J\b/g, '').match(/[A-Za-z]{2,}/g) ?? [];

describe('every trick verdict is said in each language that covers its game', () => {
  test.each(['japanese', 'nap', 'tw-hk', 'mighty'] as const)('%s, in Japanese', (variant) => {
    const sample = tricks(variant, 150);
    expect(sample.length).toBe(150);
    const said = new Set<string>();
    for (const { q } of sample) {
      const r = trickReasonJa(q);
      expect(english(r.reason), r.reason).toEqual([]);
      said.add(r.reason.replace(/[♠♥♦♣](?:10|[AKQJ2-9])/g, '♪'));
    }
    // The sentences tell the rules apart (not one sentence for every trick).
    expect(said.size).toBeGreaterThan(2);
  });

  test('Mighty, in Korean: the same facts as the Japanese sentence', () => {
    for (const { q, reason } of tricks('mighty', 150)) {
      const ko = mightyReasonKo(reason, q.trump);
      expect(english(ko), ko).toEqual([]);
      // the card the engine names is the card the sentence names, its particle resolved
      const shape = mightyReasonPhrase(reason, q.trump);
      const card = shape.values?.['card'];
      if (typeof card === 'string') expect(ko).toContain(card);
      expect(ko).not.toMatch(/\((?:은|이|을)\)|\((?:는|가|를)\)/);
    }
  });

  test('Taiwanese & Hong Kong Napoleon, in Chinese', () => {
    for (const { q, reason } of tricks('tw-hk', 150)) {
      const zh = twhkTrickReasonZh(reason, q.trump === null);
      expect(english(zh), zh).toEqual([]);
    }
  });
});

describe('every Daifugō refusal is said in Japanese', () => {
  const RANKS = ['3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A', '2'];
  const set = (n: number): Card[] => {
    const r = pick(RANKS);
    const cards = [...SUITS]
      .sort(() => rnd() - 0.5)
      .slice(0, n)
      .map((s) => `${s}${r}` as Card);
    if (rnd() < 0.15) cards[0] = 'JK';
    return cards;
  };
  const stairs = (n: number): Card[] => {
    const s: Suit = pick(SUITS);
    const i = Math.floor(rnd() * (RANKS.length - n));
    return RANKS.slice(i, i + n).map((r) => `${s}${r}` as Card);
  };
  const play = (n: number): Card[] =>
    n === 0 ? [] : rnd() < 0.25 && n >= 3 ? stairs(n) : rnd() < 0.1 ? ['JK'] : set(Math.min(n, 4));

  test('for the plays the engine refuses, and the sentences it can give', () => {
    const reasons = new Set<string>();
    for (let i = 0; i < 20000 && reasons.size < 150; i++) {
      const pile = play(pick([1, 1, 2, 3, 4]));
      const cards = rnd() < 0.6 ? play(pile.length) : play(pick([0, 1, 2, 3, 4, 5]));
      if (cards.some((c) => pile.includes(c))) continue;
      try {
        const a = judgeDaifugo({
          rules: someRules('daifugo'),
          pile: [pile],
          reversed: rnd() < 0.3,
          lockedSuits: rnd() < 0.2 ? [pick(SUITS), pick(SUITS)] : [],
          play: cards,
        });
        if (!a.legal) reasons.add(a.reason);
      } catch {
        // not a position these rules allow
      }
    }
    for (const r of [
      'stairs of 3 must be answered by stairs of 3',
      'stairs from 5 do not beat stairs from 9 — you need a higher rank',
      'nothing beats a set of jokers (only another joker can match it)',
      '3s cannot be matched at the same rank (unskippable 2/3) while the order is reversed: you need a stronger play',
      'a play needs at least one card',
      'spades, hearts and clubs are locked: play only spades, hearts and clubs until the pile clears',
    ])
      reasons.add(r);
    expect(reasons.size).toBeGreaterThan(20);
    for (const r of reasons) {
      const ja = daifugoReasonJa(r);
      expect(english(ja), `${r} → ${ja}`).toEqual([]);
    }
    expect(
      daifugoReasonJa('spades, hearts and clubs are locked: play only spades, hearts and clubs until the pile clears'),
    ).toBe('スペード・ハート・クラブで縛られています。場が流れるまでスペード・ハート・クラブしか出せません');
    expect(cardLabel('S10')).toBe('♠10');
  });
});
