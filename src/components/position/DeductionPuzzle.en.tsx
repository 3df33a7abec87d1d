/** The DeductionPuzzle island in English: this entry imports only the English catalogue (see ../PositionPuzzles.astro). */
import DeductionPuzzle, { type DeductionPuzzleProps } from '../DeductionPuzzle.tsx';
import { positionEn } from '../../i18n/islands/position.en.ts';

export default function DeductionPuzzleEn(props: Omit<DeductionPuzzleProps, 'words'>) {
  return <DeductionPuzzle {...props} words={positionEn} />;
}
