/**
 * Debian's Chromium and the flags this machine needs: no sandbox as root, and nothing that
 * reaches for the outside network (it is closed here). The browser tests and the Lighthouse
 * bench both start it this way.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
