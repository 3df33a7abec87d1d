/**
 * The lesson checks' sentences in Japanese: the catalogues, in the one shape (lesson-check.ts). The
 * engine's reasons are made in Japanese from its answer: a trick's from the engine's explanation
 * (`trickReasonJa`, checked to name the engine's winner), a refused Daifugō play by `daifugoReasonJa`.
 */
import { translator } from '../messages/format.ts';
import { daifugoReasonJa } from '../phrases/ja.ts';
import { trickReasonJa } from '../phrases/ja-games.ts';
import { checkWords } from './lesson-check.ts';
import messages from '../messages/ja/lesson-check.json' with { type: 'json' };
import climb from '../messages/ja/lesson-climb.json' with { type: 'json' };

export const checkJa = checkWords(translator('ja', messages), translator('ja', climb), {
  trick: trickReasonJa,
  climb: daifugoReasonJa,
  games: 'all',
});
