import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';

/**
 * antd as the tests need it. jsdom lays nothing out, so antd's styles only cost time:
 * injected as <style> elements, they make every `getComputedStyle` (which `*ByRole` queries
 * call on each element to skip hidden ones) re-read thousands of rules — that, not the
 * console, made a test take seconds. `mock="server"` keeps the styles out of the document;
 * `motion: false` lets a closing toast or menu leave at once instead of after its
 * transition. The console's own ConfigProvider inside inherits the token.
 */
const NO_MOTION = { token: { motion: false } };

export function AntdForTests({ children }: { children: ReactNode }) {
  return (
    <StyleProvider mock="server">
      <ConfigProvider theme={NO_MOTION}>{children}</ConfigProvider>
    </StyleProvider>
  );
}
