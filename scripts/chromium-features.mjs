// The features the test browser runs without. Chromium reads only the last --disable-features it is given, so a list
// of ours replaces Playwright's own: this one is Playwright 1.65's (its chromiumSwitches), then ours.
// tests/e2e/browser-features.spec.ts fails when Playwright's list has one this lacks (after an upgrade).
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

// Chromium 156's headless browser is the whole browser: every new context (a profile of its own, one per test) loads
// the address bar's popup pages (chrome://omnibox-popup.top-chrome/, and its AI-mode one) in a renderer of its own,
// which no test opens. Measured: 15 contexts took 10.9 s of CPU with them and 7.6 s without (2026-11-28).
const UNUSED_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/** The one --disable-features switch of the test browser. */
export const disabledFeaturesSwitch = `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_UI].join(',')}`;
