import { z } from "zod";
import { readPublicFile } from "@/lib/server/files";
import { notFound } from "@/lib/errors";
import { methods, route } from "@/lib/server/api/route";

// GET /public/<path> – site assets and uploads by the path the API hands out (SPEC.md section 7)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route({ params: z.object({ path: z.array(z.string()).min(1) }) }, async ({ params }) => {
    const file = await readPublicFile(params.path);
    if (!file) throw notFound(`There is no file at /public/${params.path.join("/")}.`);
    return new Response(new Uint8Array(file.body), {
      headers: {
        "Content-Type": file.contentType,
        "Content-Length": String(file.body.byteLength),
        "Cache-Control": file.source === "asset" ? "public, max-age=86400" : "public, max-age=300",
        // Its CSP (a sandbox: an uploaded SVG never runs script in the site's origin) and nosniff
        // are the file class's (lib/http/address-class.ts), set by the server.
      },
    });
  }),
});
