export declare const TEST_SECRET: string;

export type UniversityAnswer = { status: number; body: unknown } | 'stall';

export type UniversityCall = {
  id: string;
  headers: Record<string, string>;
  event: { type: string; timestamp: string; data: Record<string, unknown> };
  receivedAt: number;
};

export type FakeUniversity = {
  url: string;
  secret: string;
  state: {
    calls: UniversityCall[];
    unsigned: number;
    ids: Map<string, number>;
    answered: Map<string, UniversityAnswer>;
    answer: (event: UniversityCall['event'], id: string) => UniversityAnswer;
  };
  close(): Promise<void>;
};

export declare function startFakeUniversity(options?: {
  secret?: string;
  delayMs?: number;
  localAddress?: string;
}): Promise<FakeUniversity>;
