import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serverMessages } from '@/contract/messages';
import { useTestApi } from '@/web/testing/api-server';
import { logInAs, renderApp } from '@/web/testing/render-app';
import { paths } from '@/web/config/paths';
import { sessionStore } from '@/web/lib/session';
import { storageKeys } from '@/web/lib/storage';

describe('the request tester', () => {
  const api = useTestApi();

  it('sends the request to the real backend and shows the answer in the JSON viewer', async () => {
    const { user } = renderApp(paths.mock.href());
    const response = await screen.findByRole('region', { name: 'Response' });
    expect(within(response).getByText('Response is undefined.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await within(response).findByText('"Send a GET to /api/posts"')).toBeVisible();
    expect(within(response).getByText('200')).toBeVisible();
    expect(within(response).getByText('OK')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'History (1)' })).toBeVisible();
  });

  it('expands, collapses and copies the answer with buttons a keyboard reaches', async () => {
    const { user } = renderApp(paths.mock.href());
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const response = screen.getByRole('region', { name: 'Response' });
    const todo = '"Send a GET to /api/posts"';
    expect(await within(response).findByText(todo)).toBeVisible();

    await user.click(within(response).getByRole('button', { name: 'Collapse all of data' }));
    expect(within(response).queryByText(todo)).toBeNull();
    await user.click(within(response).getByRole('button', { name: 'Expand all of data' }));
    expect(within(response).getByText(todo)).toBeVisible();
    // A new answer opens expanded, whatever was chosen for the last one.
    await user.click(within(response).getByRole('button', { name: 'Collapse all of data' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'History (2)' })).toBeVisible();
    expect(await within(response).findByText(todo)).toBeVisible();

    await user.click(within(response).getByRole('button', { name: 'Copy data' }));
    expect(within(response).getByText('Copied to the clipboard.')).toBeVisible();
    const copied = JSON.parse(await navigator.clipboard.readText()) as {
      todos: { title: string }[];
    };
    expect(copied.todos[0]!.title).toBe('Send a GET to /api/posts');
  });

  it('offers every endpoint of the table as an example, saying which need a token', async () => {
    renderApp(paths.mock.href());
    const examples = await screen.findByRole('combobox', { name: 'Example' });
    const names = within(examples)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toContain('GET /api/health: Is the API up?');
    expect(names).toContainEqual(
      expect.stringMatching(/^GET \/api\/feed: .*\(🔒 token required\)$/),
    );
    expect(names).toContainEqual(expect.stringMatching(/^GET \/api\/posts: .*\(token optional\)$/));
    // The replies' endpoints come from the table too.
    for (const row of [
      /^GET \/api\/comments\/:postId: A post's replies, oldest first, paged \(token optional\)$/,
      /^POST \/api\/comments\/add\/:postId: Reply to a post/,
      /^POST \/api\/comments\/upvote\/:postId\/:replyId: /,
      /^DELETE \/api\/comments\/delete\/:postId\/:replyId: /,
      /^GET \/api\/notifications: .*\(🔒 token required\)$/,
      /^GET \/api\/notifications\/unread-count: /,
      /^POST \/api\/notifications\/read: /,
    ])
      expect(names).toContainEqual(expect.stringMatching(row));
    // An upload is multipart, which the tester does not send.
    expect(names).not.toContainEqual(expect.stringContaining('/api/media'));
  });

  it('picks an example with a :placeholder selected in the endpoint, and says to replace it', async () => {
    const { user } = renderApp(paths.mock.href());
    const examples = await screen.findByRole('combobox', { name: 'Example' });
    const withPostId = within(examples)
      .getAllByRole('option')
      .find((option) => option.textContent?.startsWith('GET /api/posts/:postId:'))!;
    await user.selectOptions(examples, withPostId);
    const endpoint = screen.getByRole<HTMLInputElement>('combobox', { name: 'Endpoint' });
    expect(endpoint).toHaveValue('/api/posts/:postId');
    expect(endpoint).toHaveAccessibleDescription(
      'Replace :postId in the endpoint with a real one before you send.',
    );
    // Picking does not move the focus: a select's arrow keys pick as they go.
    expect(examples).toHaveFocus();

    await user.clear(endpoint);
    await user.type(endpoint, '/api/posts/p08');
    expect(screen.queryByText(/^Replace :postId/)).toBeNull();
  });

  it('shows an error answer as fully as a success, and sends the session token on request', async () => {
    await logInAs(api.current(), 'guest');
    const { user } = renderApp(paths.mock.href());
    await user.selectOptions(await screen.findByLabelText('Method'), 'POST');
    const endpoint = screen.getByPlaceholderText('Enter your endpoint');
    await user.clear(endpoint);
    await user.type(endpoint, '/api/posts');
    const response = screen.getByRole('region', { name: 'Response' });

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await within(response).findByText(`"${serverMessages.invalidToken}"`)).toBeVisible();
    expect(within(response).getByText('Unauthorized')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Use my session token' }));
    expect(screen.getByLabelText('Header 2 name')).toHaveValue('authorization');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // Past the token, the body {} has no post in it: the server says so with 422.
    expect(await within(response).findByText('Unprocessable Content')).toBeVisible();
  });

  it('asks for an endpoint rather than fetch this page when there is none', async () => {
    const { user } = renderApp(paths.mock.href());
    await user.clear(await screen.findByPlaceholderText('Enter your endpoint'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const response = screen.getByRole('region', { name: 'Response' });
    expect(
      await within(response).findByText('No endpoint: enter one, such as /api/posts'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'History (0)' })).toBeVisible();
  });

  /** The tester open on POST, a method that sends its body, with this text in the body. */
  async function postWithBody(text: string) {
    const app = renderApp(paths.mock.href());
    await app.user.selectOptions(await screen.findByLabelText('Method'), 'POST');
    const body = await screen.findByLabelText('Body JSON');
    await app.user.clear(body);
    await app.user.paste(text);
    return { user: app.user, body };
  }

  it('refuses a body that is not JSON and keeps the text', async () => {
    const { user, body } = await postWithBody('{"a" 1}');
    expect(screen.getByText('Error in JSON format')).toBeVisible();
    expect(screen.getByText(/at line 1, column 6/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(body).toHaveValue('{"a" 1}');

    await user.clear(body);
    await user.paste('{"a": 1}');
    expect(screen.queryByText('Error in JSON format')).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('checks the body as JSON with GET selected too, naming its place', async () => {
    const app = renderApp(paths.mock.href());
    const method = await screen.findByLabelText('Method');
    expect(method).toHaveValue('GET');
    const body = screen.getByLabelText('Body JSON');
    await app.user.clear(body);
    await app.user.paste('{"a" 1}');
    expect(screen.getByText('Error in JSON format')).toBeVisible();
    expect(screen.getByText('Error in JSON format').closest('p')).toHaveTextContent(
      /^Error in JSON format at line 1, column 6: .+ \(a GET sends no body\)$/,
    );
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('A GET request is sent without a body.')).toBeNull();

    await app.user.clear(body);
    await app.user.paste('{"a": 1}');
    expect(screen.queryByText('Error in JSON format')).toBeNull();
    expect(body).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('A GET request is sent without a body.')).toBeVisible();
  });

  it('sends a GET whatever its body holds, since a GET sends none', async () => {
    const { user, body } = await postWithBody('{"content":"hi",}');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();

    // The fault stays shown, saying the body is not sent; it holds back no GET.
    await user.selectOptions(screen.getByLabelText('Method'), 'GET');
    expect(screen.getByText('Error in JSON format')).toBeVisible();
    expect(screen.getByText(/\(a GET sends no body\)$/)).toBeVisible();
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const response = screen.getByRole('region', { name: 'Response' });
    expect(await within(response).findByText('"Send a GET to /api/posts"')).toBeVisible();
    expect(body).toHaveValue('{"content":"hi",}');

    // Back to a method that sends it, the fault holds the request back again.
    await user.selectOptions(screen.getByLabelText('Method'), 'POST');
    expect(screen.getByText('Error in JSON format')).toBeVisible();
    expect(screen.queryByText(/sends no body/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('names a header the browser could not send and waits for a fix before sending', async () => {
    const { user } = renderApp(paths.mock.href());
    const name = await screen.findByRole('textbox', { name: 'Header 2 name' });
    await user.type(name, 'bad header');
    expect(
      screen.getByText(
        'Header 2: the name “bad header” is not valid. Use letters, digits and - without spaces.',
      ),
    ).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();

    await user.clear(name);
    await user.type(name, 'X-Good-Header');
    expect(screen.queryByText(/is not valid/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it("forgets the user's history and draft when they log out, but keeps a visitor's at login", async () => {
    const { user } = renderApp(paths.mock.href());
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'History (1)' })).toBeVisible();
    // A visitor who logs in keeps what they did before.
    await logInAs(api.current(), 'guest');
    expect(screen.getByRole('heading', { name: 'History (1)' })).toBeVisible();
    window.localStorage.setItem(storageKeys.postDraft, 'half a thought');
    window.localStorage.setItem(storageKeys.postDraftMediaAlt, 'a bowl');
    window.localStorage.setItem(storageKeys.emojiRecents, '[{"unified":"1f600"}]');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'History (2)' })).toBeVisible();
    sessionStore.end();
    expect(await screen.findByRole('heading', { name: 'History (0)' })).toBeVisible();
    expect(window.localStorage.getItem(storageKeys.requestHistory)).toBeNull();
    expect(window.localStorage.getItem(storageKeys.postDraft)).toBeNull();
    expect(window.localStorage.getItem(storageKeys.postDraftMediaAlt)).toBeNull();
    expect(window.localStorage.getItem(storageKeys.emojiRecents)).toBeNull();
  });

  it('has the app read its data again after a write through the tester succeeds', async () => {
    const { user, queryClient } = renderApp(paths.mock.href());
    queryClient.setQueryData(['seen'], 'before');
    const isStale = () => queryClient.getQueryState(['seen'])?.isInvalidated;
    // A read changes nothing.
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'History (1)' })).toBeVisible();
    expect(isStale()).toBe(false);

    await user.selectOptions(screen.getByLabelText('Method'), 'DELETE');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'History (2)' })).toBeVisible();
    expect(isStale()).toBe(true);
  });
});
