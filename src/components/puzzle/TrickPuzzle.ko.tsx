/**
 * The puzzle island in Korean: this entry imports only the Korean catalogue and the Korean card
 * words (registered for Card.tsx), so other pages never load them (see ../Puzzles.astro).
 */
import TrickPuzzle, { type TrickPuzzleProps } from '../TrickPuzzle.tsx';
import { puzzleKo } from '../../i18n/islands/puzzle.ko.ts';
import '../../i18n/card-words/ko.ts';

export default function TrickPuzzleKo(props: Omit<TrickPuzzleProps, 'words'>) {
  return <TrickPuzzle {...props} words={puzzleKo} />;
}
