/**
 * The light description of a game: what every floor above the engine may ask without loading the
 * game itself (no engine code here, so islands may import it). Each game folder exports its own
 * (`<folder>/descriptor.ts`); `descriptors.ts` lists them in menu order, and the registry entry
 * (`<folder>/variant.ts`) takes its id, name, folders and kind from it. Per-game tables above the
 * engine are derived from this list, and a floor that needs to know "is this a climbing game?" or
 * "has this game a widow?" asks the descriptor, not the game's id.
 */
import type { OptionDecls, VariantId } from './options.ts';

/** The site's languages. */
export type Lang = 'en' | 'ja' | 'ko' | 'zh-TW';

/** The flow steps a game's phase can map to (`machines/flow.ts`). */
export type FlowStepName = 'deal' | 'auction' | 'partner' | 'exchange' | 'tricks' | 'piles' | 'result';

export interface GameDescriptor {
  id: VariantId;
  /** Engine folder (`src/engine/<folder>/`). */
  folder: string;
  /** Site folder (`content/docs/<site>/`): the game's pages. */
  site: string;
  /** Trick-taking (the trick core) or climbing (Daifugō). */
  kind: 'trick' | 'climb';
  /** The game's name in each language, as that edition's menu and headings write it. */
  names: Readonly<Record<Lang, string>>;
  /** The shorter name used inside running text, where it differs from `names` ("ナップ"). */
  shortNames?: Readonly<Partial<Record<Lang, string>>>;
  /** The menu's label, where an edition's menu writes the game otherwise than `names`. */
  menuNames?: Readonly<Partial<Record<Lang, string>>>;
  /**
   * Player counts the rules allow, and the default: those of the game's `players` option, written
   * here so that the descriptor imports nothing (a unit test keeps them equal, {@link playersOf}).
   */
  players: { readonly counts: readonly number[]; readonly default: number };
  /** Hands a practice game plays by default. */
  defaultHands: number;
  /** The phases of one hand, in order, as the engine's `phase()` names them. */
  phases: readonly string[];
  /**
   * How the player view numbers the hands of a game (the practice table's "Hand n"): `before`
   * (the default) — `handNo` counts the hands before this one; `scored` — the same, but a hand
   * counts as done once it is scored (Nap); `round` — `round` counts from 1 (Daifugō).
   */
  handNumbering?: 'before' | 'scored' | 'round';
  /** The flow step each phase is shown in (`machines/flow.ts`). */
  steps: Readonly<Record<string, FlowStepName>>;
  /** What a hand's review needs. */
  review: {
    /** Which cards count towards the contract (`null`: tricks, not cards, count). */
    scoringCards: 'honours' | 'heads' | 'points' | null;
    /** The declaring player's role (`null`: no declarer). */
    declarer: 'Napoleon' | 'declarer' | null;
    /** The partner's role, when a card names the partner (`null`: no partner card). */
    partner: 'adjutant' | 'secretary' | 'friend' | null;
    /** What the players call the cards left face down for the declarer (`null`: none). */
    widow: 'widow' | 'kitty' | null;
    /** What a lead that forces the joker out does: Mighty's joker call, tw-hk's summons (`null`: none). */
    jokerCall: 'call' | 'summon' | null;
    /** What the contract counts. */
    contract: 'honours' | 'tricks' | 'heads' | 'points' | 'finish';
  };
  /** The game's trick and pile puzzles (`content/puzzles/<site>.json`). */
  puzzles: {
    /** Every puzzle id starts with it (ids are unique across all files). */
    readonly idPrefix: string;
    /** The least number of puzzles the site promises (tested). */
    readonly min: number;
    /** Rule ids a puzzle's `teaches` may name besides the game's option keys. */
    readonly ruleIds: readonly string[];
  };
  /** Option topics explained on a page of their own rather than on the local-rules page (topic → page). */
  optionPages?: Readonly<Partial<Record<string, string>>>;
  /** Editions (other than English and Japanese) that translate this game's own pages. */
  translatedIn: readonly Lang[];
  /** What the game has; a floor asks these instead of the game's id. */
  has: {
    /** Cards left face down for the declarer (widow, kitty). */
    widow: boolean;
    /** A partner named by a card (adjutant, secretary, friend). */
    partnerCard: boolean;
    /** The partner card changes the ranking (tw-hk's secretary card beats every card). */
    partnerCardRanks: boolean;
    /** A score calculator on the scoring page. */
    scoreCalculator: boolean;
    /** Endgame puzzles (the double-dummy solver knows the game). */
    endgames: boolean;
    /** Deduction puzzles. */
    deductionPuzzles: boolean;
    /** The learning mode's "what can I know?" panel. */
    knowPanel: boolean;
  };
}

/** The player counts of a game's `players` option (what a descriptor's `players` must equal). */
export function playersOf(options: OptionDecls): GameDescriptor['players'] {
  const decl = options['players'];
  if (!decl) throw new Error('a game declares no "players" option: its descriptor needs one');
  const counts = decl.kind === 'enum' ? decl.values.map(Number) : decl.kind === 'int' ? range(decl.min, decl.max) : [];
  return { counts, default: Number(decl.default) };
}

function range(lo: number, hi: number): number[] {
  return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
}

/** A typed descriptor (keeps the literal types of the folder that defines it). */
export function defineDescriptor(d: GameDescriptor): GameDescriptor {
  return d;
}
