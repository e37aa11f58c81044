import { notFound } from "next/navigation";

// No records of this kind are stored yet, so every address is unknown: the not-found page, 404.
export default async function NewsDetailPage({ params }: { params: Promise<{ newsurl: string }> }) {
  await params;
  notFound();
}
