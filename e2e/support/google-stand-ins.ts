// Routes for Google-hosted files that the Auth emulator's sign-in popup needs and that are unreachable
// offline: gapi (a stand-in, see gapi-stand-in.js) and the popup page's stylesheets and widget library.
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';

const GAPI_STAND_IN = path.join(__dirname, 'gapi-stand-in.js');

export async function serveGoogleStandIns(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/js/api.js**', (route) =>
    route.fulfill({ path: GAPI_STAND_IN, contentType: 'text/javascript' }),
  );
  // The popup page works without them (it checks for the widget library before using it); answering
  // at once spares it a wait on unreachable hosts.
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com)\//, (route) =>
    route.fulfill({
      body: '',
      contentType: route.request().resourceType() === 'stylesheet' ? 'text/css' : 'text/javascript',
    }),
  );
}
