export type ReceiverMode = 'ok' | 'down' | 'stall';

export type ReceivedCall = {
  path: string;
  idempotencyKey: string | null;
  body: unknown;
  receivedAt: number;
};

export type JsonReceiver<Mode extends string> = {
  origin: string;
  state: { mode: Mode; calls: ReceivedCall[]; delivered: ReceivedCall[]; stalled: number };
  setMode(next: Mode): void;
  close(): Promise<void>;
};

export declare function startJsonReceiver<Mode extends string>(
  answers: Record<Exclude<Mode, 'stall'>, { status: number; body: unknown; delivered: boolean }>,
  mode?: Mode,
): Promise<JsonReceiver<Mode>>;

export declare function startWebhookReceiver(
  mode?: ReceiverMode,
): Promise<JsonReceiver<ReceiverMode> & { url: string }>;

export type ReceivedMessage = { raw: string; from: string; to: string[]; receivedAt: number };

export declare function startSmtpReceiver(
  login?: { user?: string; pass?: string },
  mode?: ReceiverMode,
): Promise<{
  url: string;
  state: { mode: ReceiverMode; messages: ReceivedMessage[]; stalled: number };
  setMode(next: ReceiverMode): void;
  close(): Promise<void>;
}>;

export declare function startMetaReceiver(
  mode?: ReceiverMode,
): Promise<JsonReceiver<ReceiverMode> & { base: string }>;
