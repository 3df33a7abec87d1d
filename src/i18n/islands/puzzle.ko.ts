/** The puzzle island's words in Korean: its catalogue, in the one shape (puzzle.ts), its particles resolved (grammar-ko.ts). */
import { spokenNameKo } from '../card-words/ko.ts';
import { withParticles } from '../grammar-ko.ts';
import { translator } from '../messages/format.ts';
import { puzzleWords } from './puzzle.ts';
import messages from '../messages/ko/puzzle.json' with { type: 'json' };

export const puzzleKo = puzzleWords(withParticles(translator('ko', messages)), spokenNameKo);
