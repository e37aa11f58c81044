import { notFound } from "next/navigation";
import { onDemandOnly } from "@/lib/server/build-phase";

// Rendered on its first request, never at build, then cached (the layout's revalidate).
export const generateStaticParams = onDemandOnly;

// No records of this kind are stored yet, so every address is unknown: the not-found page, 404.
export default async function CareerDetailPage({ params }: { params: Promise<{ careers: string }> }) {
  await params;
  notFound();
}
