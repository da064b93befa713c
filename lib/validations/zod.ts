import * as z from 'zod/mini';

// Our CSP has no 'unsafe-eval': zod's compiled fast path probes `new Function`, which the
// browser reports as a CSP violation. The interpreted path gives the same results.
z.config({ jitless: true });

export { z };
