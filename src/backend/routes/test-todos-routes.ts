import { createTodoSchema, endpoints } from '@/contract';
import type { ResolvedDeps } from '../deps';
import type { HandlerOf, On } from '../http/endpoint-router';
import { readJson } from '../http/read-body';
import { createTodoSandbox, type TodoSandbox } from '../sandbox/todo-sandbox';

const testTodos =
  (sandbox: TodoSandbox): HandlerOf<'testTodos'> =>
  (_c, call) =>
    call.json({ todos: sandbox.list() }, 200);

const createTestTodo =
  (deps: ResolvedDeps, sandbox: TodoSandbox): HandlerOf<'createTestTodo'> =>
  async (c, call) => {
    const { title, done = false } = await readJson(c, createTodoSchema, deps.maxJsonBytes);
    return call.json({ todos: sandbox.add(title, done) }, 201);
  };

const deleteTestTodos =
  (sandbox: TodoSandbox): HandlerOf<'deleteTestTodos'> =>
  (_c, call) =>
    call.json({ todos: sandbox.clear() }, 200);

const deleteTestTodo =
  (sandbox: TodoSandbox): HandlerOf<'deleteTestTodo'> =>
  (_c, call) =>
    call.json({ todos: sandbox.remove(call.params.todoId) }, 200);

/** The request tester's sandbox (sandbox/todo-sandbox.ts): list, add and delete todos. */
export function registerTestTodoRoutes(deps: ResolvedDeps, on: On) {
  const sandbox = createTodoSandbox(deps);
  on(endpoints.testTodos, testTodos(sandbox));
  on(endpoints.createTestTodo, createTestTodo(deps, sandbox));
  on(endpoints.deleteTestTodos, deleteTestTodos(sandbox));
  on(endpoints.deleteTestTodo, deleteTestTodo(sandbox));
}
