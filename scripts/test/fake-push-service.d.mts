export type ReceivedPush = {
  path: string;
  ttl: string | null;
  urgency: string | null;
  encoding: string | null;
  authorization: string | null;
  payload: Record<string, unknown> | null;
  receivedAt: number;
};

export type BrowserSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

export type FakePushService = {
  origin: string;
  state: {
    pushes: ReceivedPush[];
    refused: (ReceivedPush & { problem: string })[];
    /** The most pushes that waited at once while held. */
    mostHeld: number;
  };
  subscription(): BrowserSubscription;
  unsubscribe(endpoint: string): void;
  redirect(endpoint: string, location: string): void;
  hold(): void;
  heldCount(): number;
  release(): void;
  pushesTo(endpoint: string): ReceivedPush[];
  close(): Promise<void>;
};

export declare function vapidProblem(
  header: string | null | undefined,
  origin: string,
  now?: number,
): string | null;

export declare function startFakePushService(): Promise<FakePushService>;
