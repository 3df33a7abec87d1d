/** Taiwanese / Hong Kong Napoleon for the islands: the engine's winner, ranking and score table. */
import descriptor from '../../engine/twhk/descriptor.ts';
import { TWHK_OPTIONS, TWHK_PRESETS, resolveTwhk } from '../../engine/twhk/options.ts';
import {
  HAND_SIZE,
  isHead,
  TWHK_DECK,
  twhkContext,
  twhkLegalCards,
  twhkRanking,
  twhkScore,
  twhkTrickWinner,
} from '../../engine/twhk/rules.ts';
import { parseCard, parseCards } from '../../engine/cards.ts';
import type { RuleChoice, TrickEngine } from './types.ts';
import { intField, pointTarget, withPlaces } from './types.ts';

const valuesOf = (rc: RuleChoice) => resolveTwhk({ preset: rc.preset, rules: rc.rules });
const SPECIAL = new Set(['secretary', 'big-joker', 'little-joker', 'weak-joker']);

export const twhkEngine: TrickEngine = {
  kind: 'trick',
  variant: 'tw-hk',
  title: descriptor.names.en,
  options: TWHK_OPTIONS,
  presets: TWHK_PRESETS,
  extras: ['declared', 'secretary', 'summon'],
  players: (rc) => valuesOf(rc).players,
  deck: () => [...TWHK_DECK],
  pointCards: () => TWHK_DECK.filter((c) => isHead(c)).length,
  totalTricks: (rc) => HAND_SIZE[valuesOf(rc).players]!,
  noTrump: () => true,
  winner(rc, t) {
    const values = valuesOf(rc);
    const plays = parseCards(t.plays, 'plays');
    for (const c of plays) if (!TWHK_DECK.includes(c)) throw new Error(`${c} is not in the deck (52 cards, BJ and LJ)`);
    const total = HAND_SIZE[values.players]!;
    if (plays.length < 1 || plays.length > values.players) throw new Error(`a trick has 1 to ${values.players} cards`);
    if (t.trick < 1 || t.trick > total) throw new Error(`the trick number must be from 1 to ${total}`);
    const secretary = t.secretary ? parseCard(t.secretary) : null;
    const ctx = twhkContext(values, t.trump, secretary, t.trick, {
      declared: t.declared ?? null,
      summon: t.calls?.summon === true,
    });
    const r = twhkTrickWinner(plays, ctx);
    return { winner: r.winner, reason: r.explanation.text, explanation: r.explanation };
  },
  legal(rc, t, hand) {
    const values = valuesOf(rc);
    const secretary = t.secretary ? parseCard(t.secretary) : null;
    const ctx = twhkContext(values, t.trump, secretary, t.trick, {
      declared: t.declared ?? null,
      summon: t.calls?.summon === true,
    });
    return twhkLegalCards(parseCards(hand, 'hand'), parseCards(t.plays, 'plays'), ctx);
  },
  ranking(rc, q) {
    const values = valuesOf(rc);
    const secretary = q.secretary ? parseCard(q.secretary) : null;
    const rows = twhkRanking({ ...twhkContext(values, q.trump, secretary, q.trick), led: q.led });
    return withPlaces(rows.map((r) => ({ ...r, special: SPECIAL.has(r.role) })));
  },
  scoreFields() {
    return [
      { key: 'bid', label: 'Bid (heads promised)', kind: 'int', min: 9, max: 16, default: 10 },
      { key: 'points', label: 'Heads taken by Napoleon’s side', kind: 'int', min: 0, max: 16, default: 11 },
      {
        key: 'partner',
        label: 'Partner',
        kind: 'enum',
        values: ['secretary', 'dictator'],
        labels: { secretary: 'a secretary', dictator: 'dictator (alone)' },
        default: 'secretary',
      },
    ];
  },
  score(rc, input): Record<string, number> {
    const values = valuesOf(rc);
    const partner = input['partner'];
    if (partner !== 'secretary' && partner !== 'dictator') throw new Error('partner must be secretary or dictator');
    const s = twhkScore({
      scoring: values.scoring,
      bid: intField(input, 'bid', 9, 16),
      points: intField(input, 'points', 0, 16),
      partner,
    });
    return s.secretary === undefined
      ? { napoleon: s.napoleon, defender: s.defender }
      : { napoleon: s.napoleon, secretary: s.secretary, defender: s.defender };
  },
  handTarget: (view) =>
    pointTarget(view, {
      declarer: 'napoleon',
      partner: 'secretary',
      contract: 'bid',
      need: 'heads',
      total: () => twhkEngine.pointCards!({}),
      value: (c) => (isHead(c) ? 1 : 0),
      // The secretary counts once the view names them; a dictator plays alone.
      partnerHidden: (v) => v['secretary'] === null && v['dictator'] !== true && Boolean(v['secretaryCard']),
    }),
};

export default twhkEngine;
