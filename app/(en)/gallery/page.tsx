import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/ui/page-header";
import { GalleryGrid } from "@/components/gallery/gallery-grid";
import type { SearchParams } from "@/lib/doctors/list-query";
import { galleryHref, ROUTES } from "@/lib/routes";
import { listGalleryCategoriesCached, listGalleryImagesCached } from "@/lib/server/content/gallery";
import { pageMetadata } from "@/lib/server/seo";
import { getSiteInfo } from "@/lib/server/site";
import container from "@/components/ui/container.module.scss";
import styles from "@/components/content/content.module.scss";

type Props = { searchParams: Promise<SearchParams> };

/** The category an address names, when it is one of the gallery's (anything else shows all). */
async function chosenCategory(searchParams: Props["searchParams"]) {
  const raw = (await searchParams).category;
  const key = (Array.isArray(raw) ? raw[0] : raw)?.toLowerCase();
  const categories = await listGalleryCategoriesCached();
  return { categories, category: categories.find((c) => c.slug === key) ?? null };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { category } = await chosenCategory(searchParams);
  return pageMetadata({
    title: category ? `Gallery: ${category.name}` : "Gallery",
    description: category?.description || "Pictures of the hospital: the campus, our care, the technology we use, and our work with the community.",
    path: galleryHref(category?.slug),
  });
}

export default async function GalleryPage({ searchParams }: Props) {
  const { categories, category } = await chosenCategory(searchParams);
  const images = await listGalleryImagesCached(category?.slug ?? null);
  const site = getSiteInfo();
  return (
    <>
      <PageHeader siteUrl={site.url} path={ROUTES.gallery} title="Gallery" lead="Our campus, our people at work, the technology behind your care, and the community we serve." />
      <div className={container.container}>
        <nav aria-labelledby="gallery-categories" className={styles.filterBar}>
          <h2 id="gallery-categories" className={styles.hidden}>
            Categories
          </h2>
          <ul className={styles.chips}>
            <li>
              <Link href={galleryHref()} aria-current={!category ? "page" : undefined}>
                All
              </Link>
            </li>
            {categories.map((c) => (
              <li key={c._id}>
                <Link href={galleryHref(c.slug)} aria-current={category?._id === c._id ? "page" : undefined}>
                  {c.name}
                  <span className={styles.chipCount}>
                    <span className={styles.hidden}> (</span>
                    {c.count}
                    <span className={styles.hidden}> pictures)</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {category?.description ? <p className={styles.summary}>{category.description}</p> : null}
        {images.length ? <GalleryGrid images={images} /> : <p className={styles.empty}>No pictures yet.</p>}
      </div>
    </>
  );
}
