import { endpoint } from './endpoint-row';
import type {
  HealthResponse,
  MediaUploadResponse,
  ServerConfigResponse,
  TodosResponse,
} from './responses';

/** What the server says about itself. */
export const serverEndpoints = {
  health: endpoint<HealthResponse>()({
    method: 'GET',
    path: '/api/health',
    auth: 'none',
    summary: 'Is the API up?',
  }),
  config: endpoint<ServerConfigResponse>()({
    method: 'GET',
    path: '/api/config',
    auth: 'none',
    summary: 'Server options: whether the shared guest account is on',
  }),
} as const;

export const mediaEndpoints = {
  media: endpoint<MediaUploadResponse>()({
    method: 'POST',
    path: '/api/media',
    auth: 'required',
    summary: 'Upload a picture or video (multipart field "file"; the Node host only)',
    multipart: true,
  }),
} as const;

/** The request tester's sandbox: todos anyone may add and delete. */
export const sandboxEndpoints = {
  testTodos: endpoint<TodosResponse>()({
    method: 'GET',
    path: '/api/test-todos',
    auth: 'none',
    summary: 'Sandbox: list todos',
  }),
  createTestTodo: endpoint<TodosResponse>()({
    method: 'POST',
    path: '/api/test-todos',
    auth: 'none',
    summary: 'Sandbox: add a todo',
    sampleBody: { title: 'Try the request tester' },
  }),
  deleteTestTodos: endpoint<TodosResponse>()({
    method: 'DELETE',
    path: '/api/test-todos',
    auth: 'none',
    summary: 'Sandbox: delete every todo',
  }),
  deleteTestTodo: endpoint<TodosResponse>()({
    method: 'DELETE',
    path: '/api/test-todos/:todoId',
    auth: 'none',
    summary: 'Sandbox: delete a todo',
  }),
} as const;
