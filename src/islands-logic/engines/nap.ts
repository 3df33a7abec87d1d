/** English Nap for the islands: the engine's judge (winner, score) and ranking. */
import descriptor from '../../engine/nap/descriptor.ts';
import { NAP_OPTIONS, NAP_PRESETS, resolveNap } from '../../engine/nap/options.ts';
import { isNapBid, napDeck, napRanking, napTrickWinner, NAP_HAND, tricksNeeded } from '../../engine/nap/rules.ts';
import { judgeNap } from '../../engine/nap/judge.ts';
import type { RuleChoice, TrickEngine } from './types.ts';
import { intField, liveTarget, numberIn, seatsIn, withPlaces } from './types.ts';

const valuesOf = (rc: RuleChoice) => resolveNap({ preset: rc.preset, rules: rc.rules });

export const napEngine: TrickEngine = {
  kind: 'trick',
  variant: 'nap',
  title: descriptor.names.en,
  options: NAP_OPTIONS,
  presets: NAP_PRESETS,
  extras: [],
  players: (rc) => valuesOf(rc).players,
  deck: (rc) => napDeck(valuesOf(rc)),
  totalTricks: () => NAP_HAND,
  noTrump: () => true,
  winner(rc, t) {
    const a = judgeNap({ preset: rc.preset, rules: rc.rules, trump: t.trump, trick: t.trick, plays: t.plays });
    // The judge checked the query; its explanation (rule id, cards) is the engine's own.
    const r = napTrickWinner(t.plays, { trump: t.trump, trickNumber: t.trick, misere: t.trump === null });
    const winner = a['winner'] as number;
    return { winner, reason: a['reason'] as string, ...(r.winner === winner ? { explanation: r.explanation } : {}) };
  },
  legal(rc, t, hand) {
    const a = judgeNap({
      preset: rc.preset,
      rules: rc.rules,
      query: 'legal',
      trump: t.trump,
      trick: t.trick,
      plays: t.plays,
      hand,
    });
    return a['legal'] as string[];
  },
  ranking(rc, q) {
    const v = valuesOf(rc);
    const rows = napRanking(napDeck(v), { trump: q.trump, trickNumber: q.trick, misere: q.trump === null, led: q.led });
    return withPlaces(rows.map((r) => ({ ...r, special: r.role === 'joker' })));
  },
  scoreFields(rc) {
    const v = valuesOf(rc);
    const bids = ['1', '2', '3', '4', 'nap'];
    if (v.misere) bids.splice(3, 0, 'misere');
    if (v.wellington) bids.push('wellington');
    if (v.blucher) bids.push('blucher');
    return [
      {
        key: 'bid',
        label: 'Bid',
        kind: 'enum',
        values: bids.filter((b) => !/^\d$/.test(b) || Number(b) >= v.minBid),
        labels: { nap: 'Nap (5)', misere: 'Misère (no tricks)', wellington: 'Wellington', blucher: 'Blücher' },
        default: String(Math.max(v.minBid, 3)),
      },
      { key: 'tricks', label: 'Tricks the declarer took', kind: 'int', min: 0, max: NAP_HAND, default: 3 },
    ];
  },
  score(rc, input): Record<string, number> {
    const a = judgeNap({
      preset: rc.preset,
      rules: rc.rules,
      query: 'score',
      bid: input['bid'],
      tricks: intField(input, 'tricks', 0, NAP_HAND),
    });
    return { declarer: a['declarer'] as number, opponent: a['opponent'] as number };
  },
  handTarget(view) {
    if (!view['result']) {
      const bid = view['bid'];
      const need = isNapBid(bid) ? tricksNeeded(bid) : 0;
      const t = liveTarget(view, { declarer: 'declarer' }, view['tricks'], need, NAP_HAND, false);
      return { ...t, perTrick: true, misere: bid === 'misere' };
    }
    const r = (view['result'] ?? {}) as Record<string, unknown>;
    const bid = r['bid'];
    return {
      side: seatsIn(r, 'declarer'),
      need: isNapBid(bid) ? tricksNeeded(bid) : 0,
      final: numberIn(r['tricks']),
      value: () => 0,
      perTrick: true,
      misere: bid === 'misere',
    };
  },
};

export default napEngine;
