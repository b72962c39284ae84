import type { RequestNote } from '../../backend/deps';

/**
 * What the API noted of the requests it answered (the endpoint row that routed it, the user),
 * by the Request object itself: the one source of a request's row for its log line and for
 * /metrics. The server app hands the API the very request it received (api.fetch(c.req.raw)),
 * while the API calls a first page makes use requests of their own, so a page never takes the
 * row of one of those. A WeakMap, so a note goes with its request.
 */
const notes = new WeakMap<Request, RequestNote>();

export const noteRequest = (request: Request, note: RequestNote) => notes.set(request, note);

/** The API's note of this request; undefined when the API did not answer it. */
export const noteOf = (request: Request): RequestNote | undefined => notes.get(request);
