/**
 * The ranking explorer in Korean: this entry imports only its part of the Korean catalogue and the
 * Korean card words (registered for Card.tsx), so other pages never load them (see ../RankingExplorer.astro).
 */
import RankingExplorer, { type RankingExplorerProps } from '../RankingExplorer.tsx';
import { rankWordsKo } from '../../i18n/islands/explore-rank.ko.ts';
import '../../i18n/card-words/ko.ts';

export default function RankingExplorerKo(props: RankingExplorerProps) {
  return <RankingExplorer {...props} words={rankWordsKo} lang="ko" />;
}
