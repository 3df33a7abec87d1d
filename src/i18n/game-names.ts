/**
 * Each game's name in each translated language, as that edition's menu writes it (the games'
 * descriptors, `src/engine/<folder>/descriptor.ts`). One table for the build-time components
 * (content-data/translations.ts `gameTitle`) and the practice tables' catalogues, so a game is
 * called the same everywhere in an edition. English names are the engine's titles.
 */
import { perGame } from '../engine/descriptors.ts';
import type { VariantId } from '../engine/options.ts';

export const GAME_NAMES: Readonly<Record<'ja' | 'ko' | 'zh-TW', Readonly<Record<VariantId, string>>>> = {
  ja: perGame((d) => d.names.ja),
  ko: perGame((d) => d.names.ko),
  'zh-TW': perGame((d) => d.names['zh-TW']),
};
