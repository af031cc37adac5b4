import type { ToastShowProps } from 'antd-mobile/es/components/toast';

type ToastModule = typeof import('antd-mobile/es/components/toast').default;

let toast: Promise<ToastModule> | undefined;

/**
 * Toasts load on first use: antd-mobile's Toast brings its animation library, which the
 * sign-in screen should not wait for when nothing goes wrong.
 */
function loadToast(): Promise<ToastModule> {
  toast ??= Promise.all([import('antd-mobile/es/components/toast'), import('./antd-react19.ts')]).then(
    ([module]) => module.default,
  );
  return toast;
}

export function showToast(options: ToastShowProps): Promise<void> {
  return loadToast().then((Toast) => {
    Toast.show(options);
  });
}

/** Removes the toast on screen, if one was ever shown. */
export function clearToasts(): Promise<void> {
  return toast ? toast.then((Toast) => Toast.clear()) : Promise.resolve();
}
