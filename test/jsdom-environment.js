// jsdom lacks fetch, Request with relative URLs, streams and TextEncoder; copy Node's onto the window.
const JsdomEnvironment = require("jest-environment-jsdom").TestEnvironment;
const { ReadableStream, WritableStream, TransformStream } = require("node:stream/web");
const { TextEncoder, TextDecoder } = require("node:util");

class BrowserLikeEnvironment extends JsdomEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    const location = () => g.location.href;
    class RelativeRequest extends Request {
      constructor(input, init) {
        const url = typeof input === "string" || input instanceof URL ? new URL(String(input), location()) : input;
        super(url, init);
      }
    }
    g.fetch = (input, init) =>
      fetch(typeof input === "string" || input instanceof URL ? new URL(String(input), location()) : input, init);
    g.Request = RelativeRequest;
    Object.assign(g, {
      Response,
      Headers,
      FormData,
      Blob,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      ReadableStream,
      WritableStream,
      TransformStream,
      structuredClone,
    });
  }
}

module.exports = BrowserLikeEnvironment;
