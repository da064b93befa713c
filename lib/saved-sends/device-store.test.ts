import { RESEND_LIFETIME_MS } from '@/lib/leads/b2b-contract';
import {
  findKept,
  isKeptFor,
  listSaved,
  onSavedChange,
  pendingSaved,
  readSaved,
  removeSaved,
  writeSaved,
} from './device-store';
import { hasSaved, SAVED_PREFIX } from './saved-key';
import type { SavedSend } from './saved-send';

const NOW = Date.parse('2026-11-25T10:00:00.000Z');
const record = (overrides: Partial<SavedSend> = {}): SavedSend => ({
  key: 'key-1',
  call: 'lead',
  form: 'proposal:modal',
  match: '{"name":"Asha"}',
  body: { name: 'Asha', first_attempt_at: '2026-11-25T10:00:00.000Z' },
  fillTimeMs: 4000,
  firstAttemptAt: NOW,
  notices: { sent: 'Sent', refused: 'Given up' },
  failures: 1,
  lastAttemptAt: NOW,
  notBefore: 0,
  ...overrides,
});

beforeEach(() => localStorage.clear());

describe('the kept sends on the device', () => {
  it('keeps each send in localStorage under its key, never in a cookie', () => {
    expect(hasSaved()).toBe(false);
    expect(writeSaved(record())).toBe(true);
    expect(JSON.parse(localStorage.getItem(`${SAVED_PREFIX}key-1`)!)).toEqual(record());
    expect(readSaved('key-1')).toEqual(record());
    expect(document.cookie).toBe('');
    expect(hasSaved()).toBe(true);
    removeSaved('key-1');
    expect(hasSaved()).toBe(false);
  });

  it('lists oldest first and drops what it cannot read', () => {
    writeSaved(record({ key: 'newer', firstAttemptAt: 2 }));
    writeSaved(record({ key: 'older', firstAttemptAt: 1 }));
    localStorage.setItem(`${SAVED_PREFIX}broken`, '{"key": 1');
    localStorage.setItem('leadwise:draft:/contact', '{}');
    expect(listSaved().map((saved) => saved.key)).toEqual(['older', 'newer']);
    expect(localStorage.getItem(`${SAVED_PREFIX}broken`)).toBeNull();
    expect(localStorage.getItem('leadwise:draft:/contact')).toBe('{}');
  });

  it('counts as waiting neither a settled send nor one older than seven days', () => {
    const now = NOW + 1000;
    writeSaved(record({ key: 'waiting' }));
    writeSaved(record({ key: 'sent', settled: 'sent' }));
    writeSaved(record({ key: 'old', firstAttemptAt: now - RESEND_LIFETIME_MS - 1 }));
    expect(pendingSaved(now).map((saved) => saved.key)).toEqual(['waiting']);
  });

  it('finds the same enquiry kept, and whether a form has one waiting', () => {
    writeSaved(record({ firstAttemptAt: Date.now() }));
    expect(findKept('lead', '{"name":"Asha"}')?.key).toBe('key-1');
    expect(findKept('lead', '{"name":"Ravi"}')).toBeNull();
    expect(findKept('newsletter', '{"name":"Asha"}')).toBeNull();
    expect(isKeptFor('proposal:modal')).toBe(true);
    expect(isKeptFor('proposal:contact')).toBe(false);
  });

  it('tells listeners of each change, and says false when storage refuses', () => {
    const listener = jest.fn();
    const stop = onSavedChange(listener);
    writeSaved(record());
    removeSaved('key-1');
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeSaved(record())).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
