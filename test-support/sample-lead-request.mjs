// The body the proposal form sends to POST /api/b2b/leads/submit (docs/product.md#the-api): the sample for
// the tests and benchmarks that send a lead without a browser, each overriding only what it needs
// to tell its leads apart. JavaScript, so that the benchmark scripts (plain node) share it.

export const sampleLeadRequest = Object.freeze({
  name: 'Asha',
  email: 'asha@example.in',
  phone: '9876543210',
  Websiteurl: 'example.in',
  message: 'Hello',
  reason: 'Get a Proposal',
  page_url: 'http://localhost:3000/',
});
