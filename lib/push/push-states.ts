// What the Notifications page's test button gets back (lib/server/inbox-entries/push-actions.ts).

export type TestPushState = { ok: boolean; message: string } | null;
