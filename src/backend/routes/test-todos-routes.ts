import {
  createTodoSchema,
  endpoints,
  serverMessages,
  todoSandboxFullMessage,
  type Todo,
} from '@/contract';
import type { ResolvedDeps } from '../deps';
import { notFound, unprocessable } from '../http/api-error';
import type { On } from '../http/endpoint-router';
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
export function registerTestTodoRoutes(deps: ResolvedDeps, on: On) {
  const created = deps.timestamp();
  let todos: Todo[] = starterTitles.map((title, index) => ({
    _id: String(index + 1),
    title,
    done: index === 0,
    createdAt: created,
  }));

  on(endpoints.testTodos, (_c, call) => call.json({ todos }, 200));
  on(endpoints.createTestTodo, async (c, call) => {
    const { title, done = false } = await readJson(c, createTodoSchema, deps.maxJsonBytes);
    if (todos.length >= maxTodos) throw unprocessable(todoSandboxFullMessage(maxTodos));
    todos = [...todos, { _id: deps.newId(), title, done, createdAt: deps.timestamp() }];
    return call.json({ todos }, 201);
  });
  on(endpoints.deleteTestTodos, (_c, call) => {
    todos = [];
    return call.json({ todos }, 200);
  });
  on(endpoints.deleteTestTodo, (_c, call) => {
    const id = call.params.todoId;
    if (!todos.some((todo) => todo._id === id)) throw notFound(serverMessages.todoNotFound);
    todos = todos.filter((todo) => todo._id !== id);
    return call.json({ todos }, 200);
  });
}
