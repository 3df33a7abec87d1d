/**
 * Every game's light descriptor, in menu order (no engine code: islands, pages, the menu and the
 * command line may import this). A new game is its folder and one line here (with its import);
 * the registry (`variants.ts`) lists the same games, and a unit test keeps the two lists equal.
 */
import type { GameDescriptor, Lang } from './descriptor.ts';
import type { VariantId } from './options.ts';
import japanese from './japanese/descriptor.ts';
import nap from './nap/descriptor.ts';
import twhk from './twhk/descriptor.ts';
import mighty from './mighty/descriptor.ts';
import daifugo from './daifugo/descriptor.ts';

export type { FlowStepName, GameDescriptor, Lang } from './descriptor.ts';

/** Every game, in menu order: one line per game. */
const LIST: GameDescriptor[] = [japanese, nap, twhk, mighty, daifugo];
export const DESCRIPTORS: readonly GameDescriptor[] = LIST;

/** The descriptors by id. */
export const DESCRIPTOR: Readonly<Record<VariantId, GameDescriptor>> = Object.fromEntries(
  DESCRIPTORS.map((d) => [d.id, d]),
) as Record<VariantId, GameDescriptor>;

/**
 * Add a game after the built-in ones (`variants.ts` `registerGame` calls it; the extra-game test
 * uses it). Tables made when a module loads see only the games registered before it loaded.
 * Returns the undo (tests share modules between files).
 */
export function registerDescriptor(d: GameDescriptor): () => void {
  if (LIST.some((x) => x.id === d.id)) throw new Error(`the game "${d.id}" is registered already`);
  LIST.push(d);
  (DESCRIPTOR as Record<string, GameDescriptor>)[d.id] = d;
  return () => {
    LIST.splice(LIST.indexOf(d), 1);
    delete (DESCRIPTOR as Record<string, GameDescriptor>)[d.id];
  };
}

/** A game's descriptor; throws naming the id and the known ones when there is none. */
export function descriptorOf(id: string): GameDescriptor {
  const d = DESCRIPTORS.find((x) => x.id === id);
  if (!d) throw new Error(`unknown game "${id}": known games are ${DESCRIPTORS.map((x) => x.id).join(', ')}`);
  return d;
}

/** A table of one value per game, made from the descriptors. */
export function perGame<T>(f: (d: GameDescriptor) => T): Readonly<Record<VariantId, T>> {
  return Object.fromEntries(DESCRIPTORS.map((d) => [d.id, f(d)])) as Record<VariantId, T>;
}

/** A game's name in a language, as headings and the menu write it. */
export function gameName(id: string, lang: Lang = 'en'): string {
  return descriptorOf(id).names[lang];
}

/** A game's name inside running text (shorter where the language has a shorter form). */
export function gameShortName(id: string, lang: Lang): string {
  const d = descriptorOf(id);
  return d.shortNames?.[lang] ?? d.names[lang];
}

/** A game's label in an edition's menu. */
export function gameMenuName(id: string, lang: Lang): string {
  const d = descriptorOf(id);
  return d.menuNames?.[lang] ?? d.names[lang];
}

/** The ids of the climbing games, for the type checker (a unit test keeps it equal to the descriptors). */
export type ClimbId = 'daifugo';

/** A climbing game (Daifugō): piles instead of tricks (false for an unknown id). */
export function isClimb(id: string): id is ClimbId {
  return DESCRIPTORS.find((d) => d.id === id)?.kind === 'climb';
}

/** Something of a climbing game (a puzzle, a settings object): narrows on its `variant`. */
export function ofClimb<T extends { variant: string }>(x: T): x is Extract<T, { variant: ClimbId }> {
  return isClimb(x.variant);
}

/** The edition `lang` translates this game's own pages (Korean Mighty, Chinese tw-hk). */
export const translatedIn = (id: string | undefined, lang: string): boolean =>
  (DESCRIPTORS.find((d) => d.id === id)?.translatedIn as readonly string[] | undefined)?.includes(lang) ?? false;
