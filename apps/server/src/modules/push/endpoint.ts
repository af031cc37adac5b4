import { isIP } from 'node:net';

/**
 * Whether the server may POST to a push endpoint a merchant sent. Browsers' push services are
 * public https hosts (fcm.googleapis.com, updates.push.services.mozilla.com,
 * web.push.apple.com, *.notify.windows.com), so an http URL, an address literal or localhost
 * is refused: the endpoint would otherwise make this server send requests into its own network
 * (docs/security.md). `allowHttp` is for the tests' local push service only. A public name
 * that resolves to a private address is not caught here (docs/decisions/041-push.md).
 */
export function checkEndpoint(endpoint: string, allowHttp: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (allowHttp) return url.protocol === 'https:' || url.protocol === 'http:';
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) === 0 && host !== 'localhost' && !host.endsWith('.localhost') && host.includes('.');
}
