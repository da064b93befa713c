import bodyLimit from '@/lib/config/request-body-limit.json';

// The largest campaign report the import takes: what fits in one post under the server's body cap
// (runtime/serve.mjs answers a bare 413 past it, before the form's action could say why), less
// room for the form's month, the previous answer React sends back and the multipart framing (5 KB
// at most, measured in spend-report-limit.test.ts). A month of a few hundred campaigns fits.
export const MAX_REPORT_BYTES = bodyLimit.maxBytes - 8 * 1024;
