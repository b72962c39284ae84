import { Hono } from 'hono';
import { createTodoSchema, serverMessages, type Todo } from '../../contract';
import { formatTimestamp, type ResolvedDeps } from '../deps';
import { notFound } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { readJson } from '../http/read-body';

const starterTitles = [
  'Send a GET to /api/posts',
  'Log in and copy the token',
  'Create a post with POST',
];

/**
 * The request tester's sandbox: a small todo list that anyone may change. It lives in the app's
 * memory on purpose: nothing here is worth keeping, and it starts afresh with every host.
 */
export function testTodosRoutes(deps: ResolvedDeps) {
  const created = formatTimestamp(deps.now());
  let todos: Todo[] = starterTitles.map((title, index) => ({
    _id: String(index + 1),
    title,
    done: index === 0,
    createdAt: created,
  }));

  return new Hono<AppEnv>()
    .get('/', (c) => c.json({ todos }, 200))
    .post('/', async (c) => {
      const { title, done = false } = await readJson(c, createTodoSchema, deps.maxJsonBytes);
      todos = [
        ...todos,
        { _id: deps.newId(), title, done, createdAt: formatTimestamp(deps.now()) },
      ];
      return c.json({ todos }, 201);
    })
    .delete('/', (c) => {
      todos = [];
      return c.json({ todos }, 200);
    })
    .delete('/:todoId', (c) => {
      const id = c.req.param('todoId');
      if (!todos.some((todo) => todo._id === id)) throw notFound(serverMessages.todoNotFound);
      todos = todos.filter((todo) => todo._id !== id);
      return c.json({ todos }, 200);
    });
}
