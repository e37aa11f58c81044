import { connection } from "next/server";

// Rendered per request, like every page of the site.
export default async function Page() {
  await connection();
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <p>
        A heading and a paragraph, rendered on the server by the same Next.js and React as the site, with no client
        component of its own: what any page costs before the site adds anything.
      </p>
    </main>
  );
}
