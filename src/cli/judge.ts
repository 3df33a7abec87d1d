/** `npm run --silent judge`: reads JSON from stdin, writes the answers as JSON (SPEC §1.4). */
import '../engine/all-judges.ts';
import { judgeText } from '../engine/judge.ts';

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
process.stdout.write(JSON.stringify(judgeText(Buffer.concat(chunks).toString('utf8'))) + '\n');
