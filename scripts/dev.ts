/** npm run dev: the English texts as the pages read them (npm run i18n:collect), the product pack shots and the script font subsets, then the API server (without the client build) and Vite's dev server, side by side. */
import { spawn } from 'node:child_process';
import { writePackShots } from './pack-shots.ts';
import { writeScriptFonts } from './subset-fonts.ts';
import { writeSourceMessages } from './translations/source-messages.ts';

await writeSourceMessages();
await writePackShots();
await writeScriptFonts();

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('node', ['--watch', 'scripts/dev-api.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1' },
  }),
  spawn('npx', ['react-router', 'dev'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
