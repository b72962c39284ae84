import { ToastContainer } from 'react-toastify/unstyled';
// The stylesheet as a file: the default entry would inject a <style> tag, which the server's
// Content-Security-Policy (style-src 'self') refuses.
import 'react-toastify/dist/ReactToastify.css';
import './toasts.css';

/**
 * Where every toast shows (spec section 9): top right, gone after 5 s unless hovered or the window
 * lost focus, dragged away past 80 percent of its width, at most 500 px wide. The container is a
 * polite live region, so screen readers announce each one.
 */
export function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={80}
      closeOnClick={false}
      newestOnTop
      theme="light"
      aria-label="Notifications"
    />
  );
}
