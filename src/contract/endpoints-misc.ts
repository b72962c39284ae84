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
  }),
  config: endpoint<ServerConfigResponse>()({
    method: 'GET',
    path: '/api/config',
    auth: 'none',
  }),
} as const;

export const mediaEndpoints = {
  media: endpoint<MediaUploadResponse>()({
    method: 'POST',
    path: '/api/media',
    auth: 'required',
    multipart: true,
  }),
} as const;

/** The request tester's sandbox: todos anyone may add and delete. */
export const sandboxEndpoints = {
  testTodos: endpoint<TodosResponse>()({
    method: 'GET',
    path: '/api/test-todos',
    auth: 'none',
  }),
  createTestTodo: endpoint<TodosResponse>()({
    method: 'POST',
    path: '/api/test-todos',
    auth: 'none',
  }),
  deleteTestTodos: endpoint<TodosResponse>()({
    method: 'DELETE',
    path: '/api/test-todos',
    auth: 'none',
  }),
  deleteTestTodo: endpoint<TodosResponse>()({
    method: 'DELETE',
    path: '/api/test-todos/:todoId',
    auth: 'none',
  }),
} as const;
