import { readMultipart, type MultipartLimits } from "./multipart";
import { HttpError } from "./errors";

const LIMITS: MultipartLimits = { maxBodyBytes: 64 * 1024, maxFieldBytes: 1024, maxFields: 4, maxFileBytes: 32 * 1024, files: ["file"] };
const form = (body: string) =>
  new Request("http://localhost/upload", { method: "POST", headers: { "content-type": "multipart/form-data; boundary=XYZ" }, body: body.replace(/\n/g, "\r\n") });

const refusal = async (body: string) => {
  const error = await readMultipart(form(body), LIMITS).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
};

describe("readMultipart", () => {
  it("reads the fields and the one file of a well-formed form", async () => {
    const body = await readMultipart(form('--XYZ\nContent-Disposition: form-data; name="purpose"\n\nphoto\n--XYZ\nContent-Disposition: form-data; name="file"; filename="R%22a.png"\nContent-Type: image/png\n\nPNGDATA\n--XYZ--\n'), LIMITS);
    expect(body.fields).toEqual({ purpose: "photo" });
    expect(body.files.file).toMatchObject({ filename: 'R"a.png', declaredType: "image/png" });
    expect(body.files.file.data.toString()).toBe("PNGDATA");
  });

  it("answers a body cut off inside a file with 400, and nothing is thrown outside the request (regression: no error listener on the file stream)", async () => {
    const uncaught = jest.fn();
    process.on("uncaughtException", uncaught);
    try {
      const error = await refusal('--XYZ\nContent-Disposition: form-data; name="purpose"\n\nphoto\n--XYZ\nContent-Disposition: form-data; name="file"; filename="a.png"\n\n');
      expect(error.code).toBe("bad_request");
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(uncaught).not.toHaveBeenCalled();
    } finally {
      process.off("uncaughtException", uncaught);
    }
  });

  it("answers a second file, or a field sent as a file, with 400 naming the file the form takes", async () => {
    const twice = await refusal('--XYZ\nContent-Disposition: form-data; name="file"; filename="a.png"\n\nA\n--XYZ\nContent-Disposition: form-data; name="file"; filename="b.png"\n\nB\n--XYZ--\n');
    expect([twice.code, twice.status]).toEqual(["bad_request", 400]);
    const asFile = await refusal('--XYZ\nContent-Disposition: form-data; name="purpose"; filename="p.txt"\n\nphoto\n--XYZ\nContent-Disposition: form-data; name="file"; filename="a.png"\n\nA\n--XYZ--\n');
    expect([asFile.code, asFile.status]).toEqual(["bad_request", 400]);
  });

  it("answers a file over its limit with 413 on the file's field", async () => {
    const error = await refusal(`--XYZ\nContent-Disposition: form-data; name="file"; filename="a.png"\n\n${"x".repeat(40 * 1024)}\n--XYZ--\n`);
    expect(error.code).toBe("too_large");
    expect(error.errors?.[0]?.path).toBe("file");
  });
});
