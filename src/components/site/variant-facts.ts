/**
 * Facts for the "compare the games" table, one row per aspect, one column per game. Each cell is
 * computed from the engines' own exports (option declarations, decks, point-card tests, special
 * cards, rankings) wherever an export exists; cells marked `derived: false` are written here
 * because no engine metadata carries them (partner mechanism, in words). Server-only.
 */
import { cardLabel, type Card } from '../../engine/cards.ts';
import { japaneseDeck, honourValue } from '../../engine/japanese/deck.ts';
import { resolveJapaneseRules } from '../../engine/japanese/options.ts';
import { japaneseRanking } from '../../engine/japanese/tricks.ts';
import { resolveMighty } from '../../engine/mighty/options.ts';
import { isPointCard, mightyCard, MIGHTY_DECK, ripperCard } from '../../engine/mighty/rules.ts';
import { optionLabel, valueLabel, type OptionDecl, type VariantId } from '../../engine/options.ts';
import { optionsOf, presetsOf } from './engine.ts';
import { rankingGroups } from './ranking.ts';

const mods = import.meta.glob<Record<string, unknown>>('../../engine/{twhk,nap,daifugo}/{rules,game,core}.ts', {
  eager: true,
});
function mod(path: string): Record<string, unknown> | null {
  const k = Object.keys(mods).find((m) => m.endsWith(path));
  return k ? mods[k]! : null;
}

export interface Cell {
  text: string;
  /** True when computed from engine exports; false when written here. */
  derived: boolean;
}
export interface FactRow {
  id: string;
  label: string;
  cells: Readonly<Record<VariantId, Cell>>;
}

export const GAMES: readonly VariantId[] = ['japanese', 'nap', 'tw-hk', 'mighty', 'daifugo'];

const d = (text: string): Cell => ({ text, derived: true });
const w = (text: string): Cell => ({ text, derived: false });

/** An option's values in words ("Main table, Second table, Third table"; "4–8"; "on or off"). */
function valuesText(decl: OptionDecl | undefined): string | null {
  if (!decl) return null;
  if (decl.kind === 'enum') return decl.values.map((v) => valueLabel(decl, v)).join(', ');
  if (decl.kind === 'int') return `${decl.min}–${decl.max}`;
  return `${valueLabel(decl, true)} or ${valueLabel(decl, false)}`.toLowerCase();
}

function players(v: VariantId, fallback: string): Cell {
  const decl = optionsOf(v)?.['players'];
  if (!decl) return w(fallback);
  const nums = decl.kind === 'enum' ? decl.values.map(Number) : decl.kind === 'int' ? [decl.min, decl.max] : [];
  const lo = Math.min(...nums);
  const hi = Math.max(...nums);
  const vals =
    lo === hi ? String(lo) : decl.kind === 'int' || nums.length === hi - lo + 1 ? `${lo}–${hi}` : nums.join(', ');
  return d(vals === String(decl.default) ? vals : `${vals} (usually ${String(decl.default)})`);
}

/** Honours / heads / points of a deck by an engine predicate, summarised as ranks and a count. */
function pointsText(deck: readonly Card[], isPoint: (c: Card) => boolean): string {
  const pts = deck.filter(isPoint);
  const ranks = [...new Set(pts.map((c) => c.slice(1)))];
  return `${ranks.join(' ')} of each suit: ${pts.length} points`;
}

function optionList(v: VariantId, keys: readonly string[]): string {
  const decls = optionsOf(v) ?? {};
  return keys
    .filter((k) => k in decls)
    .map((k) => `${optionLabel(decls[k], k)} (${valuesText(decls[k])})`)
    .join('; ');
}

/** tw-hk's cards above the trumps, read from its ranking (secretary ♥A, hearts trumps, trick 2). */
function twSpecials(): Cell {
  const top = rankingGroups({ variant: 'tw-hk', trump: 'H', led: null, secretary: 'HA', trick: 2 }).slice(0, 3);
  return d(
    top.map((g) => `${g.label} ${g.cards.map(cardLabel).join(' ')}`).join(' > ') +
      ' (the secretary card is named each hand; ♥A here)',
  );
}

/** Where tw-hk's jokers rank in trick 8 of 10 (one of the last three), read from its ranking. */
function twLastThree(): string {
  const groups = rankingGroups({ variant: 'tw-hk', trump: 'H', led: 'C', secretary: 'HA', trick: 8 });
  const last = groups[groups.length - 1]!;
  return last.cards.includes('BJ')
    ? 'in the last three tricks the jokers rank lowest'
    : 'the jokers keep their rank to the end';
}

/**
 * What the table reads from the engines, in one place for every language's table
 * (variant-facts-ja.ts uses it too).
 */
export function engineFacts() {
  const jpStd = resolveJapaneseRules({});
  const jpJoker = resolveJapaneseRules({ rules: { joker: true } });
  const tw = mod('twhk/rules.ts');
  const nap = mod('nap/rules.ts');
  const dfGame = mod('daifugo/game.ts');
  return {
    jpStd,
    jpDeck52: japaneseDeck(jpStd, 5).length,
    jpDeck53: japaneseDeck(jpJoker, 5).length,
    mi: resolveMighty({}),
    tw,
    twDeck: (tw?.['TWHK_DECK'] as Card[] | undefined) ?? [],
    deckFor: dfGame?.['deckFor'] as ((j: number) => Card[]) | undefined,
    napDeck: nap?.['napDeck'] as ((v: unknown) => Card[]) | undefined,
    /** The mighty and the two jacks of power with hearts as trumps, strongest first. */
    jpSpecials: japaneseRanking(jpStd, { trump: 'H', position: 'middle', ledSuit: null }).filter(
      (r) => r.role === 'mighty' || r.role === 'sei-jack' || r.role === 'ura-jack',
    ),
  };
}

/** The table rows. Throws if an engine export it relies on is missing. */
export function compareRows(): FactRow[] {
  const { jpStd, jpDeck52, jpDeck53, mi, tw, twDeck, deckFor, napDeck, jpSpecials: specials } = engineFacts();
  const jpSpecials = specials.map((r) => `${cardLabel(r.card)} ${r.role}`);

  return [
    {
      id: 'players',
      label: 'Players',
      cells: {
        japanese: players('japanese', '4–6'),
        nap: players('nap', '2–7'),
        'tw-hk': players('tw-hk', '4–6'),
        mighty: players('mighty', '5'),
        daifugo: players('daifugo', '4–8'),
      },
    },
    {
      id: 'deck',
      label: 'Deck',
      cells: {
        japanese: d(`${jpDeck52} cards, or ${jpDeck53} with the joker option`),
        nap: napDeck
          ? d(
              `${[2, 3, 4].map((p) => napDeck({ players: p, deck: 'by-players', joker: false }).length).join(' / ')} cards for 2 / 3 / 4+ players (or always 52); 5 cards each`,
            )
          : w('20 / 32 / 52 cards by players; 5 cards each'),
        'tw-hk': twDeck.length > 0 ? d(`${twDeck.length} cards (two jokers, BJ and LJ)`) : w('54 cards (two jokers)'),
        mighty: d(`${MIGHTY_DECK.length} cards (one joker), 10 each, kitty 3`),
        daifugo: deckFor
          ? d(`${[0, 1, 2].map((j) => deckFor(j).length).join(' / ')} cards with 0 / 1 / 2 jokers; all dealt out`)
          : w('52–54 cards, all dealt out'),
      },
    },
    {
      id: 'points',
      label: 'What counts',
      cells: {
        japanese: d(
          `honours: ${pointsText(japaneseDeck(jpStd, 5), (c) => honourValue(c, jpStd) > 0)} (option: 3s too)`,
        ),
        nap: w('tricks, not cards: the declarer needs the number bid'),
        'tw-hk':
          tw && typeof tw['isHead'] === 'function'
            ? d(`heads: ${pointsText(twDeck, tw['isHead'] as (c: Card) => boolean)} (10s do not count)`)
            : w('heads: A K Q J, 16 points'),
        mighty: d(`points: ${pointsText(MIGHTY_DECK, isPointCard)}`),
        daifugo: w('no points: finishing order'),
      },
    },
    {
      id: 'partner',
      label: 'Partner',
      cells: {
        japanese: w('secret adjutant: whoever holds the card Napoleon names'),
        nap: w('none: one declarer against everyone'),
        'tw-hk': w('secret secretary: whoever holds the card Napoleon names after the exchange'),
        mighty: w('friend: holder of a named card, or the first-trick winner, or none'),
        daifugo: w('none: everyone for themselves'),
      },
    },
    {
      id: 'specials',
      label: 'Special cards (♥ trumps)',
      cells: {
        japanese: d(jpSpecials.join(', ') + '; optional joker'),
        nap: d(optionsOf('nap')?.['joker'] ? 'none; optional joker as top trump' : 'none'),
        'tw-hk': twSpecials(),
        mighty: d(
          `mighty ${cardLabel(mightyCard('H', mi))} (${cardLabel(mightyCard('S', mi))} with ♠ trumps), joker, ripper ${cardLabel(ripperCard('H'))} (${cardLabel(ripperCard('C'))} with ♣ trumps)`,
        ),
        daifugo: d(
          `joker; effects: ${['revolution', 'elevenBack', 'eightCut', 'nineReverse', 'skip', 'suitLock']
            .filter((k) => k in (optionsOf('daifugo') ?? {}))
            .map((k) => optionLabel(optionsOf('daifugo')?.[k], k).toLowerCase())
            .join('; ')}`,
        ),
      },
    },
    {
      id: 'bidding',
      label: 'Bidding',
      cells: {
        japanese: d(
          `honours from ${String(jpStd.minBid)} (an option: ${valuesText(optionsOf('japanese')?.['minBid'])}) with a suit; ♠ > ♥ > ♦ > ♣ at equal numbers`,
        ),
        nap: optionsOf('nap')
          ? d(
              `tricks from the lowest bid (an option: ${valuesText(optionsOf('nap')?.['minBid'])}) to 4, then Nap; ${optionList('nap', ['misere', 'wellington', 'blucher'])}`,
            )
          : w('2–4 tricks, then Nap (5)'),
        'tw-hk': optionsOf('tw-hk')
          ? d(
              `heads 9–16; ${lowerFirst(optionLabel(optionsOf('tw-hk')?.['bidStyle'], 'bidStyle'))}: ${valuesText(optionsOf('tw-hk')?.['bidStyle'])}`,
            )
          : w('heads 9–16'),
        mighty: d(`points ${mi.minBid}–20 with a suit or no-trump`),
        daifugo: w('none'),
      },
    },
    {
      id: 'tricks',
      label: 'First / last tricks',
      cells: {
        japanese: d(optionList('japanese', ['firstLeadNoTrump', 'specialsOff', 'sameTwoOffIn', 'jokerLeadFirstTrick'])),
        nap: w('the opening lead sets trumps'),
        'tw-hk': d(`${optionList('tw-hk', ['summon', 'firstLead'])}; ${twLastThree()}`),
        mighty: d(optionList('mighty', ['firstLead', 'jokerFirstLast'])),
        daifugo: w('no tricks: a climbing game'),
      },
    },
    {
      id: 'scoring',
      label: 'Scoring',
      cells: {
        japanese: d(`${valuesText(optionsOf('japanese')?.['scoring'])}`),
        nap: optionsOf('nap')
          ? d(`payment tables: ${valuesText(optionsOf('nap')?.['payout'])}`)
          : w('the bid in chips from each opponent'),
        'tw-hk': d(`${valuesText(optionsOf('tw-hk')?.['scoring'])}`),
        mighty: w('pagat formula, doubled for a run, back-run, no-trump or no friend'),
        daifugo: d(`${valuesText(optionsOf('daifugo')?.['scoring'])}; ${valuesText(optionsOf('daifugo')?.['length'])}`),
      },
    },
    {
      id: 'presets',
      label: 'Presets',
      cells: Object.fromEntries(
        GAMES.map((g) => [
          g,
          d(
            presetsOf(g)
              .map((p) => p.label)
              .join(', ') || '—',
          ),
        ]),
      ) as Record<VariantId, Cell>,
    },
  ];
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
