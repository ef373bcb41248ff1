import { test } from '../support/test';
import { ANNA } from '../support/accounts';
import { auditRoutes, report, signInDirectly, startIn } from '../support/a11y';

// The performer's broadcast page (camera preview, Go live) passes axe-core's WCAG 2.0/2.1 A and AA rules in English
// and Russian, as in a11y.spec.ts. It runs among the journeys that share anna (playwright.config.ts): her page
// follows her live state, which those journeys change.
test(`the performer's broadcast page (${ANNA.username})`, async ({ page, context, request }, testInfo) => {
  await startIn(page, 'en');
  await signInDirectly(context, request, ANNA.role, ANNA.username);
  const routes = ['/live'];
  await report(testInfo, 'performer broadcast', await auditRoutes(page, 'performer', routes), routes);
});
