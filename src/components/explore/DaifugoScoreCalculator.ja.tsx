/** The Daifugō score calculator in Japanese: this entry imports only the Japanese catalogue (see ../DaifugoScoreCalculator.astro). */
import DaifugoScoreCalculator, { type DaifugoScoreCalculatorProps } from '../DaifugoScoreCalculator.tsx';
import { exploreJa } from '../../i18n/islands/explore.ja.ts';

export default function DaifugoScoreCalculatorJa(props: DaifugoScoreCalculatorProps) {
  return <DaifugoScoreCalculator {...props} words={exploreJa} />;
}
