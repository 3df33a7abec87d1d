/**
 * The ranking explorer in Japanese: this entry imports only its part of the Japanese catalogue and the
 * Japanese card words (registered for Card.tsx), so English pages never load them (see ../RankingExplorer.astro).
 */
import RankingExplorer, { type RankingExplorerProps } from '../RankingExplorer.tsx';
import { rankWordsJa } from '../../i18n/islands/explore-rank.ja.ts';
import '../../i18n/card-words/ja.ts';

export default function RankingExplorerJa(props: RankingExplorerProps) {
  return <RankingExplorer {...props} words={rankWordsJa} lang="ja" />;
}
