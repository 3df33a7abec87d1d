/**
 * The DeductionPuzzle island in Japanese: this entry imports only the Japanese catalogue and the Japanese
 * card words (registered for Card.tsx), so English pages never load them (see ../PositionPuzzles.astro).
 */
import DeductionPuzzle, { type DeductionPuzzleProps } from '../DeductionPuzzle.tsx';
import { positionJa } from '../../i18n/islands/position.ja.ts';
import '../../i18n/card-words/ja.ts';

export default function DeductionPuzzleJa(props: Omit<DeductionPuzzleProps, 'words'>) {
  return <DeductionPuzzle {...props} words={positionJa} />;
}
