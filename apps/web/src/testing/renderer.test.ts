import { describe, expect, it } from 'vitest';

/**
 * The app ships on Preact's compatibility layer (vite/preact-compat.ts); its component tests
 * must render with the same library, or they test something other than what phones run.
 */
describe('the component tests', () => {
  it('render with Preact, as the built app does', async () => {
    const react = await import('react');
    const compat = await import('preact/compat');
    const { createRoot } = await import('react-dom/client');
    const client = await import('preact/compat/client');
    expect(react.Component).toBe(compat.Component);
    expect(createRoot).toBe(client.createRoot);
  });

  it('share one copy of Preact with the testing library', async () => {
    // @testing-library/react renders through `react-dom/client`; a second copy of the renderer
    // (its CommonJS build) would break every hook.
    const { render } = await import('@testing-library/react');
    const { useState, createElement } = await import('react');
    function Counter() {
      const [count] = useState(3);
      return createElement('output', null, count);
    }
    const { container } = render(createElement(Counter));
    expect(container.textContent).toBe('3');
  });

  it('give the UI library’s CommonJS-only helpers the same Preact', async () => {
    // antd-mobile builds screens with `staged-components`, whose `require('react')` Node alone
    // would answer with React (vitest.config.ts bundles it through the aliases instead).
    const { render } = await import('@testing-library/react');
    const { staged } = await import('staged-components');
    const { useState, createElement } = await import('react');
    const TwoStages = staged(() => {
      const [count] = useState(5);
      return () => createElement('output', null, count);
    });
    const { container } = render(createElement(TwoStages));
    expect(container.textContent).toBe('5');
  });
});
