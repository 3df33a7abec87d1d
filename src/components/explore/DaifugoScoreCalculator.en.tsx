/** The Daifugō score calculator in English: this entry imports only the English catalogue (see ../DaifugoScoreCalculator.astro). */
import DaifugoScoreCalculator, { type DaifugoScoreCalculatorProps } from '../DaifugoScoreCalculator.tsx';
import { exploreEn } from '../../i18n/islands/explore.en.ts';

export default function DaifugoScoreCalculatorEn(props: DaifugoScoreCalculatorProps) {
  return <DaifugoScoreCalculator {...props} words={exploreEn} />;
}
