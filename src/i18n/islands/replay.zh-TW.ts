/** The hand's story and replay in this language: its catalogue, in the one shape (replay.ts). */
import { translator } from '../messages/format.ts';
import { replayWords } from './replay.ts';
import messages from '../messages/zh-TW/replay.json' with { type: 'json' };

export const replayZh = replayWords(translator('zh-TW', messages));
