/**
 * The lesson checks' sentences in Traditional Chinese: the catalogue, in the one shape
 * (lesson-check.ts), for the Chinese edition's Taiwanese & Hong Kong Napoleon lessons (no Daifugō).
 * A trick's reason is made in Chinese from the engine's sentence (i18n/phrases/zh-tw.ts `twhkTrickReasonZh`).
 */
import { translator } from '../messages/format.ts';
import { twhkTrickReasonZh } from '../phrases/zh-tw.ts';
import { checkWords } from './lesson-check.ts';
import messages from '../messages/zh-TW/lesson-check.json' with { type: 'json' };

export const checkZh = checkWords(translator('zh-TW', messages), undefined, {
  trick: (q, v) => ({ winner: v.winner, reason: twhkTrickReasonZh(v.reason, q.trump === null) }),
  games: 'translated',
});
