// The session, in one module: the stored login details and their token, login, logout, the
// reaction to a token the server refused, and forgetting one user's data when their session
// changes hands. The API client sits between its layers: it reads the token from session-store
// and reports refusals to refused-token, and the parts above (login, logout, SessionProvider)
// call the API through it.
export { resetOnSessionChange } from './cache-reset';
export { logIn } from './log-in';
export { readStoredLoginDetails, type LoginDetails } from './login-details';
export { reportRefusedToken } from './refused-token';
export { SessionProvider } from './session-provider';
export { onSessionChange, sessionStore } from './session-store';
export { useLogout } from './use-logout';
export { useNavigateThenEndSession } from './session-ending';
export { ServerRenderViewer, useSession, useViewerName } from './use-session';
