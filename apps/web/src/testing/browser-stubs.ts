import { onTestFinished } from 'vitest';

/**
 * jsdom lays nothing out, and antd-mobile's InfiniteScroll only looks for the end of a
 * laid-out list: each element is given its parent as offsetParent for the rest of the test,
 * so a list fetches its next page as it would when scrolled to the end.
 */
export function layOutLists(): void {
  const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent')!;
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement;
    },
  });
  onTestFinished(() => {
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
  });
}

/** Gives the browser a clipboard or a share sheet (jsdom has neither) for the rest of the test. */
export function stubNavigator(name: 'clipboard' | 'share', value: unknown): void {
  Object.defineProperty(navigator, name, { value, configurable: true });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, name);
  });
}
