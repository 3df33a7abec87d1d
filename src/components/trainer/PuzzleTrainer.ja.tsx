/**
 * The puzzle trainer in Japanese: this entry imports only the Japanese catalogues and the Japanese
 * puzzle islands (the trick one fetched when the trainer starts, the endgame and deduction ones
 * on demand), so English pages never load them (see ../PuzzleTrainer.astro).
 */
import PuzzleTrainer from '../PuzzleTrainer.tsx';
import { trainerJa } from '../../i18n/islands/trainer.ja.ts';

const loadTrick = () => import('../puzzle/TrickPuzzle.ja.tsx').then((m) => m.default);
const loadParts = () =>
  Promise.all([import('../position/EndgamePuzzle.ja.tsx'), import('../position/DeductionPuzzle.ja.tsx')]).then(
    ([e, d]) => ({ Endgame: e.default, Deduction: d.default }),
  );

export default function PuzzleTrainerJa() {
  return <PuzzleTrainer words={trainerJa} loadTrick={loadTrick} loadParts={loadParts} />;
}
