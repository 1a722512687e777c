// The browser tests build the site with a Web Vitals sink on a reserved .invalid host, which the
// consent spec intercepts, so the banner and its rules are tested against a real build.
export const E2E_VITALS_URL = 'https://vitals.lendbridge.invalid/collect';
