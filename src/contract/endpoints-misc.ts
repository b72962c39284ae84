import { deleteRow, getRow, postRow } from './endpoint-row';
import type { MediaUpload } from './post-media';
import type {
  HealthLiveResponse,
  HealthReadyResponse,
  HealthResponse,
  ServerConfigResponse,
  TodosResponse,
} from './responses';

/** What the server says about itself. */
export const serverEndpoints = {
  health: getRow<HealthResponse>()('/api/health', 'none'),
  healthLive: getRow<HealthLiveResponse>()('/api/health/live', 'none'),
  healthReady: getRow<HealthReadyResponse>()('/api/health/ready', 'none'),
  config: getRow<ServerConfigResponse>()('/api/config', 'none'),
  openApi: getRow<Record<string, unknown>>()('/api/openapi.json', 'none'),
} as const;

export const mediaEndpoints = {
  media: postRow<MediaUpload>()('/api/media', 'required', { multipart: true }),
} as const;

/** The request tester's sandbox: todos anyone may add and delete. */
export const sandboxEndpoints = {
  testTodos: getRow<TodosResponse>()('/api/test-todos', 'none'),
  createTestTodo: postRow<TodosResponse>()('/api/test-todos', 'none'),
  deleteTestTodos: deleteRow<TodosResponse>()('/api/test-todos', 'none'),
  deleteTestTodo: deleteRow<TodosResponse>()('/api/test-todos/:todoId', 'none'),
} as const;
