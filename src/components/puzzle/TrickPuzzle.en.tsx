/** The puzzle island in English: this entry imports only the English catalogue (see ../Puzzles.astro). */
import TrickPuzzle, { type TrickPuzzleProps } from '../TrickPuzzle.tsx';
import { puzzleEn } from '../../i18n/islands/puzzle.en.ts';

export default function TrickPuzzleEn(props: Omit<TrickPuzzleProps, 'words'>) {
  return <TrickPuzzle {...props} words={puzzleEn} />;
}
