import "server-only";
import { Readable } from "node:stream";
import busboy from "busboy";
import { HttpError } from "./errors";

/** What a multipart route takes: the whole body, each text field, each file, and which file fields exist. */
export interface MultipartLimits {
  maxBodyBytes: number;
  maxFieldBytes: number;
  maxFields: number;
  maxFileBytes: number;
  /** The file fields the route takes (one file each); any other file is refused. */
  files: string[];
}

export interface UploadedFile {
  filename: string;
  /** What the browser claimed: never trusted (the content decides). */
  declaredType: string;
  data: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

const kb = (bytes: number) => (bytes >= 1048576 ? `${Math.round(bytes / 1048576)} MB` : `${Math.round(bytes / 1024)} KB`);

/**
 * Reads multipart/form-data as it streams in (busboy): every limit is enforced on the way, so a
 * body over the limit is cut off at the limit, and a file is held once, in memory, never also
 * written elsewhere. Errors are the API's envelope: 413 for a limit, 415 for another content
 * type, 400 for a malformed body.
 */
export async function readMultipart(request: Request, limits: MultipartLimits): Promise<MultipartBody> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new HttpError("unsupported_media_type", "Send this form as multipart/form-data (a file upload).");
  }
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limits.maxBodyBytes) {
    throw new HttpError("too_large", `The form is too large: the limit is ${kb(limits.maxBodyBytes)}.`);
  }
  if (!request.body) throw new HttpError("bad_request", "The form is empty.");

  return new Promise<MultipartBody>((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: Record<string, UploadedFile> = {};
    let failed = false;
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": contentType },
        // Browsers send file names as UTF-8 (busboy's default is latin1, which garbles "Résumé.pdf").
        defParamCharset: "utf8",
        limits: { fieldSize: limits.maxFieldBytes, fields: limits.maxFields, fileSize: limits.maxFileBytes, files: limits.files.length, parts: limits.maxFields + limits.files.length },
      });
    } catch {
      reject(new HttpError("bad_request", "The form could not be read: its multipart boundary is missing."));
      return;
    }
    let total = 0;
    const source = Readable.fromWeb(request.body as import("node:stream/web").ReadableStream);
    const fail = (error: HttpError) => {
      if (failed) return;
      failed = true;
      source.destroy();
      reject(error);
    };
    source.on("data", (chunk: Buffer) => {
      total += chunk.length;
      if (total > limits.maxBodyBytes) fail(new HttpError("too_large", `The form is too large: the limit is ${kb(limits.maxBodyBytes)}.`));
    });
    source.on("error", () => fail(new HttpError("bad_request", "The upload was interrupted. Please try again.")));
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) return fail(new HttpError("too_large", `The field "${name.slice(0, 40)}" is too long: the limit is ${kb(limits.maxFieldBytes)}.`));
      fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      // A body cut off inside a file errors its stream: without a listener that would be an uncaught exception.
      stream.on("error", () => fail(new HttpError("bad_request", "The upload was cut off before the file ended. Please try again.")));
      if (!limits.files.includes(name) || files[name]) {
        stream.resume();
        return fail(new HttpError("bad_request", files[name] ? `This form takes one file as "${name.slice(0, 40)}".` : `This form takes no file named "${name.slice(0, 40)}".`));
      }
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => fail(new HttpError("too_large", `The file is larger than ${kb(limits.maxFileBytes)}. Please send a smaller file.`, { errors: [{ path: name, message: `must be at most ${kb(limits.maxFileBytes)}` }] })));
      stream.on("close", () => {
        if (!failed) files[name] = { filename: htmlFormFilename(info.filename ?? ""), declaredType: info.mimeType ?? "", data: Buffer.concat(chunks) };
      });
    });
    parser.on("fieldsLimit", () => fail(new HttpError("too_large", "The form has too many fields.")));
    // More file parts than the route takes is a malformed form (a field sent as a file, a file twice), not a large one.
    parser.on("filesLimit", () => fail(new HttpError("bad_request", `The form takes ${limits.files.length === 1 ? "one file" : `${limits.files.length} files`}: ${limits.files.join(", ")}.`)));
    parser.on("partsLimit", () => fail(new HttpError("too_large", "The form has too many parts.")));
    parser.on("error", () => fail(new HttpError("bad_request", "The form could not be read: it is not valid multipart/form-data.")));
    parser.on("close", () => {
      if (!failed) resolve({ fields, files });
    });
    source.pipe(parser);
  });
}

/** The HTML standard's multipart encoding writes `"`, LF and CR in a file name as %22, %0A and %0D: undone here. */
const htmlFormFilename = (name: string): string => name.replace(/%22/gi, '"').replace(/%0A/gi, "\n").replace(/%0D/gi, "\r");
