/** The ranking explorer in English: this entry imports only its part of the English catalogue (see ../RankingExplorer.astro). */
import RankingExplorer, { type RankingExplorerProps } from '../RankingExplorer.tsx';
import { rankWordsEn } from '../../i18n/islands/explore-rank.en.ts';

export default function RankingExplorerEn(props: RankingExplorerProps) {
  return <RankingExplorer {...props} words={rankWordsEn} lang="en" />;
}
