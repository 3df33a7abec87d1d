/** The score calculator in English: this entry imports only the English catalogue (see ../ScoreCalculator.astro). */
import ScoreCalculator, { type ScoreCalculatorProps } from '../ScoreCalculator.tsx';
import { exploreEn } from '../../i18n/islands/explore.en.ts';

export default function ScoreCalculatorEn(props: ScoreCalculatorProps) {
  return <ScoreCalculator {...props} words={exploreEn} />;
}
