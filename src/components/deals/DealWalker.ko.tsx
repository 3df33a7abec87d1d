/** The explained deals in this language: the entry imports only its catalogue (see ../Deals.astro). */
import DealWalker, { type DealWalkerProps } from './DealWalker.tsx';
import { dealsWordsKo } from '../../i18n/islands/deals.ko.ts';
import '../../i18n/card-words/ko.ts';

export default function DealWalkerKo(props: DealWalkerProps) {
  return <DealWalker {...props} words={dealsWordsKo} />;
}
