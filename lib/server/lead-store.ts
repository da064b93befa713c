// The storage interface the API uses; SQLite implements it today, another engine can tomorrow.

export type LeadKind = 'proposal' | 'admission';

export type NewLead = {
  kind: LeadKind;
  name: string;
  email: string;
  phone: string;
  website: string | null;
  message: string | null;
  course: string | null;
  city: string | null;
  consent: boolean | null;
  reason: string;
  page_url: string;
  user_agent: string;
  idempotency_key: string | null;
};

export type StoredLead = NewLead & { id: number; received_at: string };

export type StoredSubscriber = {
  id: number;
  email: string;
  user_agent: string;
  subscribed_at: string;
};

export interface LeadStore {
  /** Commits the lead; `stored` is false when its idempotency key was already used. */
  insertLead(lead: NewLead): Promise<{ stored: boolean }>;
  /** `created` is false when the email (case-insensitively) was already subscribed. */
  addSubscriber(email: string, userAgent: string): Promise<{ created: boolean }>;
  listLeads(since?: string): Promise<StoredLead[]>;
  listSubscribers(since?: string): Promise<StoredSubscriber[]>;
  close(): void;
}
