import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/ui/page-header";
import { JsonLd } from "@/components/seo/json-ld";
import { doctorHref, ROUTES } from "@/lib/routes";
import { cachedMetadata, cachedPage } from "@/lib/server/build-phase";
import { getAboutCached } from "@/lib/server/content/pages";
import { siteFacts } from "@/lib/server/seo";
import { pageMetadata } from "@/lib/server/seo";
import { getSiteInfo } from "@/lib/server/site";
import { aboutPageJsonLd } from "@/lib/structured-data";
import { truncate } from "@/lib/text/truncate";
import container from "@/components/ui/container.module.scss";
import styles from "@/components/content/content.module.scss";

export const generateMetadata = cachedMetadata(async () => {
  const about = await getAboutCached();
  return pageMetadata({ title: "About Us", description: truncate(about.mission || `About ${getSiteInfo().name}.`, 160), path: ROUTES.about });
});

export default cachedPage(async function AboutPage() {
  const site = getSiteInfo();
  const about = await getAboutCached();
  return (
    <>
      <JsonLd data={aboutPageJsonLd(await siteFacts(), truncate(about.mission, 300))} />
      <PageHeader siteUrl={site.url} path={ROUTES.about} title={`About ${site.name}`} lead={about.vision} />
      <div className={container.container}>
        {about.facts.length ? (
          <section className={styles.section} aria-labelledby="facts-title">
            <h2 id="facts-title" className={styles.hidden}>
              At a glance
            </h2>
            <ul className={styles.facts}>
              {about.facts.map((f) => (
                <li key={f.label}>
                  <strong>{f.value}</strong> {f.label}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section className={styles.section} aria-labelledby="mission-title">
          <h2 id="mission-title">Our mission</h2>
          <p className={styles.prose}>{about.mission}</p>
          <h3>Our vision</h3>
          <p className={styles.prose}>{about.vision}</p>
          {about.values.length ? (
            <>
              <h3>What we hold to</h3>
              <ul className={styles.people}>
                {about.values.map((v) => (
                  <li key={v.title}>
                    <h4>{v.title}</h4>
                    <p>{v.text}</p>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
        {about.history.length ? (
          <section className={styles.section} aria-labelledby="history-title">
            <h2 id="history-title">Our history</h2>
            <ol className={styles.timeline}>
              {about.history.map((h) => (
                <li key={`${h.year}-${h.title}`}>
                  <span className={styles.year}>{h.year}</span>
                  <h3>{h.title}</h3>
                  <p>{h.text}</p>
                </li>
              ))}
            </ol>
          </section>
        ) : null}
        {about.leadership.length ? (
          <section className={styles.section} aria-labelledby="leadership-title">
            <h2 id="leadership-title">Leadership</h2>
            <ul className={styles.people}>
              {about.leadership.map((p) => (
                <li key={p.name}>
                  <h3>{p.doctorUsername ? <Link href={doctorHref(p.doctorUsername)}>{p.name}</Link> : p.name}</h3>
                  <p className={styles.role}>{p.role}</p>
                  <p>{p.bio}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {about.accreditations.length ? (
          <section className={styles.section} aria-labelledby="accreditation-title">
            <h2 id="accreditation-title">Accreditations</h2>
            <ul className={styles.people}>
              {about.accreditations.map((a) => (
                <li key={a.name}>
                  <h3>{a.name}</h3>
                  <p className={styles.role}>
                    {a.body}, since {a.since}
                  </p>
                  <p>{a.text}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section className={styles.section} aria-labelledby="next-title">
          <h2 id="next-title">Visit us</h2>
          <p>
            <Link href={ROUTES.contactUs}>How to reach us</Link>, <Link href={ROUTES.doctorList}>find a doctor</Link>, or <Link href={ROUTES.career}>work with us</Link>.
          </p>
        </section>
      </div>
    </>
  );
});
