/** The lesson checks' sentences in English: the catalogues, in the one shape (lesson-check.ts); the engine's reasons are its own English. */
import { translator } from '../messages/format.ts';
import { checkWords } from './lesson-check.ts';
import messages from '../messages/en/lesson-check.json' with { type: 'json' };
import climb from '../messages/en/lesson-climb.json' with { type: 'json' };

export const PLAY_ON_EN = checkWords(translator('en', messages), translator('en', climb), {
  trick: (_q, verdict) => verdict,
  climb: (reason) => reason,
  games: 'all',
});
