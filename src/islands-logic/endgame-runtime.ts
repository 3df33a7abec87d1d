/**
 * What the endgame island loads on demand (a separate chunk, not in the page's start-up JS):
 * the solver, the endgame state and the variant games.
 */
export { cardIndex } from '../engine/cards.ts';
export { moveCard, toCard } from '../engine/solver/games.ts';
export {
  isOver,
  legalCards,
  moveForCard,
  playMove,
  seatToAct,
  solveEndgame,
  solverChoice,
  solverLine,
  startEndgame,
  type EndgamePos,
} from '../engine/solver/endgame.ts';
export { solverGameFor } from '../engine/solver/variant-game.ts';
