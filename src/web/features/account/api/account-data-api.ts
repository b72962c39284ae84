import { useMutation } from '@tanstack/react-query';
import type { ImportType } from '@/contract/account-data';
import { accountEndpoints } from '@/contract/endpoints-account';
import { requestFailedMessage, networkErrorMessage } from '@/contract/request-messages';
import { marksTokenRefused } from '@/contract/token-refusal';
import { ApiClientError, apiRequest } from '@/web/lib/api-client';
import { endpointUrl } from '@/web/lib/endpoint-url';
import { reportRefusedToken } from '@/web/lib/session/refused-token';
import { sessionStore } from '@/web/lib/session/session-store';

/** The server's refusal of a download, in the API client's error. */
async function refusalOf(response: Response, token: string | undefined) {
  const data = (await response.json().catch(() => undefined)) as
    { errors?: unknown; code?: unknown } | undefined;
  const message = Array.isArray(data?.errors) ? String(data.errors[0]) : undefined;
  const code = typeof data?.code === 'string' ? data.code : undefined;
  const tokenRefused = token !== undefined && marksTokenRefused(response.headers);
  if (tokenRefused) reportRefusedToken(token);
  return new ApiClientError(message ?? requestFailedMessage(response.status), response.status, {
    ...(code ? { code } : {}),
    tokenRefused,
  });
}

/**
 * Downloads the account's export and saves it under the server's file name. The API wants the
 * token in a header, which a plain link cannot send, so the ZIP comes through fetch into a blob
 * and is saved from an object URL.
 */
export async function downloadExport(): Promise<void> {
  const token = sessionStore.get()?.token;
  let response: Response;
  try {
    response = await fetch(endpointUrl(accountEndpoints.exportData), {
      headers: token ? { authorization: token } : {},
    });
  } catch {
    throw new ApiClientError(networkErrorMessage, 0);
  }
  if (!response.ok) throw await refusalOf(response, token);
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'murmur-data.zip';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the blob may then go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export const useDownloadExport = () =>
  useMutation({ mutationFn: downloadExport, meta: { toastError: false } });

/** Sends a CSV to follow, block or mute everyone in it; the server answers what it did. */
export const useImportList = () =>
  useMutation({
    mutationFn: ({ type, file }: { type: ImportType; file: File }) => {
      const body = new FormData();
      body.set('type', type);
      body.set('file', file);
      return apiRequest(accountEndpoints.importList, { auth: true, body });
    },
    // The section says what went wrong beside its form.
    meta: { toastError: false },
  });
