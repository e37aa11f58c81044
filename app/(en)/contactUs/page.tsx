import { PageHeader } from "@/components/ui/page-header";
import { JsonLd } from "@/components/seo/json-ld";
import { CampusMap } from "@/components/contact/campus-map";
import { ContactForm } from "@/components/contact/contact-form";
import { PhoneNumber } from "@/components/ui/phone-number";
import { telHref } from "@/lib/format/phone";
import { postalAddressText } from "@/lib/contracts/contact";
import { ROUTES } from "@/lib/routes";
import { cachedPage } from "@/lib/server/build-phase";
import { getContactPageCached } from "@/lib/server/content/pages";
import { siteFacts } from "@/lib/server/seo";
import { pageMetadata } from "@/lib/server/seo";
import { getSiteInfo } from "@/lib/server/site";
import { contactPageJsonLd } from "@/lib/structured-data";
import container from "@/components/ui/container.module.scss";
import content from "@/components/content/content.module.scss";
import styles from "@/components/contact/contact.module.scss";

export const metadata = pageMetadata({
  title: "Contact Us",
  description: "Phone numbers and e-mail of every desk, our addresses and opening hours, directions by road, rail and air, and a form to write to us.",
  path: ROUTES.contactUs,
});

export default cachedPage(async function ContactPage() {
  const site = getSiteInfo();
  const page = await getContactPageCached();
  return (
    <>
      <JsonLd data={contactPageJsonLd(await siteFacts(), page.phone, page.email)} />
      <PageHeader siteUrl={site.url} path={ROUTES.contactUs} title="Contact Us" lead="Call the desk you need, write to us, or find your way to the hospital." />
      <div className={container.container}>
        <section className={content.section} aria-labelledby="emergency-title">
          <h2 id="emergency-title">In an emergency</h2>
          <p>
            Call <a href={telHref(site.emergencyPhone)}><PhoneNumber value={site.emergencyPhone} /></a> at any hour, or come straight to the emergency department. Do not use the form below for
            anything urgent.
          </p>
        </section>
        <section className={content.section}>
          <ContactForm subjects={page.subjects} />
        </section>
        <section className={content.section} aria-labelledby="desks-title">
          <h2 id="desks-title">Desks and departments</h2>
          <ul className={styles.grid}>
            {page.departments.map((d) => (
              <li key={d.name}>
                <h3>{d.name}</h3>
                <p>
                  <a href={telHref(d.phone)}><PhoneNumber value={d.phone} /></a>
                </p>
                <p>
                  <a href={`mailto:${d.email}`}>{d.email}</a>
                </p>
                <p>{d.hours}</p>
                {d.note ? <p>{d.note}</p> : null}
              </li>
            ))}
          </ul>
        </section>
        <section className={content.section} aria-labelledby="where-title">
          <h2 id="where-title">Where we are</h2>
          <div className={styles.layout}>
            <div>
              <ul className={styles.grid}>
                {page.addresses.map((a) => (
                  <li key={a.label}>
                    <h3>{a.label}</h3>
                    <p className={styles.lines}>{a.lines}</p>
                    <p>
                      <a href={telHref(a.phone)}><PhoneNumber value={a.phone} /></a>
                    </p>
                    <p>{a.hours}</p>
                  </li>
                ))}
              </ul>
              <h3>Getting here</h3>
              <dl className={styles.directions}>
                {page.directions.map((d) => (
                  <div key={d.mode}>
                    <dt>{d.mode}</dt>
                    <dd>{d.text}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <CampusMap map={page.map} name={site.name} />
          </div>
          {page.address.streetAddress ? <p className={styles.lines}>{postalAddressText(page.address)}</p> : null}
        </section>
      </div>
    </>
  );
});
