import { z } from 'zod';

// zod compiles fast parsers with `new Function` when it may. The site's CSP forbids eval, and
// even zod's caught probe for it is reported as a violation, so in the browser it must not try.
z.config({ jitless: true });
