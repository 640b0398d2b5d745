import { z } from 'zod';

// zod compiles fast parsers with `new Function` when it may, and probes for that as it builds its
// first object schema. The site's CSP forbids eval, and even the caught probe is reported as a
// violation, so in the browser it must never try: every contract module imports this file first,
// before it builds a schema. The server keeps the compiled parsers.
if (typeof document !== 'undefined') z.config({ jitless: true });
