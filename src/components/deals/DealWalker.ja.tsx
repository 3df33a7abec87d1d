/** The explained deals in this language: the entry imports only its catalogue (see ../Deals.astro). */
import DealWalker, { type DealWalkerProps } from './DealWalker.tsx';
import { dealsWordsJa } from '../../i18n/islands/deals.ja.ts';
import '../../i18n/card-words/ja.ts';

export default function DealWalkerJa(props: DealWalkerProps) {
  return <DealWalker {...props} words={dealsWordsJa} />;
}
