import { ToastContainer } from 'react-toastify/unstyled';

/**
 * Where every toast shows (docs/product.md, the frame): top right, gone after 5 s unless hovered
 * or the window lost focus, dragged away past 80 percent of its width, at most 500 px wide. The
 * container is a polite live region, so screen readers announce each one.
 */
export default function AppToastContainer() {
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
