/** @jest-environment node */
import { failureLog } from './failure-log';

const lines = () => (console.warn as jest.Mock).mock.calls.map(([line]) => JSON.parse(line));
const fields = (record_id: number, attempt: number) => ({
  outbox_id: record_id,
  record_type: 'lead',
  record_id,
  attempt,
  cause: 'HTTP 503',
});

it('logs a failing channel at once, then once an hour with what it left out', () => {
  let now = 0;
  const log = failureLog(() => now);
  log.failed('webhook', fields(1, 1));
  now = 30 * 60_000;
  log.failed('webhook', fields(1, 2));
  log.failed('webhook', fields(2, 1));
  log.failed('email', fields(2, 1));
  now = 60 * 60_000;
  log.failed('webhook', fields(3, 1));
  expect(
    lines().map(({ destination, record_id, failures_not_logged, next_log_in_s }) => [
      destination,
      record_id,
      failures_not_logged,
      next_log_in_s,
    ]),
  ).toEqual([
    ['webhook', 1, 0, 3600],
    ['email', 2, 0, 3600],
    ['webhook', 3, 2, 3600],
  ]);
});

it('says once that a channel delivers again, and starts over when it next fails', () => {
  let now = 0;
  const log = failureLog(() => now);
  log.delivered('email');
  expect(console.info).not.toHaveBeenCalled();
  log.failed('email', fields(1, 1));
  log.failed('email', fields(1, 2));
  log.delivered('email');
  log.delivered('email');
  expect((console.info as jest.Mock).mock.calls.map(([line]) => JSON.parse(line))).toEqual([
    expect.objectContaining({
      event: 'outbox_recovered',
      destination: 'email',
      failures_not_logged: 1,
    }),
  ]);
  now = 1;
  log.failed('email', fields(2, 1));
  expect(lines()).toHaveLength(2);
});
