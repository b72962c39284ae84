import type * as z from 'zod';
import { changePasswordBodySchema, deleteAccountBodySchema } from '../account';
import {
  changeEmailBodySchema,
  passwordResetBodySchema,
  passwordResetRequestBodySchema,
  verifyEmailBodySchema,
} from '../email';
import type { EndpointName } from '../endpoints';
import {
  inviteBodySchema,
  noteBodySchema,
  reportBodySchema,
  roleBodySchema,
  suspendBodySchema,
} from '../moderation';
import { addMutedWordBodySchema } from '../muted-words';
import {
  createPostBodySchema,
  createTodoSchema,
  editPostBodySchema,
  editUserBodySchema,
  loginSchema,
  readNotificationsBodySchema,
  replyBodySchema,
  signupSchema,
} from '../payloads';
import { muteBodySchema } from '../safety';

/**
 * The JSON body each row reads, the schema its handler passes to readJson (src/backend/routes).
 * A row that reads no JSON body is absent; the generator's test holds every POST row to one.
 */
export const requestBodySchemas: Partial<Record<EndpointName, z.ZodType>> = {
  signup: signupSchema,
  login: loginSchema,
  changePassword: changePasswordBodySchema,
  deleteAccount: deleteAccountBodySchema,
  requestPasswordReset: passwordResetRequestBodySchema,
  resetPassword: passwordResetBodySchema,
  verifyEmail: verifyEmailBodySchema,
  changeEmail: changeEmailBodySchema,
  report: reportBodySchema,
  dismissReport: noteBodySchema,
  removeReported: noteBodySchema,
  warnReported: noteBodySchema,
  setRole: roleBodySchema,
  suspendUser: suspendBodySchema,
  unsuspendUser: noteBodySchema,
  approveSignup: noteBodySchema,
  rejectSignup: noteBodySchema,
  createInvite: inviteBodySchema,
  readNotifications: readNotificationsBodySchema,
  createPost: createPostBodySchema,
  editPost: editPostBodySchema,
  addReply: replyBodySchema,
  editReply: replyBodySchema,
  mute: muteBodySchema,
  addMutedWord: addMutedWordBodySchema,
  editUser: editUserBodySchema,
  createTestTodo: createTodoSchema,
};

/** The multipart forms of the upload rows: their fields, as the handlers read them. */
export const multipartForms: Partial<Record<EndpointName, Record<string, object>>> = {
  media: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
  importList: {
    type: { type: 'string', description: 'Which list the CSV holds' },
    file: { type: 'string', contentMediaType: 'text/csv' },
  },
};
