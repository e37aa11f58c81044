import "server-only";
import { SendError, type SmsSender } from "./senders";

/**
 * MSG91's SMS flow API (docs.msg91.com, "Send SMS" v5): POST {baseUrl}/api/v5/flow with the
 * header `authkey` and a JSON body `{ template_id, short_url: "0", recipients: [{ mobiles, var }] }`,
 * where `mobiles` is the number with its country code and no "+" ("919876543210"). Indian SMS
 * must use a DLT-approved template: register one whose text is a single variable
 * (`##var##`), since the site writes the whole message. MSG91 answers
 * `{ "type": "success", "message": "<request id>" }` or `{ "type": "error", "message": "..." }`.
 */
export function msg91SmsSender(options: { authKey: string; templateId: string; baseUrl?: string; timeoutMs?: number; fetchImpl?: typeof fetch }): SmsSender {
  const base = (options.baseUrl ?? "https://control.msg91.com").replace(/\/+$/, "");
  const doFetch = options.fetchImpl ?? fetch;
  return {
    name: "msg91",
    async send(message) {
      let response: Response;
      try {
        response = await doFetch(`${base}/api/v5/flow`, {
          method: "POST",
          headers: { authkey: options.authKey, "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({ template_id: options.templateId, short_url: "0", recipients: [{ mobiles: message.to.replace(/^\+/, ""), var: message.text }] }),
          signal: AbortSignal.timeout(message.timeoutMs ?? options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new SendError("MSG91 could not be reached (network or timeout)", true, { cause: error });
      }
      const body = (await response.json().catch(() => ({}))) as { type?: string; message?: string };
      if (response.status >= 500 || response.status === 429) throw new SendError(`MSG91 answered ${response.status}`, true);
      if (!response.ok || body.type !== "success") {
        throw new SendError(`MSG91 refused the message (${response.status}): ${String(body.message ?? "no reason given").slice(0, 120)}`, false);
      }
      return { providerId: typeof body.message === "string" ? body.message : undefined };
    },
  };
}
