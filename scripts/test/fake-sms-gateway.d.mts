export type FakeSms = {
  id: string;
  authkey: string | null;
  flowId: string;
  sender: string;
  mobile: string;
  code: string;
  receivedAt: number;
};

export type FakeSmsGateway = {
  origin: string;
  state: { mode: 'ok' | 'down'; messages: FakeSms[]; refused: number };
  setMode(next: 'ok' | 'down'): void;
  close(): Promise<void>;
};

export declare function startFakeSmsGateway(options?: {
  port?: number;
  codeVariable?: string;
}): Promise<FakeSmsGateway>;
