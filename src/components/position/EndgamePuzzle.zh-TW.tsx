/**
 * The EndgamePuzzle island in Traditional Chinese: this entry imports only the Chinese catalogue and the
 * Chinese card words (registered for Card.tsx), so other pages never load them (see ../PositionPuzzles.astro).
 */
import EndgamePuzzle, { type EndgamePuzzleProps } from '../EndgamePuzzle.tsx';
import { positionZh } from '../../i18n/islands/position.zh-TW.ts';
import '../../i18n/card-words/zh-tw.ts';

export default function EndgamePuzzleZh(props: Omit<EndgamePuzzleProps, 'words'>) {
  return <EndgamePuzzle {...props} words={positionZh} />;
}
