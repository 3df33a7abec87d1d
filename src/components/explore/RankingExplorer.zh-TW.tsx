/**
 * The ranking explorer in Traditional Chinese: this entry imports only its part of the Chinese catalogue and
 * the Chinese card words (registered for Card.tsx), so other pages never load them (see ../RankingExplorer.astro).
 */
import RankingExplorer, { type RankingExplorerProps } from '../RankingExplorer.tsx';
import { rankWordsZh } from '../../i18n/islands/explore-rank.zh-TW.ts';
import '../../i18n/card-words/zh-tw.ts';

export default function RankingExplorerZh(props: RankingExplorerProps) {
  return <RankingExplorer {...props} words={rankWordsZh} lang="zh-TW" />;
}
