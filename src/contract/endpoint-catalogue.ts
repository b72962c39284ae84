import type { EndpointDoc } from './endpoint-row';
import { endpoints, type Endpoint, type EndpointName } from './endpoints';
import {
  authDocs,
  replyDocs,
  feedDocs,
  mediaDocs,
  notificationDocs,
  postDocs,
  safetyDocs,
  sandboxDocs,
  searchDocs,
  serverDocs,
  userDocs,
} from './endpoint-docs';
import { emailDocs } from './endpoint-docs-email';
import { tagDocs } from './endpoint-docs-tags';
import { oauthDocs } from './endpoint-docs-oauth';
import { accountDocs, moderationDocs } from './endpoint-docs-moderation';

/** Every endpoint's summary and sample, by its name in the table (endpoint-docs.ts). */
export const endpointDocs: Record<EndpointName, EndpointDoc> = {
  ...authDocs,
  ...accountDocs,
  ...serverDocs,
  ...feedDocs,
  ...safetyDocs,
  ...userDocs,
  ...searchDocs,
  ...postDocs,
  ...tagDocs,
  ...replyDocs,
  ...notificationDocs,
  ...mediaDocs,
  ...sandboxDocs,
  ...moderationDocs,
  ...emailDocs,
  ...oauthDocs,
};

/** An endpoint's row with what the catalogue says of it. */
export type EndpointInfo = Endpoint & EndpointDoc;

/** Every endpoint of the table with its docs, in the table's order. */
export const documentedEndpoints: readonly EndpointInfo[] = (
  Object.keys(endpoints) as EndpointName[]
).map((name) => ({ ...endpoints[name], ...endpointDocs[name] }));

/**
 * The request tester's catalogue: every JSON endpoint of the table (an upload is multipart, which
 * the tester does not send; an event stream never ends, and the tester waits for the end; a download
 * is a file, not JSON). Tests
 * cover each row.
 */
export const apiEndpoints: readonly EndpointInfo[] = documentedEndpoints.filter(
  (endpoint) => !endpoint.multipart && !endpoint.stream && !endpoint.download,
);
