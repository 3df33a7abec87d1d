/**
 * The course family's words in English: the lesson island (Lesson.tsx, with its play-on steps
 * LessonPlayOn.tsx), the course page (Course.tsx) and the home page's progress (CourseProgress.tsx).
 * This object is the catalogue's shape (`CourseWords`): every other language's catalogue is typed
 * by it. The lessons' own texts (titles, narration, prompts, hints, answers) come in the page's
 * language from content/lessons/<lang>/ (Lesson.astro, Course.astro); the sentences a check makes
 * from the engine's answer are `CheckWords` (islands-logic/lessons.ts, play-on.ts), loaded by
 * `loadCheck` when the lesson starts.
 */
import { ordinal, plural, trumpWords } from '../../islands-logic/puzzles.ts';
import type { PlayOnWords } from '../../islands-logic/play-on.ts';
import { courseProgressEn } from './course-progress.en.ts';
import { SUIT_SYMBOL } from '../../engine/cards.ts';

/** The learner is seat 0, the computers are numbered (as play-on.ts `playOnSeat`, not loaded at start). */
const playOnSeat = (seat: number) => (seat === 0 ? 'you' : `computer ${seat}`);
const cap = (s: string) => s.replace(/^./, (c) => c.toUpperCase());
const SUIT_WORD: Record<string, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };

/** How a glossary anchor reads, where it is not the word itself (one name per thing). */
const WORD_LABELS: Readonly<Record<string, string>> = {
  'eleven-back': 'jack back',
  'eight-cut': 'eight cut',
  'follow-suit': 'following suit',
  'illegal-finish': 'illegal finish',
  'last-three': 'the last three tricks',
  'no-trump': 'no trumps',
  'suit-lock': 'suit lock',
  napoleon: 'Napoleon',
  president: 'President',
  beggar: 'Beggar',
};

export const courseEn = {
  /** The lesson checks' sentences in this language (loaded when a lesson starts). */
  loadCheck: (): Promise<PlayOnWords> => import('./lesson-check.en.ts').then((m) => m.PLAY_ON_EN),
  // The lesson
  malformed: 'This lesson could not be shown: its data is missing or malformed.',
  notLoaded: 'The rules engine has not loaded yet.',
  dealNotLoaded: 'The deal has not loaded yet.',
  newWord: 'New word: ',
  /** A glossary entry of this language's edition. */
  glossaryHref: (word: string) => `/glossary/#${word}`,
  wordLabel: (word: string) => WORD_LABELS[word] ?? word,
  lessonTitle: (title: string) => `Lesson: ${title}`,
  engineFailed: (error: string) => `The rules engine could not be loaded: ${error}`,
  finished: (firstTry: number, moves: number) =>
    `Finished: ${firstTry} of ${plural(moves, 'answer')} right at the first try.`,
  stepOf: (i: number, n: number) => `Step ${i} of ${n}`,
  wellDone: 'Well done — that is the whole lesson.',
  startAgain: 'Start again',
  back: 'Back',
  next: 'Next',
  right: 'Yes.',
  wrong: 'Not that one.',
  /** Between the verdict and the explanation, and after it. */
  space: ' ',
  tryAgainSaid: ' Try again.',
  hint: (h: string) => `Hint: ${h}`,
  howTo: 'Choose with a click, or Tab and Enter.',
  loading: 'Loading the rules engine…',
  tryAgain: 'Try again',
  showHint: 'Show a hint',
  /** "Spades are trumps. Trick 3." */
  trickFacts: (trump: Parameters<typeof trumpWords>[0], trick: number) => `${cap(trumpWords(trump))}. Trick ${trick}.`,
  playedGroup: 'Cards played so far',
  led: 'led',
  nthToPlay: (n: number) => `${ordinal(n)} to play`,
  thenYou: 'then you, then ',
  nobody: 'nobody',
  listSep: ', ',
  handGroup: 'Your hand: choose a card to play',
  inHand: 'in your hand',
  pileGroup: 'The pile',
  pile: 'Pile:',
  emptyPileLead: '(empty: you lead)',
  choosePlay: 'Choose a play',
  playSr: 'Play ',
  winnerGroup: 'The trick: choose the card that wins it',
  bidToBeat: (bid: string) => `Bid to beat: ${bid}.`,
  noBid: 'No bid yet.',
  bidGroup: 'Choose a bid',
  bidButton: (count: number, suit: string) => `Bid ${count} ${SUIT_WORD[suit] ?? suit}`,
  bidShort: (b: { count: number; suit: string }) => `${b.count} ${SUIT_SYMBOL[b.suit as 'S'] ?? b.suit}`,
  cardsGroup: 'The cards',
  answerGroup: 'Choose an answer',
  buryFacts: (trump: Parameters<typeof trumpWords>[0], chosen: number, count: number) =>
    `${cap(trumpWords(trump))}. Chosen: ${chosen} of ${count}.`,
  buryGroup: 'Your hand: choose cards to bury',
  bury: 'Bury',
  // Play on
  seat: playOnSeat,
  playWho: (seat: number, led: boolean) => `${playOnSeat(seat)}${led ? ', led' : ''}`,
  noCardYet: 'No card yet.',
  passed: (seat: number) => `${playOnSeat(seat)}: pass`,
  dealFailed: (e: string) => `This deal could not be played: ${e}`,
  playOnTrickFacts: (trump: Parameters<typeof trumpWords>[0], tricks: number, trick: number, players: number) =>
    `${cap(trumpWords(trump))}. ${plural(tricks, 'trick')} to play, from trick ${trick}. You are one of ${plural(players, 'player')}.`,
  playOnClimbFacts: (reversed: boolean, players: number) =>
    `${reversed ? 'Revolution: low cards are high. ' : ''}Play until the pile is cleared. You are one of ${plural(players, 'player')}.`,
  pileTaken: (seat: number) => `The pile: ${seat === 0 ? 'you' : playOnSeat(seat)} took the lead.`,
  trickWon: (trick: number, seat: number) => `Trick ${trick}: ${seat === 0 ? 'you' : playOnSeat(seat)} won it.`,
  playsSoFar: 'The plays so far',
  trickN: (trick: number) => `Trick ${trick}`,
  pileNow: 'The pile now:',
  trickSoFar: (trick: number) => `Trick ${trick} so far:`,
  cardsSoFar: 'The cards played so far',
  pass: 'Pass',
  // The course page
  lessonsDone: (done: number, n: number, stars: number) =>
    `${done} of ${n} lessons done${stars > 0 ? `, ${stars} with a star` : ''}.`,
  lessonsCount: (n: number) => `${n} lessons.`,
  backToLessons: 'Back to the lessons',
  lessonOf: (i: number, n: number) => `Lesson ${i} of ${n}`,
  recap: (title: string) => `Recap: ${title}`,
  star: '★ No wrong answers: this lesson earns its star.',
  noStar: 'Done. Answer every question right at the first try to earn the star.',
  readRules: 'Read this part of the rules',
  samePuzzles: 'Puzzles on the same idea',
  nextLesson: (title: string) => `Next lesson: ${title}`,
  nextCourse: (title: string) => `Course finished. Next: the ${title} course`,
  lastOfAll: 'That was the last lesson of the last course.',
  /** The stored progress could not be read (`notice`: the storage module's English sentence why). */
  progressReset: (notice: string) => `${notice} Your course progress starts again.`,
  continue: 'Continue where you left off',
  start: 'Start the course',
  finishedCourse: (game: string) => `You have finished the ${game} course.`,
  goOn: (title: string) => `Go on to the ${title} course`,
  clear: 'Clear my progress',
  cleared: 'Your course progress was cleared.',
  lessonsList: 'Lessons',
  doneStar: 'done, with a star',
  done: 'done',
  inProgress: (step: number, n: number) => `in progress: step ${step} of ${n}`,
  notStarted: 'not started',
  coachedLead: 'After the lessons: ',
  coachedLink: 'play the coached hand',
  coachedRest: ' — a whole hand at the practice table, with the coach introducing each part as it comes.',
  // The home page's progress (CourseProgress.tsx, which loads only these: course-progress.en.ts)
  ...courseProgressEn,
};

export type CourseWords = typeof courseEn;
