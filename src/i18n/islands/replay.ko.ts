/** The hand's story and replay in this language: its catalogue, in the one shape (replay.ts). */
import { translator } from '../messages/format.ts';
import { replayWords } from './replay.ts';
import messages from '../messages/ko/replay.json' with { type: 'json' };

export const replayKo = replayWords(translator('ko', messages));
