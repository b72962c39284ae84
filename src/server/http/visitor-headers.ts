/**
 * The headers of an API call the server makes in itself for a visitor (a first page, a public
 * page), with the visitor's X-Forwarded-For as it came, so that the API finds the visitor's
 * address as it would for their own request and counts its limits against them, not against the
 * server. The socket's peer comes along in the call's env; with no trusted proxy the header is
 * not read at all.
 */
export function visitorHeaders(visitor: Request, headers: Record<string, string>) {
  const forwardedFor = visitor.headers.get('x-forwarded-for');
  return forwardedFor === null ? headers : { ...headers, 'x-forwarded-for': forwardedFor };
}
