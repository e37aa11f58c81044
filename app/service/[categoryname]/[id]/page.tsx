import { notFound } from "next/navigation";

// No records of this kind are stored yet, so every address is unknown: the not-found page, 404.
export default async function ServiceDetailV1Page({ params }: { params: Promise<{ categoryname: string; id: string }> }) {
  await params;
  notFound();
}
