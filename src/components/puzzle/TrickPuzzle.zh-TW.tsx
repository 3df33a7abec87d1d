/**
 * The puzzle island in Traditional Chinese: this entry imports only the Chinese catalogue and the
 * Chinese card words (registered for Card.tsx), so other pages never load them (see ../Puzzles.astro).
 */
import TrickPuzzle, { type TrickPuzzleProps } from '../TrickPuzzle.tsx';
import { puzzleZh } from '../../i18n/islands/puzzle.zh-TW.ts';
import '../../i18n/card-words/zh-tw.ts';

export default function TrickPuzzleZh(props: Omit<TrickPuzzleProps, 'words'>) {
  return <TrickPuzzle {...props} words={puzzleZh} />;
}
