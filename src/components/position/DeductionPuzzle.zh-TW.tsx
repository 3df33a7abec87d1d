/**
 * The DeductionPuzzle island in Traditional Chinese: this entry imports only the Chinese catalogue and the
 * Chinese card words (registered for Card.tsx), so other pages never load them (see ../PositionPuzzles.astro).
 */
import DeductionPuzzle, { type DeductionPuzzleProps } from '../DeductionPuzzle.tsx';
import { positionZh } from '../../i18n/islands/position.zh-TW.ts';
import '../../i18n/card-words/zh-tw.ts';

export default function DeductionPuzzleZh(props: Omit<DeductionPuzzleProps, 'words'>) {
  return <DeductionPuzzle {...props} words={positionZh} />;
}
