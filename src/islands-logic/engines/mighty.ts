/** Mighty for the islands: the engine's trick winner, ranking and pagat scoring. */
import descriptor from '../../engine/mighty/descriptor.ts';
import { MIGHTY_OPTIONS, MIGHTY_PRESETS, resolveMighty } from '../../engine/mighty/options.ts';
import {
  isPointCard,
  MIGHTY_DECK,
  MIGHTY_TRICKS,
  mightyContext,
  mightyLegalCards,
  mightyRanking,
  mightyScore,
  mightyTrickWinner,
  ripperCard,
  type MightyPartner,
} from '../../engine/mighty/rules.ts';
import { parseCards, type Suit } from '../../engine/cards.ts';
import type { RuleChoice, TrickEngine } from './types.ts';
import { intField, pointTarget, withPlaces } from './types.ts';

const valuesOf = (rc: RuleChoice) => resolveMighty({ preset: rc.preset, rules: rc.rules });
const SPECIAL = new Set(['mighty', 'joker', 'powerless-joker']);

export const mightyEngine: TrickEngine = {
  kind: 'trick',
  variant: 'mighty',
  title: descriptor.names.en,
  options: MIGHTY_OPTIONS,
  presets: MIGHTY_PRESETS,
  extras: ['declared', 'ripper'],
  players: (rc) => valuesOf(rc).players,
  deck: () => [...MIGHTY_DECK],
  pointCards: () => MIGHTY_DECK.filter((c) => isPointCard(c)).length,
  totalTricks: () => MIGHTY_TRICKS,
  noTrump: () => true,
  winner(rc, t) {
    const values = valuesOf(rc);
    const plays = parseCards(t.plays, 'plays');
    for (const c of plays)
      if (!MIGHTY_DECK.includes(c)) throw new Error(`${c} is not in the Mighty deck (52 cards and JK)`);
    if (plays.length < 1 || plays.length > 5) throw new Error('a Mighty trick has 1 to 5 cards');
    if (t.trick < 1 || t.trick > MIGHTY_TRICKS) throw new Error(`the trick number must be from 1 to ${MIGHTY_TRICKS}`);
    const ripper = t.calls?.ripper === true;
    if (ripper && plays[0] !== ripperCard(t.trump))
      throw new Error(`the ripper call needs the ripper ${ripperCard(t.trump)} as the lead`);
    const r = mightyTrickWinner(
      plays,
      mightyContext(values, t.trump, t.trick, { declared: t.declared ?? null, ripper }),
    );
    return { winner: r.winner, reason: r.explanation.text, explanation: r.explanation };
  },
  legal(rc, t, hand) {
    const values = valuesOf(rc);
    const ctx = mightyContext(values, t.trump, t.trick, {
      declared: t.declared ?? null,
      ripper: t.calls?.ripper === true,
    });
    return mightyLegalCards(parseCards(hand, 'hand'), parseCards(t.plays, 'plays'), ctx);
  },
  ranking(rc, q) {
    const values = valuesOf(rc);
    const rows = mightyRanking({ ...mightyContext(values, q.trump, q.trick), led: q.led });
    return withPlaces(rows.map((r) => ({ ...r, special: SPECIAL.has(r.role) })));
  },
  scoreFields(rc) {
    const v = valuesOf(rc);
    return [
      { key: 'bid', label: 'Bid (points promised)', kind: 'int', min: v.minBid, max: 20, default: v.minBid },
      { key: 'trump', label: 'Trump', kind: 'trump', default: 'S' },
      { key: 'points', label: 'Points of the declarer’s side', kind: 'int', min: 0, max: 20, default: v.minBid + 1 },
      {
        key: 'partner',
        label: 'Partner',
        kind: 'enum',
        values: ['friend', 'none', 'alone'],
        labels: { friend: 'a friend', none: 'declared no friend', alone: 'alone (own or buried card)' },
        default: 'friend',
      },
    ];
  },
  score(rc, input): Record<string, number> {
    const v = valuesOf(rc);
    const partner = input['partner'];
    if (partner !== 'friend' && partner !== 'none' && partner !== 'alone')
      throw new Error('partner must be friend, none or alone');
    const trump = input['trump'];
    const s = mightyScore({
      bid: intField(input, 'bid', v.minBid, 20),
      trump: trump === null || trump === 'N' || trump === '' ? null : (trump as Suit),
      points: intField(input, 'points', 0, 20),
      partner: partner as MightyPartner,
    });
    return s.friend === undefined
      ? { declarer: s.declarer, opponent: s.opponent }
      : { declarer: s.declarer, friend: s.friend, opponent: s.opponent };
  },
  handTarget: (view) =>
    pointTarget(view, {
      declarer: 'declarer',
      partner: 'friend',
      contract: 'contract',
      need: 'number',
      total: () => mightyEngine.pointCards!({}),
      value: (c) => (isPointCard(c) ? 1 : 0),
      // The friend counts once the view names them; "no friend" means alone.
      partnerHidden: (v) =>
        v['friend'] === null && Boolean(v['friendCall']) && (v['friendCall'] as { mode?: string }).mode !== 'none',
    }),
};

export default mightyEngine;
