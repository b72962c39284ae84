/** Loads the page afresh, and with it the newest release's scripts. */
export const reloadPage = () => window.location.reload();
