/** Leaves the site for the payment processor's page (a full navigation: the processor is another origin). Tests replace it. */
export function goToProcessor(url: string) {
  window.location.assign(url);
}
