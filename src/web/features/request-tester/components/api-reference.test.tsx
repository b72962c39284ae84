import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiReferenceMessages } from '@/contract/client-messages';
import { paths } from '@/web/config/paths';
import { useTestApi } from '@/web/testing/api-server';
import { renderApp } from '@/web/testing/render-app';

/** The tester with its API reference open, Murmur's own document loaded. */
async function openReference() {
  const app = renderApp(paths.mock.href());
  await app.user.click(await screen.findByRole('tab', { name: 'API reference' }));
  expect(await screen.findByRole('heading', { name: /^Murmur API/ })).toBeVisible();
  return app;
}

const operationButton = (name: RegExp) => screen.getByRole('button', { name, expanded: false });
const operationButtons = () =>
  screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-expanded'));

const tinyDocument = JSON.stringify({
  openapi: '3.1.0',
  info: { title: 'Tiny API', version: '2' },
  paths: {
    '/api/health': { get: { summary: 'Is it up?', tags: ['Checks'] } },
    '/api/widgets/{widgetId}': {
      put: {
        summary: 'Replace a widget',
        parameters: [{ name: 'widgetId', in: 'path', required: true, schema: { type: 'string' } }],
      },
    },
  },
});

describe('the request tester’s API reference', () => {
  useTestApi();

  it('lists every operation of the real document under its tag', async () => {
    await openReference();
    expect(screen.getByRole('heading', { name: /^Posts \(\d+\)$/ })).toBeVisible();
    expect(screen.getByRole('heading', { name: /^Replies \(\d+\)$/ })).toBeVisible();
    expect(operationButton(/^GET \/api\/posts\/\{postId\}/)).toBeVisible();
    expect(operationButton(/^POST \/api\/auth\/login/)).toBeVisible();
    const count = operationButtons().length;
    expect(screen.getByRole('status')).toHaveTextContent(`${count} operations`);
    expect(count).toBeGreaterThan(50);
  });

  it('filters by path, summary or tag as one types, and says how many match', async () => {
    const { user } = await openReference();
    const total = operationButtons().length;
    await user.type(screen.getByRole('searchbox', { name: 'Search operations' }), 'login');
    const shown = operationButtons();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(total);
    for (const button of shown) expect(button.textContent?.toLowerCase()).toContain('login');
    expect(screen.getByRole('status')).toHaveTextContent(
      `${shown.length} of ${total} operations match`,
    );

    await user.type(screen.getByRole('searchbox'), ' nothing-like-this');
    expect(screen.getByRole('status')).toHaveTextContent(`0 of ${total} operations match`);
    expect(screen.getByText('No operation matches “login nothing-like-this”.')).toBeVisible();
  });

  it('shows an operation’s parameters, body and answers as fields', async () => {
    const { user } = await openReference();
    await user.click(operationButton(/^POST \/api\/auth\/login/));
    const opened = screen.getByRole('button', { name: /^POST \/api\/auth\/login/, expanded: true });
    const details = document.getElementById(opened.getAttribute('aria-controls')!)!;
    expect(within(details).getByRole('heading', { name: 'Request body' })).toBeVisible();
    expect(within(details).getAllByText('username')[0]).toBeVisible();
    expect(within(details).getAllByText('required').length).toBeGreaterThan(0);
    expect(within(details).getByText('2XX')).toBeVisible();
    expect(within(details).getByText('A field fails its check')).toBeVisible();
  });

  it('Try it fills method, endpoint and the example body, and focuses the endpoint', async () => {
    const { user } = await openReference();
    await user.click(operationButton(/^POST \/api\/auth\/login/));
    await user.click(screen.getByRole('button', { name: 'Try it' }));
    expect(screen.getByRole('tab', { name: 'Request' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Method')).toHaveValue('POST');
    const endpoint = screen.getByRole('combobox', { name: 'Endpoint' });
    expect(endpoint).toHaveValue('/api/auth/login');
    expect(endpoint).toHaveFocus();
    const body = screen.getByLabelText<HTMLTextAreaElement>('Body JSON');
    expect(JSON.parse(body.value)).toMatchObject({ username: 'guest' });
  });

  it('puts a path parameter given in, and leaves one not given as {name}', async () => {
    const { user } = await openReference();
    await user.type(screen.getByRole('searchbox'), '/api/posts/{postId}');
    await user.click(operationButton(/^GET \/api\/posts\/\{postId\} /));
    await user.click(screen.getByRole('button', { name: 'Try it' }));
    const endpoint = screen.getByRole('combobox', { name: 'Endpoint' });
    expect(endpoint).toHaveValue('/api/posts/{postId}');
    expect(endpoint).toHaveAccessibleDescription(
      'Replace {postId} in the endpoint with a real one before you send.',
    );

    // The reference kept its search and its opened operation.
    await user.click(screen.getByRole('tab', { name: 'API reference' }));
    await user.type(screen.getByLabelText('Value of postId'), 'p 08');
    await user.click(screen.getByRole('button', { name: 'Try it' }));
    expect(screen.getByRole('combobox', { name: 'Endpoint' })).toHaveValue('/api/posts/p%2008');
  });

  it('refuses pasted text that is no OpenAPI document and keeps the list', async () => {
    const { user } = await openReference();
    await user.click(screen.getByText('Import another document'));
    const pasted = screen.getByLabelText('Paste a document (JSON)');
    await user.click(pasted);
    await user.paste('{"openapi": "3.1.0", paths');
    await user.click(screen.getByRole('button', { name: 'Load pasted JSON' }));
    expect(screen.getByRole('alert')).toHaveTextContent(apiReferenceMessages.notJson);

    await user.clear(pasted);
    await user.paste('{"openapi": "3.1.0"}');
    await user.click(screen.getByRole('button', { name: 'Load pasted JSON' }));
    expect(screen.getByRole('alert')).toHaveTextContent(apiReferenceMessages.notOpenApi);
    expect(screen.getByRole('heading', { name: /^Murmur API/ })).toBeVisible();
    expect(operationButton(/^POST \/api\/auth\/login/)).toBeVisible();
  });

  it('shows a valid pasted document’s operations, and goes back to Murmur’s', async () => {
    const { user } = await openReference();
    await user.click(screen.getByText('Import another document'));
    await user.click(screen.getByLabelText('Paste a document (JSON)'));
    await user.paste(tinyDocument);
    await user.click(screen.getByRole('button', { name: 'Load pasted JSON' }));
    expect(screen.getByRole('heading', { name: 'Tiny API v2' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Imported from pasted JSON')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Checks (1)' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Other (1)' })).toBeVisible();
    expect(operationButtons()).toHaveLength(2);

    // A PUT can be read but not sent from the tester.
    await user.click(operationButton(/^PUT \/api\/widgets\/\{widgetId\}/));
    expect(screen.getByRole('button', { name: 'Try it' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Try it' })).toHaveAccessibleDescription(
      apiReferenceMessages.cannotTry('PUT'),
    );

    await user.click(screen.getByRole('button', { name: 'Murmur’s API' }));
    expect(screen.getByRole('heading', { name: /^Murmur API/ })).toBeVisible();
  });

  it('loads a document from an address on this server and refuses another origin', async () => {
    const { user } = await openReference();
    await user.click(screen.getByText('Import another document'));
    const address = screen.getByLabelText('Address on this server');
    await user.clear(address);
    await user.type(address, 'https://elsewhere.example/openapi.json');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      apiReferenceMessages.otherOrigin('https://elsewhere.example'),
    );
    expect(screen.getByRole('heading', { name: /^Murmur API/ })).toBeVisible();

    await user.clear(address);
    await user.type(address, '/api/no-such-document.json');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^The document could not be loaded: 404/,
    );

    await user.clear(address);
    await user.type(address, '/api/openapi.json');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(await screen.findByText('Imported from /api/openapi.json')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
