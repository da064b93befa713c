import 'server-only';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { ledgerOf } from '../backup/erasure-ledger';
import { startBackups } from '../backup/backup-schedule';
import { ContextKeeper } from '../store/context-keeper';
import { checkOrigin, withCors } from '../http/cross-origin';
import { startForwarder } from '../outbox/forwarder';
import { logEvent, storageUnavailable } from '../http/http';
import { publicConfig } from '@/lib/config/public-config';
import { operatorAuthSecret } from '../inbox/auth-secret';
import { operatorAuth, type OperatorAuth } from '../inbox/operator-auth';
import { signInLimits, type SignInLimits } from '../inbox/sign-in-limits';
import { openStore, type OpenedStore } from '../arrival/open-store';
import { rateLimiter } from '../store/store-limiters';
import { destinationsOf } from '../store/outbox-destinations';
import { outboxSenders } from '../outbox/outbox-senders';
import { serverConfig, type ServerConfig } from '../server-config';
import { openVitalsIntake, type VitalsIntake } from '../vitals/vitals-intake';
import { inboxServices, type InboxServices } from '../inbox/inbox-services';
import { leadWork, type LeadWork } from '../inbox/lead-work';
import { personalData, type PersonalData } from '../privacy/personal-data';
import { leadRetention, startRetention } from '../privacy/retention';
import { recordAccess, type AccessEntry } from '../inbox/access-log';
import { startDeadlineWatch } from '../assignment/first-contact-deadline';
import { pushService, type PushService } from '../push/push-service';
import { vapidKeys } from '../push/vapid-keys';
import { budgetSpentAlert } from '../phone-check/budget-alert';
import { phoneChecks, type PhoneChecks } from '../phone-check/phone-checks';
import { deliveryService, type DeliveryService } from '../delivery/delivery-service';
import { startMetaBackfill } from '../channels/meta-backfill';
import { channelService, type ChannelService } from '../channels/channel-service';
import { startQuietChannelWatch } from '../channels/quiet-channels';
import { sheetService, startSheetSweep, type SheetService } from '../channels/sheet-service';
import { portalDesk, type PortalDesk } from '../portal/portal-services';
import { operatorAccounts, type OperatorAccounts } from '../inbox/operator-accounts';

/**
 * The process's services, wired once (docs/architecture.md#folders-of-libserver): what the public
 * doors (intake/) use, and what the guard builds an operator's services from. No inbox entry is
 * handed it (inbox-entries/operator-guard.ts).
 */
export type SiteContext = {
  config: ServerConfig;
  store: OpenedStore;
  limiter: RateLimiterAbstract;
  /** The operators' sign-in, on the store's database (lib/server/inbox). */
  auth: OperatorAuth;
  /** Writes a line of the access log (docs/operations.md#the-access-log). */
  recordAccess: (entry: AccessEntry) => Promise<void>;
  signInLimits: SignInLimits;
  /** Told when a store operation failed, so a store that stopped working is reopened. */
  storeFailed: (error: Error) => void;
  /** The speed reports' store, writer and limit (POST /api/vitals), on the same database. */
  vitals: VitalsIntake;
  /** The inbox's queue, leads, timelines and follow-ups, on the same database. */
  leadWork: LeadWork;
  /** A person's data: find, erase, withdraw, access copy (docs/privacy.md), on the same database. */
  personalData: PersonalData;
  /** The operator side's other services: persons, merges, rights requests, the funnel. */
  inbox: InboxServices;
  /** The operators' push subscriptions and test push (lib/server/push), on the same database. */
  push: PushService;
  /** A lead's phone code by SMS (lib/server/phone-check); null when SMS_PROVIDER is unset. */
  phoneChecks: PhoneChecks | null;
  /** The universities' deliveries: a lead's line, the delivery page, set-up, re-send (lib/server/delivery). */
  delivery: DeliveryService;
  /** The lead channels' health (lib/server/channels), on the same database. */
  channels: ChannelService;
  /** Portals' sheets: held, mapped, checked and imported through the one intake (channels/sheet-service.ts). */
  sheets: SheetService;
  /** Operators' accounts as an admin adds them on the Operators page (`by` and `address` logged). */
  operatorAccounts: (by: string, address: string) => OperatorAccounts;
  /** The universities' portal: a university actor's services, and the admins' side of returns. */
  portal: PortalDesk;
};

/**
 * What a public door (intake/: the lead, newsletter, rights request and speed forms and APIs) is
 * handed: its settings, limits and the arrivals' own writes, never the database or the inbox.
 */
export type DoorContext = Pick<
  SiteContext,
  'config' | 'limiter' | 'storeFailed' | 'vitals' | 'phoneChecks'
> & {
  store: Pick<OpenedStore, 'insertLead' | 'addSubscriber'>;
  inbox: Pick<InboxServices, 'rightsRequests'>;
};

export async function createSiteContext(
  settings: ServerConfig,
  storeFailed: SiteContext['storeFailed'] = () => undefined,
): Promise<SiteContext> {
  const store = await openStore(settings);
  // The VAPID keys as set, or made once beside SQLite (push/vapid-keys.ts): after the store, whose
  // own error says best why nothing can be written beside it.
  const config = { ...settings, vapid: vapidKeys(settings) };
  if (!config.vapid)
    logEvent('warn', 'push_off', {
      effect: "each lead's owner is told by email: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY",
    });
  const limiter = rateLimiter(config, store);
  const secret = await operatorAuthSecret(config, store.database);
  const auth = operatorAuth(store.database, secret, publicConfig.siteUrl);
  const senders = outboxSenders(config, store.database);
  const forwarder = Object.keys(senders).length ? startForwarder(store, senders, config) : null;
  // Every write that made outbox items due wakes it once committed (store/outbox-bell.ts).
  if (forwarder) store.database.onQueued(forwarder.wake);
  const vitals = openVitalsIntake(store.database, storeFailed, config.trustedProxyHops);
  // Every erasure recorded beside the backups, for a restore to do again (backup/erasure-ledger.ts).
  const ledger = ledgerOf(config.backup);
  const stopRetention = startRetention(leadRetention(store.database, ledger), {
    days: config.leadRetentionDays,
    onRun: async ({ cutoff, leads, erased }) => {
      if (!erased?.leads.length) return;
      logEvent('info', 'retention_erased', { leads: leads.length, idle_since: cutoff });
      await recordAccess(store.database, {
        address: null,
        action: 'retention-erased',
        record: `leads ${erased.leads.join(', ')}`,
        detail: `idle since ${cutoff} (LEAD_RETENTION_DAYS ${config.leadRetentionDays})`,
      });
    },
    onError: (error) => logEvent('error', 'retention_failed', { error: error.message }),
  });
  const stopDeadlineWatch = startDeadlineWatch(store.database, destinationsOf(config), {
    deadlineMs: config.firstContactDeadlineMs,
    onError: (error) => logEvent('error', 'first_contact_check_failed', { error: error.message }),
  });
  const stopBackups = config.backup
    ? startBackups(store.database, config, config.backup, {
        onTaken: ({ file, header, bytes }, ms) =>
          logEvent('info', 'backup_taken', { file, leads: header.leads, bytes, ms }),
        onVerified: (verified, ms) =>
          verified &&
          logEvent(verified.ok ? 'info' : 'error', 'backup_verified', {
            file: verified.file,
            ok: verified.ok,
            leads: verified.leads,
            ms,
          }),
        onError: (error) => logEvent('error', 'backup_failed', { error: error.message }),
      })
    : async () => undefined;
  const ctx: SiteContext = {
    config,
    store,
    limiter,
    auth,
    recordAccess: (entry) => recordAccess(store.database, entry),
    signInLimits: signInLimits(config, store.database),
    storeFailed,
    vitals,
    leadWork: leadWork(store.database, destinationsOf(config)),
    personalData: personalData(store.database, ledger),
    inbox: inboxServices(store.database),
    push: pushService(config, store.database, config.vapid),
    phoneChecks:
      config.sms &&
      phoneChecks(
        store.database,
        config.sms,
        secret,
        budgetSpentAlert(config),
        destinationsOf(config),
      ),
    delivery: deliveryService(store.database, config),
    channels: channelService(store.database),
    sheets: sheetService({ config, store, storeFailed }),
    operatorAccounts: (by, address) => operatorAccounts(auth, store.database, by, address),
    portal: portalDesk(store.database, {
      returnWindowDays: config.returnWindowDays,
      destinations: destinationsOf(config),
    }),
  };
  // What runs in the background, stopped in this order by closeSiteContext and by no one else:
  // none of it is reachable from the context's type.
  stopsOf.set(ctx, [
    async () => forwarder?.stop(),
    stopRetention,
    stopDeadlineWatch,
    stopBackups,
    config.metaLeads ? startMetaBackfill(ctx) : async () => undefined,
    startQuietChannelWatch(store.database, config),
    startSheetSweep(store.database),
  ]);
  return ctx;
}

const stopsOf = new WeakMap<SiteContext, (() => Promise<unknown>)[]>();

/**
 * Stops forwarding, the schedules (retention, deadlines, backups, back-fill, channels' checks,
 * sheets' sweep) once a run under way has ended, writes the waiting speed reports and closes the
 * store (tests, commands, SIGTERM).
 */
export async function closeSiteContext(ctx: SiteContext) {
  for (const stop of stopsOf.get(ctx) ?? []) await stop();
  await ctx.vitals.close();
  await ctx.store.close();
}

// One store, limiter and forwarder per server process, opened on first use and healed: a failed
// opening (a file that is not writable, a database that is down) or a store that stops working
// is opened again after a backoff, without a restart. On globalThis because instrumentation.ts
// and the route handlers are bundled apart.
const holder = globalThis as typeof globalThis & {
  __leadwiseSite?: ContextKeeper<SiteContext>;
  /** Called by runtime/serve.mjs on SIGTERM: the outbox's sends and a backup under way finish. */
  __leadwiseStop?: () => Promise<void>;
};
holder.__leadwiseStop ??= () => holder.__leadwiseSite?.close() ?? Promise.resolve();

function keeper(): ContextKeeper<SiteContext> {
  const kept: ContextKeeper<SiteContext> = (holder.__leadwiseSite ??= new ContextKeeper({
    open: async () => {
      const ctx: SiteContext = await createSiteContext(serverConfig(), (error) => {
        // A store that still passes its write check had a passing fault and is kept.
        ctx.store.check().catch(() => kept.failed(ctx, error));
      });
      return ctx;
    },
    close: closeSiteContext,
    onFailure: (error, retryInMs) =>
      logEvent('error', 'store_unavailable', {
        error: error.message,
        retry_in_ms: retryInMs,
        effect: 'leads and subscriptions are answered 503 until the store works again',
      }),
  }));
  return kept;
}

export const siteContext = () => keeper().get();

/** The store's state for the readiness check: open and writable, or why not and until when. */
export async function storeHealth() {
  let ctx: SiteContext | null = null;
  try {
    ctx = await siteContext();
    await ctx.store.check();
  } catch (error) {
    if (ctx) keeper().failed(ctx, error as Error);
  }
  return keeper().status();
}

/**
 * Runs an API handler with the process's context, after refusing other sites' pages. A store that cannot open, or any other
 * failure on our side, is answered 503 with Retry-After and logged, never a 500.
 */
export async function withSiteContext(
  request: Request,
  handler: (request: Request, ctx: SiteContext) => Promise<Response>,
): Promise<Response> {
  try {
    const ctx = await siteContext();
    const origin = checkOrigin(request, ctx.config.allowedOrigins, ctx.config.trustedProxyHops > 0);
    if (!origin.allowed) return origin.response;
    return withCors(await handler(request, ctx), origin.corsOrigin);
  } catch (error) {
    logEvent('error', 'api_failed', { error: (error as Error).message });
    return storageUnavailable();
  }
}
