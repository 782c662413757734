/**
 * React Navigation gives its tabs and buttons an href on the web, and lets the browser follow it
 * only where Platform.OS is 'web'; the preview says 'ios' or 'android'. A click on a link to this
 * frame's own origin therefore stays in the app: its press handler navigates, the page does not.
 */
export function keepLinksInTheApp() {
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link instanceof HTMLAnchorElement && link.origin === window.location.origin)
        event.preventDefault();
    },
    true,
  );
}
