import { useQuery } from '@tanstack/react-query';
import { apiReferenceMessages } from '@/contract/client-messages';
import { endpoints } from '@/contract/endpoints';
import { readReference, type ReferenceRead } from '../lib/openapi-reference';
import { statusTextOf } from './status-text';

/** The app's own document, which the reference opens on. */
export const ownDocumentPath = endpoints.openApi.path;

export const openApiKeys = {
  all: ['openapi'] as const,
  document: (url: string) => [...openApiKeys.all, url] as const,
};

/** Text as an OpenAPI document, or why it is not one. */
export function readDocumentText(text: string): ReferenceRead {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    return { ok: false, message: apiReferenceMessages.notJson };
  }
  return readReference(parsed);
}

/**
 * The address resolved against this page, or why it is refused: the tester talks only to its own
 * server (on the Node host its security policy would block another anyway).
 */
export function sameOriginUrl(
  address: string,
): { ok: true; url: URL } | { ok: false; message: string } {
  let url: URL;
  try {
    url = new URL(address.trim(), window.location.href);
  } catch {
    return { ok: false, message: apiReferenceMessages.notAUrl };
  }
  if (address.trim() === '' || !/^https?:$/.test(url.protocol))
    return { ok: false, message: apiReferenceMessages.notAUrl };
  if (url.origin !== window.location.origin)
    return { ok: false, message: apiReferenceMessages.otherOrigin(url.origin) };
  return { ok: true, url };
}

/** Loads a document from this server; a refusal or a failure is a message, never a throw. */
export async function loadDocument(address: string): Promise<ReferenceRead> {
  const checked = sameOriginUrl(address);
  if (!checked.ok) return checked;
  let answer: Response;
  try {
    answer = await fetch(checked.url, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
  } catch (error) {
    return {
      ok: false,
      message: apiReferenceMessages.notLoaded(
        error instanceof Error ? error.message : String(error),
      ),
    };
  }
  if (!answer.ok)
    return {
      ok: false,
      message: apiReferenceMessages.notLoaded(
        `${answer.status} ${statusTextOf(answer.status, answer.statusText)}`.trim(),
      ),
    };
  return readDocumentText(await answer.text());
}

/** The app's own document: read once a visit, it changes only with a new server. */
export function useOwnDocument() {
  return useQuery({
    queryKey: openApiKeys.document(ownDocumentPath),
    queryFn: () => loadDocument(ownDocumentPath),
    staleTime: Infinity,
  });
}
