/** `npm run --silent judge`: reads JSON from stdin, writes the answers as JSON (SPEC §1.4). */
import '../engine/all-judges.ts';
import { judgeText } from '../engine/judge.ts';

// A reader that stops early (`judge | head`) closes the pipe: what was written stands, exit 0.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
process.stdout.write(JSON.stringify(judgeText(Buffer.concat(chunks).toString('utf8'))) + '\n');
