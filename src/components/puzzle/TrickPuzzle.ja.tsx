/**
 * The puzzle island in Japanese: this entry imports only the Japanese catalogue and the Japanese
 * card words (registered for Card.tsx), so English pages never load them (see ../Puzzles.astro).
 */
import TrickPuzzle, { type TrickPuzzleProps } from '../TrickPuzzle.tsx';
import { puzzleJa } from '../../i18n/islands/puzzle.ja.ts';
import '../../i18n/card-words/ja.ts';

export default function TrickPuzzleJa(props: Omit<TrickPuzzleProps, 'words'>) {
  return <TrickPuzzle {...props} words={puzzleJa} />;
}
