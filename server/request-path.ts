import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * One step of the request path (server/main.ts lists them in order): it answers the request
 * itself, or prepares it and calls `next()` to hand it on. A step that wraps the answer (its
 * headers, its body) does so before calling `next()`.
 */
export type Step = (req: IncomingMessage, res: ServerResponse, next: () => Promise<void>) => Promise<void> | void;

/** The request listener that runs `steps` in order and then `last` (Next's handler). */
export function requestPath(steps: readonly Step[], last: (req: IncomingMessage, res: ServerResponse) => Promise<void>) {
  return (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let i = 0;
    const next = async (): Promise<void> => {
      const step = steps[i++];
      return step ? step(req, res, next) : last(req, res);
    };
    return next();
  };
}
