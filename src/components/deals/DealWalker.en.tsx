/** The explained deals in this language: the entry imports only its catalogue (see ../Deals.astro). */
import DealWalker, { type DealWalkerProps } from './DealWalker.tsx';
import { dealsWordsEn } from '../../i18n/islands/deals.en.ts';

export default function DealWalkerEn(props: DealWalkerProps) {
  return <DealWalker {...props} words={dealsWordsEn} />;
}
