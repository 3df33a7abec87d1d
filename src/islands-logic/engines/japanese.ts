/** Japanese Napoleon for the islands: the engine's own judge functions and ranking. */
import descriptor from '../../engine/japanese/descriptor.ts';
import { JAPANESE_OPTIONS, JAPANESE_PRESETS, resolveJapaneseRules } from '../../engine/japanese/options.ts';
import { japaneseDeck, HAND_SIZE, honourValue, totalHonours } from '../../engine/japanese/deck.ts';
import { japaneseLegalCards, japaneseScore, japaneseTrickWinner } from '../../engine/japanese/judge.ts';
import { japaneseRanking } from '../../engine/japanese/tricks.ts';
import { sortCanonical } from '../../engine/cards.ts';
import type { RuleChoice, TrickEngine } from './types.ts';
import { intField, liveTarget, numberIn, seatsIn } from './types.ts';
import type { OptionValue } from '../../engine/options.ts';

const rulesOf = (rc: RuleChoice) => resolveJapaneseRules({ preset: rc.preset, rules: rc.rules });
const SPECIAL = new Set(['mighty', 'sei-jack', 'ura-jack', 'killer', 'joker']);

export const japaneseEngine: TrickEngine = {
  kind: 'trick',
  variant: 'japanese',
  title: descriptor.names.en,
  options: JAPANESE_OPTIONS,
  presets: JAPANESE_PRESETS,
  extras: ['declared'],
  players: (rc) => rulesOf(rc).players,
  deck: (rc) => sortCanonical(japaneseDeck(rulesOf(rc))),
  totalTricks: (rc) => HAND_SIZE[rulesOf(rc).players]!,
  pointCards: (rc) => {
    const r = rulesOf(rc);
    return japaneseDeck(r, r.players).filter((c) => honourValue(c, r) > 0).length;
  },
  noTrump: (rc) => rulesOf(rc).noTrumpBids,
  winner(rc, t) {
    const r = japaneseTrickWinner({
      preset: rc.preset,
      rules: rc.rules,
      trump: t.trump,
      trick: t.trick,
      plays: t.plays,
      declared: t.declared ?? null,
    });
    return { winner: r.winner, reason: r.reason, explanation: r.explanation };
  },
  legal(rc, t, hand) {
    return japaneseLegalCards({
      preset: rc.preset,
      rules: rc.rules,
      query: 'legal',
      trump: t.trump,
      trick: t.trick,
      plays: t.plays,
      declared: t.declared ?? null,
      hand,
    }).legal;
  },
  ranking(rc, q) {
    const rules = rulesOf(rc);
    const total = HAND_SIZE[rules.players]!;
    const position = q.trick <= 1 ? 'first' : q.trick >= total ? 'last' : 'middle';
    const rows = japaneseRanking(rules, { trump: q.trump, position, ledSuit: q.led });
    return rows.map((r) => ({ ...r, special: SPECIAL.has(r.role) }));
  },
  scoreFields(rc) {
    const rules = rulesOf(rc);
    const total = totalHonours(rules);
    return [
      {
        key: 'bid',
        label: 'Bid (honours promised)',
        kind: 'int',
        min: rules.minBid,
        max: total,
        default: rules.minBid + 2,
      },
      {
        key: 'points',
        label: 'Honours taken by the Napoleon side',
        kind: 'int',
        min: 0,
        max: total,
        default: rules.minBid + 3,
      },
      {
        key: 'partner',
        label: 'Partner',
        kind: 'enum',
        values: ['adjutant', 'solo'],
        labels: { adjutant: 'an adjutant', solo: 'solo (no adjutant)' },
        default: 'adjutant',
      },
    ];
  },
  score(rc, input) {
    const rules = rulesOf(rc);
    const total = totalHonours(rules);
    const s = japaneseScore({
      preset: rc.preset,
      rules: rc.rules,
      bid: intField(input, 'bid', rules.minBid, total),
      points: intField(input, 'points', 0, total),
      partner: input['partner'] as 'adjutant' | 'solo',
    });
    return { ...s } as Record<string, number>;
  },
  handTarget(view) {
    if (!view['result']) {
      // During play: the adjutant counts once the view names him; a betrayer left the side.
      const rules = (view['rules'] ?? {}) as Record<string, OptionValue>;
      const betrayal = view['betrayal'] as { seat?: number } | null | undefined;
      const hidden = view['adjutant'] === null && view['solo'] !== true && Boolean(view['adjutantCard']) && !betrayal;
      return liveTarget(
        view,
        { declarer: 'napoleon', partner: 'adjutant', gone: betrayal?.seat ?? null },
        view['honoursTaken'],
        numberIn((view['contract'] as Record<string, unknown> | null | undefined)?.['count']),
        totalHonours(rulesOf({ rules })),
        hidden,
      );
    }
    const r = (view['result'] ?? {}) as Record<string, unknown>;
    const honours = ((view['rules'] ?? {}) as { honours?: 'standard' | 'with-threes' }).honours ?? 'standard';
    return {
      side: seatsIn(r, 'napoleon', 'adjutant'),
      need: numberIn(r['bid']),
      final: numberIn(r['points']),
      value: (c) => honourValue(c, { honours } as never),
    };
  },
};

export default japaneseEngine;
