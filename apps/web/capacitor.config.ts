import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The native shell (decision 031): the built web app (dist) inside an Android and an iOS app. Their pages are served by
 * the app itself (https://localhost on Android, capacitor://localhost on iOS), so the build names the API's address in
 * VITE_API_BASE_URL and the API answers those two origins (NATIVE_APP_ORIGINS). `npm run mobile:sync` copies a new
 * build into android/ and ios/.
 */
const config: CapacitorConfig = {
  appId: 'co.travesia.app',
  appName: 'Travesía',
  webDir: 'dist',
  android: {
    // Calls to a plain-http API (a laptop on the local network while developing) are refused from an https page.
    allowMixedContent: false,
  },
  server: {
    androidScheme: 'https',
  },
};

export default config;
