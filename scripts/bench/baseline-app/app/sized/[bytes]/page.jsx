// The framework's ceiling for throughput: /sized/<n> is a page of about n characters of text,
// rendered on its first request and then served from Next's cache, as the site's doctor and
// home pages are (a dynamic segment, nothing prerendered at build). scripts/bench.ts picks n
// so that each bare page is as large as the site's page it is compared with.
import { notFound } from "next/navigation";
import { BarePage } from "../../paragraphs.jsx";

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

export default async function Page({ params }) {
  const { bytes } = await params;
  if (!/^[1-9][0-9]{0,6}$/.test(bytes)) notFound();
  return <BarePage bytes={Number(bytes)} />;
}
