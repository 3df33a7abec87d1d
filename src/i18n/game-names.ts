/**
 * Each game's name in each translated language, as that edition's menu writes it (src/sidebar.mjs).
 * One table for the build-time components (content-data/translations.ts `gameTitle`) and the
 * practice tables' catalogues, so a game is called the same everywhere in an edition. English
 * names are the engine's titles.
 */
import type { VariantId } from '../engine/options.ts';

export const GAME_NAMES: Readonly<Record<'ja' | 'ko' | 'zh-TW', Readonly<Record<VariantId, string>>>> = {
  ja: {
    japanese: 'ナポレオン',
    nap: 'ナップ（イギリス）',
    'tw-hk': '台湾・香港のナポレオン',
    mighty: 'マイティ（韓国）',
    daifugo: '大富豪',
  },
  ko: {
    japanese: '나폴레옹 (일본)',
    nap: '냅 (영국)',
    'tw-hk': '대만·홍콩 나폴레옹',
    mighty: '마이티',
    daifugo: '다이후고 (대부호)',
  },
  // Mighty, which the Chinese menu leaves in Latin letters, named as its sister games are.
  'zh-TW': {
    japanese: '日式拿破崙',
    nap: '英式拿破崙',
    'tw-hk': '台式／港式拿破崙',
    mighty: '韓式拿破崙',
    daifugo: '大富豪',
  },
};
