import { errorCodes, todoSandboxFullMessage, type Todo } from '@/contract';
import type { ResolvedDeps } from '../deps';
import { ApiError, notFound } from '../http/api-error';

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
export function createTodoSandbox(deps: Pick<ResolvedDeps, 'newId' | 'timestamp'>) {
  const created = deps.timestamp();
  let todos: Todo[] = starterTitles.map((title, index) => ({
    _id: String(index + 1),
    title,
    done: index === 0,
    createdAt: created,
  }));

  return {
    list: () => todos,
    /** Adds a todo, refused when the sandbox is full. Answers the list. */
    add(title: string, done: boolean) {
      if (todos.length >= maxTodos)
        throw new ApiError(422, errorCodes.todoSandboxFull, todoSandboxFullMessage(maxTodos));
      todos = [...todos, { _id: deps.newId(), title, done, createdAt: deps.timestamp() }];
      return todos;
    },
    clear() {
      todos = [];
      return todos;
    },
    /** Deletes one todo, refused when there is none of that id. Answers the list. */
    remove(id: string) {
      if (!todos.some((todo) => todo._id === id)) throw notFound('todoNotFound');
      todos = todos.filter((todo) => todo._id !== id);
      return todos;
    },
  };
}

export type TodoSandbox = ReturnType<typeof createTodoSandbox>;
