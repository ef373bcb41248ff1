/** Sends the browser to a (signed, short-lived) file URL: the download starts, the page stays. Its own module so tests can replace it. */
export function openSignedUrl(url: string): void {
  window.location.assign(url);
}
