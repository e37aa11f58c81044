import { notFound } from "next/navigation";

// No records of this kind are stored yet, so every address is unknown: the not-found page, 404.
export default async function ServiceDetailV2Page({ params }: { params: Promise<{ slug: string }> }) {
  await params;
  notFound();
}
