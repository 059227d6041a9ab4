import { vi } from 'vitest';

/**
 * NETWORK STAND-IN: jsdom has no server; the test plays it. vi.stubGlobal, so unstubAllGlobals puts the real one back.
 */
export class StandInRequest {
  static sent: StandInRequest[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = undefined;
  status = 0;
  responseText = '';
  aborted = false;
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();

  addEventListener(type: string, listener: EventListener): void {
    this.events.addEventListener(type, listener);
  }
  removeEventListener(type: string, listener: EventListener): void {
    this.events.removeEventListener(type, listener);
  }
  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }
  send(body: unknown): void {
    this.body = body;
    StandInRequest.sent.push(this);
  }
  abort(): void {
    this.aborted = true;
    this.events.dispatchEvent(new Event('abort'));
  }

  /** The server has received `loaded` of `total` bytes. */
  progress(loaded: number, total: number): void {
    this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
  /** The server answers with a status and a JSON body. */
  answer(status: number, body: unknown): void {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }
  /** The connection drops. */
  fail(): void {
    this.events.dispatchEvent(new Event('error'));
  }
}

/** Puts the stand-in in XMLHttpRequest's place for this test; returns the list of requests sent. */
export function installXhrStandIn(): StandInRequest[] {
  StandInRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', StandInRequest);
  return StandInRequest.sent;
}
