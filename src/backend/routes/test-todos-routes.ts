import { Hono } from 'hono';
import { createTodoSchema, serverMessages, type Todo } from '../../contract';
import type { ResolvedDeps } from '../deps';
import { notFound, unprocessable } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { readJson } from '../http/read-body';

const starterTitles = [
  'Send a GET to /api/posts',
  'Log in and copy the token',
  'Create a post with POST',
];

/** Enough to play with, and a bound on what an anonymous caller can make the server hold. */
export const maxTodos = 100;

/**
 * The request tester's sandbox: a small todo list that anyone may change. It lives in the app's
 * memory on purpose: nothing here is worth keeping, and it starts afresh with every process
 * (servers scaled out behind a load balancer each have their own).
 */
export function testTodosRoutes(deps: ResolvedDeps) {
  const created = deps.timestamp();
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
      if (todos.length >= maxTodos)
        throw unprocessable(
          `The sandbox holds at most ${maxTodos} todos: DELETE /api/test-todos to start over.`,
        );
      todos = [...todos, { _id: deps.newId(), title, done, createdAt: deps.timestamp() }];
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
