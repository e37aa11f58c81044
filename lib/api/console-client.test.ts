import { ApiError } from "./client";
import { settlePayment } from "./console-calls";
import { setStepUpPrompt } from "./console-client";

// The console's step-up: a call refused with 403 `step_up` (its second factor given too long
// ago) asks the registered prompt, and sends the same request once more when the factor was
// given; a cancelled prompt, or no prompt at all, leaves the refusal to the caller as before.

const STEP_UP = { success: 0, message: "Give your second factor again to do this.", code: "step_up" };
const SETTLED = { success: 1, data: { paymentId: "pay_Q1w2e3r4", status: "settled" } };

let sent: { path: string; body: unknown }[];
let answers: (() => Response)[];
beforeEach(() => {
  sent = [];
  answers = [];
  window.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    sent.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
    return (answers.shift() ?? (() => Response.json(SETTLED)))();
  }) as typeof fetch;
});

const refusedOnce = () => answers.push(() => Response.json(STEP_UP, { status: 403 }));
const input = { paymentId: "pay_Q1w2e3r4", note: "Settled by hand at the gateway." };

describe("step-up in the console's client", () => {
  let unregister: (() => void) | undefined;
  afterEach(() => unregister?.());

  it("asks the prompt once and sends the same request again when the factor was given", async () => {
    const prompt = jest.fn(async () => true);
    unregister = setStepUpPrompt(prompt);
    refusedOnce();
    await expect(settlePayment(input)).resolves.toEqual(SETTLED.data);
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
  });

  it("throws the step_up refusal when the prompt is cancelled, without sending again", async () => {
    unregister = setStepUpPrompt(async () => false);
    refusedOnce();
    const error = await settlePayment(input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: "step_up", message: STEP_UP.message });
    expect(sent).toHaveLength(1);
  });

  it("retries only once: a second step_up refusal surfaces", async () => {
    const prompt = jest.fn(async () => true);
    unregister = setStepUpPrompt(prompt);
    refusedOnce();
    refusedOnce();
    await expect(settlePayment(input)).rejects.toMatchObject({ code: "step_up" });
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(2);
  });

  it("shows one prompt for calls refused at the same time", async () => {
    let give: (given: boolean) => void = () => {};
    const prompt = jest.fn(() => new Promise<boolean>((resolve) => (give = resolve)));
    unregister = setStepUpPrompt(prompt);
    refusedOnce();
    refusedOnce();
    const both = Promise.all([settlePayment(input), settlePayment(input)]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    give(true);
    await expect(both).resolves.toEqual([SETTLED.data, SETTLED.data]);
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(4);
  });

  it("throws as before when no prompt is registered", async () => {
    refusedOnce();
    await expect(settlePayment(input)).rejects.toMatchObject({ status: 403, code: "step_up" });
    expect(sent).toHaveLength(1);
  });

  it("leaves other refusals alone", async () => {
    const prompt = jest.fn(async () => true);
    unregister = setStepUpPrompt(prompt);
    answers.push(() => Response.json({ success: 0, message: "That is already set up.", code: "enrolled" }, { status: 403 }));
    await expect(settlePayment(input)).rejects.toMatchObject({ code: "enrolled" });
    expect(prompt).not.toHaveBeenCalled();
  });
});
