/** The EndgamePuzzle island in English: this entry imports only the English catalogue (see ../PositionPuzzles.astro). */
import EndgamePuzzle, { type EndgamePuzzleProps } from '../EndgamePuzzle.tsx';
import { positionEn } from '../../i18n/islands/position.en.ts';

export default function EndgamePuzzleEn(props: Omit<EndgamePuzzleProps, 'words'>) {
  return <EndgamePuzzle {...props} words={positionEn} />;
}
