import { describe, expect, it } from 'vitest';
import { errorCodes, apiPaths, serverMessages } from '@/contract';
import { authDocs } from '@/contract/endpoint-docs';
import { StoreBusyError, StoreConflictError, StoreTimeoutError } from '../store/errors';
import { createTestApi, createTestApiAs } from '../testing/test-api';
import { expectRefusal, refusalOf } from '../testing/refusals';

describe('store failures as answers', () => {
  it('a transaction given up after too many conflicts answers 503 with Retry-After', async () => {
    const { api, token } = await createTestApiAs('guest');
    api.store.lockingTransaction = () => Promise.reject(new StoreBusyError());
    const answer = await api.call('POST', apiPaths.like('p01'), { token });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Retry-After')).toBe('1');
    expect(answer.body).toEqual({ errors: [serverMessages.storeBusy], code: errorCodes.storeBusy });
  });

  it('a statement the database cancelled for its time limit answers 503 with its message', async () => {
    const { api, token } = await createTestApiAs('guest');
    api.store.lockingTransaction = () =>
      Promise.reject(
        new StoreTimeoutError(Object.assign(new Error('canceled'), { code: '57014' })),
      );
    const answer = await api.call('POST', apiPaths.like('p01'), { token });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Retry-After')).toBe('5');
    expect(answer.body).toEqual(refusalOf('storeTimeout'));
  });

  it('a signup whose username another took meanwhile answers 422 username_taken, from onError', async () => {
    const api = await createTestApi();
    // The race the route's own check cannot see: the name was free when read, taken at the insert.
    api.store.transaction = () =>
      Promise.reject(new StoreConflictError('username sam.lee', 'username'));
    const answer = await api.call('POST', apiPaths.signup(), {
      body: authDocs.signup.sampleBody,
    });
    expectRefusal(answer, 422, 'usernameExists');
  });
});
