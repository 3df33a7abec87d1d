/**
 * The EndgamePuzzle island in Japanese: this entry imports only the Japanese catalogue and the Japanese
 * card words (registered for Card.tsx), so English pages never load them (see ../PositionPuzzles.astro).
 */
import EndgamePuzzle, { type EndgamePuzzleProps } from '../EndgamePuzzle.tsx';
import { positionJa } from '../../i18n/islands/position.ja.ts';
import '../../i18n/card-words/ja.ts';

export default function EndgamePuzzleJa(props: Omit<EndgamePuzzleProps, 'words'>) {
  return <EndgamePuzzle {...props} words={positionJa} />;
}
