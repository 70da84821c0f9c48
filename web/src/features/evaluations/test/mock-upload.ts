import { vi } from 'vitest';

export interface UploadCall {
  method: string;
  /** The path under /api, e.g. /badge/create-text. */
  path: string;
  body: FormData;
  withCredentials: boolean;
}

type UploadHandler = (call: UploadCall) => { status: number; body: unknown };

interface UploadOptions {
  /** Holds the answer (not the progress) until it settles, to see the upload under way. */
  answerAfter?: Promise<void>;
}

/**
 * Answers the app's XMLHttpRequest uploads from `handler`, reporting half the body sent before the
 * answer, and records every call. (Uploads use XMLHttpRequest for its progress events; fetch is
 * mocked separately with mockApi.)
 */
export function mockUpload(handler: UploadHandler, { answerAfter }: UploadOptions = {}): UploadCall[] {
  const calls: UploadCall[] = [];
  class FakeXmlHttpRequest extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    responseText = '';
    withCredentials = false;
    private method = 'GET';
    private url = '';

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader() {}

    abort() {
      this.dispatchEvent(new Event('abort'));
    }

    send(body: FormData) {
      const call = { method: this.method, path: this.url.replace(/^\/api/, ''), body, withCredentials: this.withCredentials };
      calls.push(call);
      setTimeout(async () => {
        this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded: 50, total: 100 }));
        await answerAfter;
        const answer = handler(call);
        this.status = answer.status;
        this.responseText = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
        this.dispatchEvent(new Event('load'));
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXmlHttpRequest);
  return calls;
}
