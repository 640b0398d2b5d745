/** The API alone, for `npm run dev`: Vite serves the pages and proxies /api here. */
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/env.ts';

const config = loadConfig();
const app = await buildApp({ config, serveClient: false });
await app.listen({ port: config.port, host: config.host });
