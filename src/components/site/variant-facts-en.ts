/**
 * The "compare the games" table's English words: a template per cell over the engines' facts
 * (variant-facts.ts `gameFacts`), or a sentence written by hand. No rule logic here.
 */
import { cardLabel, type Card } from '../../engine/cards.ts';
import { optionLabel, valueLabel, type VariantId } from '../../engine/options.ts';
import { presetsOf, VARIANT_NAME, SITE_FOLDER } from '../../islands-logic/site-engine.ts';
import type { CompareWords, GameFacts, PlayerCounts, PointCards } from './variant-facts-types.ts';

const cards = (cs: readonly Card[]) => cs.map(cardLabel).join(' ');

function players(p: PlayerCounts): string {
  const lo = Math.min(...p.counts);
  const hi = Math.max(...p.counts);
  const vals = lo === hi ? String(lo) : p.contiguous ? `${lo}–${hi}` : p.counts.join(', ');
  return vals === String(p.default) ? vals : `${vals} (usually ${p.default})`;
}

const points = (p: PointCards) => `${p.ranks.join(' ')} of each suit: ${p.count} points`;

function lastThree(l: GameFacts['twhk']['lastThree']): string {
  if (!l.followerLowest) return 'the jokers keep their rank to the end';
  const n = l.tricks - l.from + 1;
  const led = l.ledCountsAsNamedSuit
    ? ' (a led joker counts as the 1 or 0 of the suit its leader names, and wins if nobody follows that suit or trumps)'
    : l.ledCanWin
      ? ' (a led joker can still win)'
      : '';
  return `in the last ${n} tricks a joker played to another's lead ranks lowest${led}`;
}

const lowerFirst = (t: string) => t.charAt(0).toLowerCase() + t.slice(1);

export const COMPARE_EN: CompareWords = {
  caption: 'The five games compared (* written by hand)',
  aspect: 'Aspect',
  byHandMark: ' *',
  byHandTitle: 'written by hand',
  gameName: (v: VariantId) => VARIANT_NAME[v],
  gameHref: (v: VariantId) => `/${SITE_FOLDER[v]}/`,
  labels: {
    players: 'Players',
    deck: 'Deck',
    points: 'What counts',
    partner: 'Partner',
    specials: 'Special cards (♥ trumps)',
    bidding: 'Bidding',
    tricks: 'First / last tricks',
    scoring: 'Scoring',
    presets: 'Presets',
  },
  optionLabel: (_v, key, decl) => optionLabel(decl, key),
  optionValue: (_v, _key, decl, value) => valueLabel(decl, value),
  presetLabel: (v, id) => presetsOf(v).find((p) => p.id === id)?.label ?? id,
  join: (values) => values.join(', '),
  range: (lo, hi) => `${lo}–${hi}`,
  bool: (on, off) => `${on} or ${off}`.toLowerCase(),
  optionWithValues: (label, values) => `${label} (${values})`,
  joinOptions: (items) => items.join('; '),
  cells: {
    players: {
      japanese: (f) => players(f.players.japanese),
      nap: (f) => players(f.players.nap),
      'tw-hk': (f) => players(f.players['tw-hk']),
      mighty: (f) => players(f.players.mighty),
      daifugo: (f) => players(f.players.daifugo),
    },
    deck: {
      japanese: (f) => `${f.japanese.deck} cards, or ${f.japanese.deckWithJoker} with the joker option`,
      nap: (f) =>
        `${f.nap.decks.map((d) => d.cards).join(' / ')} cards for ${f.nap.decks.map((d) => d.players).join(' / ')}+ players (or always 52); ${f.nap.hand} cards each`,
      'tw-hk': (f) => `${f.twhk.deck} cards (two jokers, ${f.twhk.jokers.join(' and ')})`,
      mighty: (f) => `${f.mighty.deck} cards (one joker), ${f.mighty.hand} each, kitty ${f.mighty.kitty}`,
      daifugo: (f) =>
        `${f.daifugo.decks.map((d) => d.cards).join(' / ')} cards with ${f.daifugo.decks.map((d) => d.jokers).join(' / ')} jokers; all dealt out`,
    },
    points: {
      japanese: (f) => `honours: ${points(f.japanese.points)} (option: 3s too)`,
      nap: { byHand: 'tricks, not cards: the declarer needs the number bid' },
      'tw-hk': (f) => `heads: ${points(f.twhk.points)} (10s do not count)`,
      mighty: (f) => `points: ${points(f.mighty.points)}`,
      daifugo: { byHand: 'no points: finishing order' },
    },
    partner: {
      japanese: { byHand: 'secret adjutant: whoever holds the card Napoleon names' },
      nap: { byHand: 'none: one declarer against everyone' },
      'tw-hk': { byHand: 'secret secretary: whoever holds the card Napoleon names after the exchange' },
      mighty: { byHand: 'friend: holder of a named card, or the first-trick winner, or none' },
      daifugo: { byHand: 'none: everyone for themselves' },
    },
    specials: {
      japanese: (f) => `${f.japanese.specials.map((s) => `${cardLabel(s.card)} ${s.role}`).join(', ')}; optional joker`,
      nap: (f) => (f.nap.joker ? 'none; optional joker as top trump' : 'none'),
      'tw-hk': (f) =>
        `${f.twhk.top.map((g) => `${g.group} ${cards(g.cards)}`).join(' > ')} (the secretary card is named each hand; ♥A here)`,
      mighty: (f) =>
        `mighty ${cardLabel(f.mighty.mighty.hearts)} (${cardLabel(f.mighty.mighty.spades)} with ♠ trumps), joker, ripper ${cardLabel(f.mighty.ripper.hearts)} (${cardLabel(f.mighty.ripper.clubs)} with ♣ trumps)`,
      daifugo: (f, h) =>
        `joker; effects: ${f.daifugo.effects.map((k) => h.option('daifugo', k).toLowerCase()).join('; ')}`,
    },
    bidding: {
      japanese: (f, h) =>
        `honours from ${f.japanese.minBid} (an option: ${h.values('japanese', 'minBid')}) with a suit; ♠ > ♥ > ♦ > ♣ at equal numbers`,
      nap: (f, h) =>
        `tricks from the lowest bid (an option: ${h.values('nap', 'minBid')}) to ${f.nap.hand - 1}, then Nap; ${h.optionList('nap', ['misere', 'wellington', 'blucher'])}`,
      'tw-hk': (f, h) =>
        `heads 9–${f.twhk.points.count}; ${lowerFirst(h.option('tw-hk', 'bidStyle'))}: ${h.values('tw-hk', 'bidStyle')}`,
      mighty: (f) => `points ${f.mighty.minBid}–${f.mighty.points.count} with a suit or no-trump`,
      daifugo: { byHand: 'none' },
    },
    tricks: {
      japanese: (_f, h) =>
        h.optionList('japanese', ['firstLeadNoTrump', 'specialsOff', 'sameTwoOffIn', 'jokerLeadFirstTrick']),
      nap: { byHand: 'the opening lead sets trumps' },
      'tw-hk': (f, h) => `${h.optionList('tw-hk', ['summon', 'firstLead'])}; ${lastThree(f.twhk.lastThree)}`,
      mighty: (_f, h) => h.optionList('mighty', ['firstLead', 'jokerFirstLast']),
      daifugo: { byHand: 'no tricks: a climbing game' },
    },
    scoring: {
      japanese: (_f, h) => h.values('japanese', 'scoring'),
      nap: (_f, h) => `payment tables: ${h.values('nap', 'payout')}`,
      'tw-hk': (_f, h) => h.values('tw-hk', 'scoring'),
      mighty: { byHand: 'pagat formula, doubled for a run, back-run, no-trump or no friend' },
      daifugo: (_f, h) => `${h.values('daifugo', 'scoring')}; ${h.values('daifugo', 'length')}`,
    },
    presets: {
      japanese: (_f, h) => h.presets('japanese'),
      nap: (_f, h) => h.presets('nap'),
      'tw-hk': (_f, h) => h.presets('tw-hk'),
      mighty: (_f, h) => h.presets('mighty'),
      daifugo: (_f, h) => h.presets('daifugo'),
    },
  },
};
