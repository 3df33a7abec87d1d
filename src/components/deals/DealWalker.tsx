/**
 * The explained deals (issue #33): walk one whole deal as the learner's seat. At each decision the
 * island asks the question, offers the choices (cards as card buttons, bids as buttons, discards
 * as buttons of cards), says "right" or "not quite", shows the explanation, then plays on to the
 * next decision (the tricks played since are listed). Everything it shows was made at build time
 * from the deal file by the engine (`content-data/deal-frames.ts`); the walk itself is
 * `islands-logic/deals.ts`.
 */
import type { RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import Card from '../Card.tsx';
import { CardLang, cardWordsFor, type CardLangId } from '../card-lang.ts';
import { cardLabel, isJoker, spokenName } from '../../engine/cards.ts';
import type { DealFrame, DealRoles, DealView, FrameTrick } from '../../content-data/deal-frames.ts';
import {
  answer,
  keyCalls,
  keyCards,
  keyDeclared,
  next,
  startWalk,
  walkDone,
  type DealWalk,
  wrongKind,
} from '../../islands-logic/deals.ts';
import type { DealsWords } from '../../i18n/islands/deals.ts';
import { ClimbEnd, ClimbTable } from './ClimbTable.tsx';
import '../islands.css';
import './deals.css';

export interface DealWalkerProps {
  deals: DealView[];
  /** The language of the deals' own texts (titles, explanations), when it is not the page's. */
  textLang?: string;
}

const decisionsOf = (d: DealView) =>
  d.frames.map((f, i) => ({ step: i, kind: f.kind, right: f.right, explain: f.explain }));

export default function DealWalker({ deals, textLang, words: w }: DealWalkerProps & { words: DealsWords }) {
  const [index, setIndex] = useState(0);
  const deal = deals[index]!;
  const decisions = decisionsOf(deal);
  const [walk, setWalk] = useState<DealWalk>(() => startWalk(decisions));
  const [said, setSaid] = useState<'right' | 'wrong' | null>(null);
  const questionRef = useRef<HTMLHeadingElement>(null);
  const playOnRef = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    if (walk.solved) playOnRef.current?.focus();
    else questionRef.current?.focus();
  }, [walk.decision, walk.solved, index]);

  // A link to one deal (`/<game>/deals/#<deal id>`, a lesson's last step) opens it.
  useEffect(() => {
    const i = deals.findIndex((d) => `#${d.id}` === window.location.hash);
    if (i > 0) {
      setIndex(i);
      setWalk(startWalk(decisionsOf(deals[i]!)));
    }
  }, [deals]);

  const open = (i: number) => {
    moved.current = true;
    setIndex(i);
    setWalk(startWalk(decisionsOf(deals[i]!)));
    setSaid(null);
  };
  const choose = (key: string) => {
    moved.current = true;
    const r = answer(walk, decisions, key);
    setWalk(r.walk);
    setSaid(r.right ? 'right' : 'wrong');
  };
  const playOn = () => {
    moved.current = true;
    setWalk(next(walk, decisions, deal.frames.length));
    setSaid(null);
  };

  const done = walkDone(walk, decisions);
  const frame = done ? null : deal.frames[walk.decision]!;
  const lang = textLang && textLang !== w.lang ? textLang : undefined;
  return (
    <CardLang.Provider value={w.lang as CardLangId}>
      <section class="isl deals" aria-label={w.region}>
        <nav class="isl__row deals__pick" aria-label={w.pick}>
          {deals.map((d, i) => (
            <button
              type="button"
              class={`isl__btn${i === index ? ' isl__btn--main' : ''}`}
              aria-current={i === index ? 'true' : undefined}
              id={d.id}
              onClick={() => open(i)}
              key={d.id}
            >
              {`${w.pick} ${i + 1}`}
            </button>
          ))}
        </nav>
        <h2 class="deals__title">
          {w
            .dealOf(index + 1, deals.length, '\u0000')
            .split('\u0000')
            .map((part, i) => (i === 0 ? part : [<span lang={lang}>{deal.title}</span>, part]))}
        </h2>
        {walk.decision === 0 && <p lang={lang}>{deal.intro}</p>}
        {frame ? (
          <Decision
            frame={frame}
            roles={deal.roles}
            walk={walk}
            total={deal.frames.length}
            words={w}
            questionRef={questionRef}
            onChoose={choose}
          />
        ) : (
          <End deal={deal} walk={walk} total={deal.frames.length} words={w} questionRef={questionRef} />
        )}
        <div
          class={`isl__feedback${said === null ? ' is-empty' : said === 'right' ? ' is-right' : ' is-wrong'}`}
          aria-live="polite"
          data-testid="deal-feedback"
        >
          {said === 'wrong' && frame && (
            <p>
              {wrongKind(frame, walk.wrong.at(-1) ?? '') === 'equal' ? w.notQuiteEqual : w.notQuite}{' '}
              {w.tried(walk.wrong.map((k) => choiceWords(k, frame.kind, w, deal.roles)).join(w.sep))}
            </p>
          )}
          {said === 'right' && frame && (
            <>
              <p>
                <strong>{w.right}</strong>
              </p>
              <p>
                <strong>{w.why}: </strong>
                <span lang={lang}>{explainText(frame, w, deal.roles)}</span>
              </p>
            </>
          )}
        </div>
        <div class="isl__row">
          {frame && walk.solved && (
            <button type="button" class="isl__btn isl__btn--main" ref={playOnRef} onClick={playOn}>
              {w.playOn}
            </button>
          )}
          {done && (
            <button type="button" class="isl__btn" onClick={() => open(index)}>
              {w.again}
            </button>
          )}
          {done && index + 1 < deals.length && (
            <button type="button" class="isl__btn isl__btn--main" onClick={() => open(index + 1)}>
              {w.nextDeal}
            </button>
          )}
        </div>
      </section>
    </CardLang.Provider>
  );
}

/** An explanation with its placeholders filled from the engine's facts (`{place}`, `{alt}`, `{altPlace}`). */
function explainText(f: DealFrame, w: DealsWords, roles: DealRoles): string {
  const facts = f.facts;
  if (!facts) return f.explain;
  return f.explain.replace(/\{(place|alt|altPlace)\}/g, (m, name: string) =>
    name === 'alt'
      ? facts.alt === undefined
        ? m
        : f.climb && keyCards(facts.alt).length > 0
          ? keyCards(facts.alt)
              .map((c) =>
                isJoker(c) ? (w.lang === 'en' ? spokenName(c) : cardWordsFor(w.lang).spoken(c)) : cardLabel(c),
              )
              .join(' ')
          : choiceWords(facts.alt, f.kind, w, roles)
      : w.titleName((name === 'place' ? facts.place : facts.altPlace) ?? ''),
  );
}

/** A choice in words: a bid's name, a trump suit, a partner call, a pass, or its cards as symbols (♠A). */
function choiceWords(key: string, kind: string, w: DealsWords, roles: DealRoles): string {
  if (key === 'pass') return w.bidName(key);
  if (kind === 'bid') return w.bidName(key, roles.unit);
  if (kind === 'trump') return w.trumpName(key);
  const cards = keyCards(key);
  if (cards.length === 0) return w.callName(key);
  const d = keyDeclared(key);
  const notes = [...(d ? [w.naming(d)] : []), ...(keyCalls(key) ? [w.callNote(roles)] : [])];
  return [cards.map(cardLabel).join(' '), ...notes].join(' ');
}

function cardsText(cards: readonly { seat: number; card: string }[], w: DealsWords): string {
  return cards.map((p) => `${w.seatName(p.seat)} ${cardLabel(p.card)}`).join(w.sep);
}

function Since({ tricks, words: w }: { tricks: readonly FrameTrick[]; words: DealsWords }) {
  if (tricks.length === 0) return null;
  return (
    <details class="deals__since" open>
      <summary>{w.since}</summary>
      <ol>
        {tricks.map((t) => (
          <li key={t.n}>{w.trickWon(t.n, cardsText(t.plays, w), t.winner)}</li>
        ))}
      </ol>
    </details>
  );
}

interface DecisionProps {
  frame: DealFrame;
  roles: DealRoles;
  walk: DealWalk;
  total: number;
  words: DealsWords;
  questionRef: RefObject<HTMLHeadingElement>;
  onChoose: (key: string) => void;
}

function Decision({ frame: f, roles, walk, total, words: w, questionRef, onChoose }: DecisionProps) {
  const isCard = (key: string) => keyCards(key).length === 1 && !key.includes(' ');
  const cardChoice = (f.kind === 'play' || f.kind === 'lead' || f.kind === 'partner') && f.options.every(isCard);
  const marks = (key: string) =>
    walk.solved && f.right.includes(key) ? (['winner'] as const) : walk.wrong.includes(key) ? (['wrong'] as const) : [];
  return (
    <>
      <p class="isl__facts">
        {w.step(walk.decision + 1, total)}
        {f.tricksLeft !== null && ` · ${w.tricksLeft(f.tricksLeft)}`}
      </p>
      {f.climb ? (
        <ClimbTable climb={f.climb} give={f.kind === 'give'} words={w} />
      ) : (
        <p>
          {f.contract
            ? w.contract(f.contract, roles, (k) => (keyCards(k).length ? cardLabel(k) : w.callName(k)))
            : w.auction(f.auction, roles.unit)}
        </p>
      )}
      <Since tricks={f.since} words={w} />
      {f.trickNo !== null && (
        <div class="deals__trick">
          <h3>{w.trickNow(f.trickNo)}</h3>
          {f.trick.length === 0 ? (
            <p>{w.trickEmpty}</p>
          ) : (
            <ol class="isl__row deals__plays">
              {f.trick.map((p) => (
                <li class="isl__play" key={p.card}>
                  <Card card={p.card} size="small" />
                  <span>{w.seatName(p.seat)}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
      {!cardChoice && (
        <div>
          <h3>{w.yourHand}</h3>
          <div class="deals__hand">
            {f.hand.map((c) => (
              <Card card={c} size="small" key={c} />
            ))}
          </div>
        </div>
      )}
      <h3 class="deals__question" tabIndex={-1} ref={questionRef}>
        {w.question(f.kind, roles)}
      </h3>
      <div class="deals__choices" role="group" aria-label={w.choices}>
        {f.options.map((key) =>
          // A lead that names a suit or calls is a button that says so beside its card.
          cardChoice && !keyDeclared(key) && !keyCalls(key) ? (
            <Card
              card={keyCards(key)[0]!}
              onClick={() => onChoose(key)}
              disabled={walk.solved}
              marks={marks(key)}
              key={key}
            />
          ) : (
            <button
              type="button"
              class="isl__btn isl__cards-btn"
              onClick={() => onChoose(key)}
              disabled={walk.solved}
              aria-pressed={walk.solved && f.right.includes(key) ? true : undefined}
              data-choice={key}
              key={key}
            >
              {f.kind === 'exchange' || (f.climb && keyCards(key).length > 0) ? (
                keyCards(key).map((c) => <Card card={c} size="inline" key={c} />)
              ) : cardChoice ? (
                <>
                  <Card card={keyCards(key)[0]!} size="inline" />
                  {` ${choiceWords(key, f.kind, w, roles).replace(/^\S+ ?/, '')}`}
                </>
              ) : (
                choiceWords(key, f.kind, w, roles)
              )}
              {walk.wrong.includes(key) && <span aria-hidden="true"> ✗</span>}
            </button>
          ),
        )}
      </div>
      {cardChoice && f.options.length < f.hand.length && (
        <div>
          <h3>{w.yourHand}</h3>
          <div class="deals__hand">
            {f.hand.map((c) => (
              <Card card={c} size="inline" key={c} />
            ))}
          </div>
        </div>
      )}
    </>
  );
}

interface EndProps {
  deal: DealView;
  walk: DealWalk;
  total: number;
  words: DealsWords;
  questionRef: RefObject<HTMLHeadingElement>;
}

function End({ deal, walk, total, words: w, questionRef }: EndProps) {
  return (
    <>
      <Since tricks={deal.end.since} words={w} />
      <h3 class="deals__question" tabIndex={-1} ref={questionRef}>
        {w.endTitle}
      </h3>
      {deal.finish ? <ClimbEnd finish={deal.finish} words={w} /> : <p>{w.endLine(deal.end, deal.roles)}</p>}
      <p>
        <strong>{w.score(walk.firstTry, total)}</strong>
      </p>
    </>
  );
}
