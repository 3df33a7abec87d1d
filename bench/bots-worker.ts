/** Worker thread of the bots benchmark: runs match chunks it is sent and posts the tallies. */
import { parentPort } from 'node:worker_threads';
import { playMatchChunk, type MatchJob } from './bots-strength.ts';

parentPort!.on('message', (msg: { id: number; job: MatchJob } | 'exit') => {
  if (msg === 'exit') process.exit(0);
  parentPort!.postMessage({ id: msg.id, tally: playMatchChunk(msg.job) });
});
