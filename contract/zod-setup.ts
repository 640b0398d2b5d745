import { z } from 'zod';

// zod compiles fast parsers with `new Function` when it may, and checks whether it may as soon as
// an object schema is built. The site's CSP forbids eval, and even zod's caught probe is reported
// as a violation, so in the browser it must never try. Contract modules import this first.
if (typeof window !== 'undefined') z.config({ jitless: true });
