import { Link } from "@/components/ui/link";
import { SpecialityGrid } from "@/components/specialities/speciality-grid";
import { DoctorGrid } from "@/components/doctors/doctor-grid";
import { PhoneNumber } from "@/components/ui/phone-number";
import { telHref } from "@/lib/format/phone";
import { resolveImageUrl } from "@/lib/images/image-url";
import type { HomepageV2 } from "@/lib/contracts/home";
import type { ArticleSummary, Testimonial } from "@/lib/contracts/content";
import { TestimonialList } from "@/components/content/testimonial-list";
import { ArticleGrid } from "@/components/content/article-card";
import type { SpecialityOption } from "@/components/doctors/doctor-filters";
import { FeatureList, ServiceList, StatisticList } from "./home-sections";
import { HeroSearch } from "./hero-search";
import styles from "./home-page.module.scss";
import { ROUTES } from "@/lib/routes";

/**
 * One row of three on wide screens, as the testimonials and articles; "Find a Doctor" leads to
 * them all. With six the page no longer fit the first TCP round trip.
 */
const FEATURED_DOCTORS = 3;

/** The home page (served at / and /home): everything comes from the home page's data. */
export function HomePage({
  hospitalName,
  emergencyPhone,
  home,
  testimonials = [],
  articles = [],
  specialityOptions = [],
  timeZone = "Asia/Kolkata",
}: {
  hospitalName: string;
  emergencyPhone: string;
  home: HomepageV2;
  /** A few patients' words (the page picks them). */
  testimonials?: Testimonial[];
  /** The latest articles. */
  articles?: ArticleSummary[];
  /** Every speciality, for the hero's doctor search (shown when the hero has no picture). */
  specialityOptions?: SpecialityOption[];
  timeZone?: string;
}) {
  const { hero } = home;
  const heroImage = resolveImageUrl(hero.image);
  // Book Appointment and the emergency line are always offered; a stored second action is added.
  const secondary = hero.secondaryCta && hero.secondaryCta.href !== ROUTES.appointment ? hero.secondaryCta : null;
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={`${styles.heroInner} ${heroImage || specialityOptions.length ? styles.withAside : ""}`}>
          <div>
            <p className={styles.eyebrow}>Multispeciality care, 24 hours a day</p>
            <h1 id="home-title" className={styles.title}>
              {hospitalName}
            </h1>
            <p className={styles.tagline}>{hero.title}</p>
            {hero.subtitle ? <p className={styles.lead}>{hero.subtitle}</p> : null}
            <div className={styles.actions}>
              <Link href={ROUTES.appointment} className={styles.primary}>
                Book Appointment
              </Link>
              <a href={telHref(emergencyPhone)} className={styles.emergency}>
                <span>
                  24x7 Emergency: <PhoneNumber value={emergencyPhone} />
                </span>
              </a>
              {secondary ? (
                <Link href={secondary.href} className={styles.secondary}>
                  {secondary.label}
                </Link>
              ) : null}
            </div>
          </div>
          {heroImage ? (
            // eslint-disable-next-line @next/next/no-img-element -- a stored image path; see resolveImageUrl
            <img className={styles.heroImage} src={heroImage} alt="" width={560} height={420} fetchPriority="high" />
          ) : specialityOptions.length ? (
            <HeroSearch specialities={specialityOptions} />
          ) : null}
        </div>
      </section>

      {home.statistics.length ? (
        <section className={styles.band} aria-labelledby="home-figures">
          <div className={styles.bandInner}>
            <h2 id="home-figures" className={styles.hidden}>
              {hospitalName} in figures
            </h2>
            <StatisticList statistics={home.statistics} />
          </div>
        </section>
      ) : null}

      {home.specialities.length ? (
        <section className={styles.section} aria-labelledby="home-specialities">
          <div className={styles.sectionHead}>
            <h2 id="home-specialities">Our specialities</h2>
            <Link href={ROUTES.specialityList} className={styles.more}>
              View All Specialities
            </Link>
          </div>
          <SpecialityGrid specialities={home.specialities} headingLevel={3} />
        </section>
      ) : null}

      {home.featuredDoctors.length ? (
        <section className={`${styles.section} ${styles.rail}`} aria-labelledby="home-doctors">
          <div className={styles.sectionHead}>
            <h2 id="home-doctors">Meet our doctors</h2>
            <Link href={ROUTES.doctorList} className={styles.more}>
              Find a Doctor
            </Link>
          </div>
          <DoctorGrid locale="en" doctors={home.featuredDoctors.slice(0, FEATURED_DOCTORS)} />
        </section>
      ) : null}

      {home.featuredServices.length ? (
        <section className={`${styles.section} ${styles.rail}`} aria-labelledby="home-services">
          <div className={styles.sectionHead}>
            <h2 id="home-services">Services</h2>
            <Link href={ROUTES.servicesV2} className={styles.more}>
              View All Services
            </Link>
          </div>
          <ServiceList services={home.featuredServices} />
        </section>
      ) : null}

      {home.features.length ? (
        <section className={styles.section} aria-labelledby="home-features">
          <div className={styles.sectionHead}>
            <h2 id="home-features">Why patients choose us</h2>
          </div>
          <FeatureList features={home.features} />
        </section>
      ) : null}

      {testimonials.length ? (
        <section className={`${styles.section} ${styles.rail}`} aria-labelledby="home-testimonials">
          <div className={styles.sectionHead}>
            <h2 id="home-testimonials">What our patients say</h2>
            <Link href={ROUTES.patients} className={styles.more}>
              More from our patients
            </Link>
          </div>
          <TestimonialList testimonials={testimonials} headingLevel={3} />
        </section>
      ) : null}

      {articles.length ? (
        <section className={`${styles.section} ${styles.rail}`} aria-labelledby="home-articles">
          <div className={styles.sectionHead}>
            <h2 id="home-articles">From our health blog</h2>
            <Link href={ROUTES.blogList} className={styles.more}>
              All articles
            </Link>
          </div>
          <ArticleGrid articles={articles} headingLevel={3} timeZone={timeZone} />
        </section>
      ) : null}
    </>
  );
}
