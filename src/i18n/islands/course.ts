/**
 * The course family's words: the lesson island (Lesson.tsx, with its play-on steps
 * LessonPlayOn.tsx), the course page (Course.tsx) and the home page's progress (CourseProgress.tsx,
 * the part course-progress.ts), made from the family's catalogue `src/i18n/messages/<lang>/course.json`.
 * This is the one shape every language fills (`CourseWords`): a language is its catalogue, never
 * code. The lessons' own texts (titles, narration, prompts, hints, answers) come in the page's
 * language from content/lessons/<lang>/ (Lesson.astro, Course.astro); the sentences a check makes
 * from the engine's answer are `PlayOnWords` (islands-logic/lessons.ts, play-on.ts), loaded by
 * `loadCheck` when the lesson starts.
 */
import type { Suit } from '../../engine/cards.ts';
import type { PlayOnWords } from '../../islands-logic/play-on.ts';
import type { Translate } from '../messages/format.ts';
import type en from '../messages/en/course.json';
import type { CourseProgressWords } from './course-progress.ts';

export type CourseKey = Extract<keyof typeof en, string>;

/** A trump suit as a select's key ('none': no trumps). */
const trumpKey = (trump: Suit | null) => trump ?? 'none';

export function courseWords(
  t: Translate<CourseKey>,
  progress: CourseProgressWords,
  /** The lesson checks' sentences in this language (lesson-check.<lang>.ts, loaded when a lesson starts). */
  loadCheck: () => Promise<PlayOnWords>,
) {
  /** The learner is seat 0, the computers are numbered (as the checks' `seat`). */
  const seat = (s: number) => t('seat', { seat: s });
  return {
    loadCheck,
    // The lesson
    malformed: t('malformed'),
    notLoaded: t('notLoaded'),
    dealNotLoaded: t('dealNotLoaded'),
    newWord: t('newWord'),
    /** A glossary entry of this language's edition. */
    glossaryHref: (word: string) => t('glossaryHref', { word }),
    /** How a glossary anchor reads (one name per thing); a word the language lacks stops, naming it. */
    wordLabel: (word: string) => {
      const label = t('wordLabel', { key: word.replaceAll('-', '_'), word });
      if (!label)
        throw new Error(`no ${t.lang} word for the glossary word "${word}": add it to messages/${t.lang}/course.json`);
      return label;
    },
    lessonTitle: (title: string) => t('lessonTitle', { title }),
    engineFailed: (error: string) => t('engineFailed', { error }),
    finished: (firstTry: number, moves: number) => t('finished', { firstTry, moves }),
    stepOf: (i: number, n: number) => t('stepOf', { i, n }),
    wellDone: t('wellDone'),
    startAgain: t('startAgain'),
    back: t('back'),
    next: t('next'),
    right: t('right'),
    wrong: t('wrong'),
    /** Between the verdict and the explanation, and after it. */
    space: t('space'),
    tryAgainSaid: t('tryAgainSaid'),
    hint: (hint: string) => t('hint', { hint }),
    howTo: t('howTo'),
    loading: t('loading'),
    tryAgain: t('tryAgain'),
    showHint: t('showHint'),
    /** After a wrong try: the button that shows the right answer, and the words before it. */
    showAnswer: t('showAnswer'),
    answerLead: t('answerLead'),
    /** "Spades are trumps. Trick 3." */
    trickFacts: (trump: Suit | null, trick: number) => t('trickFacts', { trump: trumpKey(trump), trick }),
    playedGroup: t('playedGroup'),
    led: t('led'),
    nthToPlay: (n: number) => t('nthToPlay', { n }),
    thenYou: t('thenYou'),
    nobody: t('nobody'),
    listSep: t('listSep'),
    handGroup: t('handGroup'),
    inHand: t('inHand'),
    pileGroup: t('pileGroup'),
    pile: t('pile'),
    emptyPileLead: t('emptyPileLead'),
    choosePlay: t('choosePlay'),
    playSr: t('playSr'),
    winnerGroup: t('winnerGroup'),
    bidToBeat: (bid: string) => t('bidToBeat', { bid }),
    noBid: t('noBid'),
    bidGroup: t('bidGroup'),
    bidButton: (count: number, suit: string) => t('bidButton', { count, suit }),
    bidShort: (b: { count: number; suit: string }) => t('bidShort', { count: b.count, suit: b.suit }),
    cardsGroup: t('cardsGroup'),
    answerGroup: t('answerGroup'),
    buryFacts: (trump: Suit | null, chosen: number, count: number) =>
      t('buryFacts', { trump: trumpKey(trump), chosen, count }),
    /** A card tapped when the cards asked are all chosen: why it is refused. */
    buryFull: (count: number) => t('buryFull', { count }),
    buryGroup: t('buryGroup'),
    bury: t('bury'),
    // Play on
    seat,
    playWho: (s: number, led: boolean) => t('playWho', { seat: s, led }),
    noCardYet: t('noCardYet'),
    passed: (s: number) => t('passed', { seat: s }),
    dealFailed: (error: string) => t('dealFailed', { error }),
    playOnTrickFacts: (trump: Suit | null, tricks: number, trick: number, players: number) =>
      t('playOnTrickFacts', { trump: trumpKey(trump), tricks, trick, players }),
    playOnClimbFacts: (reversed: boolean, players: number) => t('playOnClimbFacts', { reversed, players }),
    pileTaken: (s: number) => t('pileTaken', { seat: s }),
    trickWon: (trick: number, s: number) => t('trickWon', { trick, seat: s }),
    playsSoFar: t('playsSoFar'),
    trickN: (trick: number) => t('trickN', { trick }),
    pileNow: t('pileNow'),
    trickSoFar: (trick: number) => t('trickSoFar', { trick }),
    cardsSoFar: t('cardsSoFar'),
    pass: t('pass'),
    // The course page
    lessonsDone: (done: number, n: number, stars: number) => t('lessonsDone', { done, n, stars }),
    lessonsCount: (n: number) => t('lessonsCount', { n }),
    backToLessons: t('backToLessons'),
    lessonOf: (i: number, n: number) => t('lessonOf', { i, n }),
    recap: (title: string) => t('recap', { title }),
    star: t('star'),
    noStar: t('noStar'),
    readRules: t('readRules'),
    samePuzzles: t('samePuzzles'),
    /** The recap's link to the explained deal the lesson ends in, by the deal's title. */
    playItOut: (title: string) => t('playItOut', { title }),
    nextLesson: (title: string) => t('nextLesson', { title }),
    nextCourse: (title: string) => t('nextCourse', { title }),
    lastOfAll: t('lastOfAll'),
    /** The stored progress could not be read (`notice`: the storage module's English sentence why). */
    progressReset: (notice: string) => t('progressReset', { notice }),
    continue: t('continue'),
    start: t('start'),
    finishedCourse: (game: string) => t('finishedCourse', { game }),
    goOn: (title: string) => t('goOn', { title }),
    clear: t('clear'),
    cleared: t('cleared'),
    lessonsList: t('lessonsList'),
    doneStar: t('doneStar'),
    /** A lesson's stars on the course map: earned of the most it can earn (three a question). */
    lessonStars: (earned: number, max: number) => t('lessonStars', { earned, max }),
    /** "Retry what you missed": the button, the line atop the retry, and its end. */
    retryMissed: (n: number) => t('retryMissed', { n }),
    retryLead: (n: number) => t('retryLead', { n }),
    retryDone: (earned: number, max: number) => t('retryDone', { earned, max }),
    done: t('done'),
    inProgress: (step: number, n: number) => t('inProgress', { step, n }),
    notStarted: t('notStarted'),
    coachedLead: t('coachedLead'),
    coachedLink: t('coachedLink'),
    coachedRest: t('coachedRest'),
    // The home page's progress (CourseProgress.tsx, which loads only these: course-progress.ts)
    ...progress,
  };
}

export type CourseWords = ReturnType<typeof courseWords>;
