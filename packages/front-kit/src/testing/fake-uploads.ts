import { vi } from 'vitest';

/** What an upload sent, as the server would have seen it (header names in lower case). */
export interface SentUpload {
  url: string;
  headers: Record<string, string>;
  body: FormData;
}

/**
 * Uploads go through XMLHttpRequest (fetch reports no upload progress: ../upload-progress.ts).
 * This stand-in keeps what each sent, reports `sentFraction` of the body as sent, then hands
 * the request to `fetch`, which the test's fake server answers. With `held`, the answer
 * waits for `release()`, so a test can look at the screen mid-upload.
 */
export function fakeUploads({ sentFraction = 0.5, held = false } = {}) {
  const sent: SentUpload[] = [];
  let release = () => {};

  class UploadingRequest {
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    getResponseHeader() {
      return 'application/json';
    }
    abort() {
      this.onabort?.();
    }
    private progress(fraction: number) {
      this.upload.onprogress?.({
        lengthComputable: true,
        loaded: fraction * 100,
        total: 100,
      } as ProgressEvent);
    }
    async send(body: FormData) {
      sent.push({ url: this.url, headers: this.headers, body });
      this.progress(sentFraction);
      if (held) await new Promise<void>((resolve) => (release = resolve));
      const response = await fetch(this.url, { method: this.method, headers: this.headers, body });
      this.progress(1);
      this.status = response.status;
      this.responseText = await response.text();
      this.onload?.();
    }
  }

  vi.stubGlobal('XMLHttpRequest', UploadingRequest);
  return { sent, release: () => release() };
}
