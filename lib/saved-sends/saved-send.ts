/** The calls a form may keep: the lead and the newsletter subscription of docs/product.md#the-api. */
export type SendCall = 'lead' | 'newsletter';

/** What a later page says when a kept send finally goes through or is given up, in its form's language. */
export type SavedNotices = { sent: string; refused: string };

/** One send as its form made it: what is sent again, byte for byte, under the same key. */
export type Attempt = {
  /** The idempotency key: the server stores the send once however often it arrives. */
  key: string;
  call: SendCall;
  /** Which form made it (`proposal:modal`, `admission:lpu:hi`, `newsletter`). */
  form: string;
  /** What the visitor typed and chose: the same enquiry sent again is this send, not a new one. */
  match: string;
  body: Record<string, unknown>;
  fillTimeMs?: number;
  firstAttemptAt: number;
  notices: SavedNotices;
};

/** An attempt kept on the device because it reached no verdict. */
export type SavedSend = Attempt & {
  failures: number;
  lastAttemptAt: number;
  /** Not sent again before this time (the server's Retry-After). */
  notBefore: number;
  /** Set for the moment between its verdict and its removal, so that other tabs hear of it. */
  settled?: SettledResult;
  /** The claim of the tab sending it, where the browser has no Web Locks. */
  claim?: { by: string; until: number };
};

export type SettledResult = 'sent' | 'refused' | 'expired';
