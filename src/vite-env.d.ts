/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'server' builds the app for the Node host; anything else runs the API in the page. */
  readonly VITE_BACKEND?: string;
  /** Milliseconds the in-page API waits before each answer (400 unless set). */
  readonly VITE_API_DELAY?: string;
}
