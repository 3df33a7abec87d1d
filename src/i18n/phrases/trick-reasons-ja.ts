/**
 * A trick's reason in Japanese from the engine's verdict, for every trick game: shape-verdict.ts
 * picks the game's shape, messages/ja/phrases.json says it. Language only — it never runs the
 * engine — so an island can ship it (the rule comparison's Japanese catalogue,
 * explore-compare.ja.ts) as well as the build-time pages (i18n/phrases/ja-games.ts
 * `trickReasonJa`). A sentence with no Japanese throws, naming it.
 */
import { sayJa } from './phrasebook-ja.ts';
import { verdictPhrase, type Verdict } from './shape-verdict.ts';

/** What the sentence is made from: the engine's verdict on one trick. */
export type TrickVerdictInput = Verdict;

export const trickVerdictJa = (v: TrickVerdictInput): string => sayJa(verdictPhrase(v, 'Japanese'));
