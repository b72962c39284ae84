import { describe, expect, it } from 'vitest';
import { apiEndpoints, documentedEndpoints } from './endpoint-catalogue';
import { endpoints } from './endpoints';

describe('the endpoint catalogue', () => {
  it('joins every row of the table, in its order, to a summary of its own', () => {
    const summaryOf = (method: string, path: string) =>
      documentedEndpoints.find((row) => row.method === method && row.path === path)?.summary;
    expect(documentedEndpoints).toHaveLength(Object.keys(endpoints).length);
    expect(documentedEndpoints[0]).toMatchObject({ path: endpoints.signup.path });
    expect(summaryOf('GET', endpoints.health.path)).toBe('Is the API up?');
    expect(summaryOf('GET', endpoints.feed.path)).toMatch(/home feed/);
    expect(summaryOf('DELETE', endpoints.deleteTestTodos.path)).toMatch(/every todo/);
    const summaries = documentedEndpoints.map((endpoint) => endpoint.summary);
    for (const summary of summaries) expect(summary.trim().length).toBeGreaterThan(5);
    expect(new Set(summaries).size).toBe(summaries.length);
  });

  it("keeps each row's samples with it: the login sample is the guest's", () => {
    const login = documentedEndpoints.find((endpoint) => endpoint.path === endpoints.login.path);
    expect(login).toMatchObject({
      method: 'POST',
      auth: 'none',
      sampleBody: { username: 'guest' },
    });
  });

  it('offers the request tester every JSON endpoint, not the uploads, the event stream nor the ZIP', () => {
    const offered = apiEndpoints.map(({ method, path }) => `${method} ${path}`);
    expect(offered).toHaveLength(documentedEndpoints.length - 4);
    expect(offered).not.toContain(`POST ${endpoints.media.path}`);
    expect(offered).not.toContain(`POST ${endpoints.importList.path}`);
    expect(offered).not.toContain(`GET ${endpoints.events.path}`);
    expect(offered).not.toContain(`GET ${endpoints.exportData.path}`);
    expect(offered).toContain(`GET ${endpoints.feed.path}`);
  });
});
