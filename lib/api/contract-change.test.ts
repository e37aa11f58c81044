/** @jest-environment node */
import path from "node:path";
import ts from "typescript";

// A changed contract fails the type check in every caller: the callers of verifyOtp are checked
// by the TypeScript compiler against lib/contracts/booking.ts as it is (no error), then against
// a copy in which the route's schema renames a field of the input and the response type one of
// the answer (an error at each call, in each caller). Nothing is written to disk.

const ROOT = path.resolve(__dirname, "../..");
const CONTRACT = path.join(ROOT, "lib/contracts/booking.ts");
const CALLERS = ["components/booking/otp-step.tsx", "components/booking/phone-verifier.tsx"].map((file) => path.join(ROOT, file));

const config = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, "tsconfig.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!;
const options: ts.CompilerOptions = { ...config.options, incremental: false, noEmit: true, types: [] };

/** Every file but the contract, parsed once for both programs (React's and Next's types are most of the work). */
const parsed = new Map<string, ts.SourceFile | undefined>();

/** The compiler's errors in the callers, with lib/contracts/booking.ts read through `change`. */
function callerErrors(change: (source: string) => string): { file: string; message: string }[] {
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile;
  host.getSourceFile = (file, language, ...rest) => {
    if (path.resolve(file) === CONTRACT) return ts.createSourceFile(file, change(ts.sys.readFile(file)!), language);
    if (!parsed.has(file)) parsed.set(file, read(file, language, ...rest));
    return parsed.get(file);
  };
  // Next's global declarations (CSS modules, images) as every page gets them through "next"; not
  // next-env.d.ts, which only a build writes (a fresh clone has none).
  const program = ts.createProgram([require.resolve("next/types/global.d.ts"), ...CALLERS], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file && CALLERS.includes(path.resolve(d.file.fileName)))
    .map((d) => ({ file: path.relative(ROOT, d.file!.fileName), message: ts.flattenDiagnosticMessageText(d.messageText, " ") }));
}

const replaced = (source: string, from: string, to: string) => {
  if (!source.includes(from)) throw new Error(`The contract no longer reads ${JSON.stringify(from)}: update this test`);
  return source.replace(from, to);
};

describe("a changed contract", () => {
  it("type-checks the callers as the contract is", () => {
    expect(callerErrors((source) => source)).toEqual([]);
  });

  it("fails each caller of the call whose schema or answer changed", () => {
    const errors = callerErrors((source) =>
      replaced(
        replaced(source, "export const verifyOtpSchema = z.object({\n  attemptId:", "export const verifyOtpSchema = z.object({\n  attempt:"),
        "export const verifyOtpResponseSchema = z.object({\n  token: z.string(),",
        "export const verifyOtpResponseSchema = z.object({\n  bookingToken: z.string(),",
      ),
    );
    for (const caller of CALLERS.map((file) => path.relative(ROOT, file))) {
      const mine = errors.filter((e) => e.file === caller);
      expect(mine.some((e) => /'attemptId' does not exist in type/.test(e.message))).toBe(true);
      expect(mine.some((e) => /Property 'token' does not exist on type '\{ bookingToken: string; expiresAt: string; \}'/.test(e.message))).toBe(true);
    }
  });
});
