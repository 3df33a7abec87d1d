/**
 * The puzzle trainer in English: this entry imports only the English catalogues and the English
 * puzzle islands (the trick one fetched when the trainer starts, the endgame and deduction ones
 * on demand), see ../PuzzleTrainer.astro.
 */
import PuzzleTrainer from '../PuzzleTrainer.tsx';
import { trainerEn } from '../../i18n/islands/trainer.en.ts';

const loadTrick = () => import('../puzzle/TrickPuzzle.en.tsx').then((m) => m.default);
const loadParts = () =>
  Promise.all([import('../position/EndgamePuzzle.en.tsx'), import('../position/DeductionPuzzle.en.tsx')]).then(
    ([e, d]) => ({ Endgame: e.default, Deduction: d.default }),
  );

export default function PuzzleTrainerEn() {
  return <PuzzleTrainer words={trainerEn} loadTrick={loadTrick} loadParts={loadParts} />;
}
