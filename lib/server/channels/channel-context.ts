import 'server-only';
import type { OpenedStore } from '../arrival/open-store';
import type { ServerConfig } from '../server-config';

/** What the lead channels use of the server's context (site/site-context.ts gives it). */
export type ChannelContext = {
  config: ServerConfig;
  store: OpenedStore;
  /** Told when a store operation failed, so a store that stopped working is reopened. */
  storeFailed: (error: Error) => void;
};
