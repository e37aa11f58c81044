import { PageHeader } from "@/components/ui/page-header";
import { HelpBox } from "@/components/ui/help-box";
import { getFooterCached } from "@/lib/server/compose/footer";
import { getSiteInfo } from "@/lib/server/site";
import { PhoneNumber } from "@/components/ui/phone-number";
import { telHref } from "@/lib/format/phone";
import { pageMetadata } from "@/lib/server/seo";
import styles from "@/components/ui/container.module.scss";
import { ROUTES } from "@/lib/routes";
import { cachedPage } from "@/lib/server/build-phase";

export const metadata = pageMetadata({
  title: "Contact Us",
  description: "Phone numbers, e-mail and address of the hospital, and the 24x7 emergency line.",
  path: ROUTES.contactUs,
});

export default cachedPage(async function ContactPage() {
  const site = getSiteInfo();
  const { contactInfo } = await getFooterCached();
  const { phone, email, address } = contactInfo.generalContact;
  return (
    <>
      <PageHeader siteUrl={site.url} path={ROUTES.contactUs} title="Contact Us" lead="Call, write or visit us: our front desk is open every day." />
      <div className={styles.container}>
        <section aria-labelledby="reach-us" className={styles.prose}>
          <h2 id="reach-us">How to reach us</h2>
          <address>
            <p>
              <strong>24x7 Emergency:</strong> <a href={telHref(site.emergencyPhone)}><PhoneNumber value={site.emergencyPhone} /></a>
            </p>
            {contactInfo.enabled && phone.enabled && phone.value ? (
              <p>
                <strong>{phone.label}:</strong> <a href={telHref(phone.value)}><PhoneNumber value={phone.value} /></a>
              </p>
            ) : null}
            {contactInfo.enabled && email.enabled && email.value ? (
              <p>
                <strong>{email.label}:</strong> <a href={`mailto:${email.value}`}>{email.value}</a>
              </p>
            ) : null}
            {contactInfo.enabled && address.enabled && address.value ? (
              <p>
                <strong>{address.label}:</strong>
                <br />
                {address.value.split("\n").map((line, i) => (
                  <span key={i}>
                    {i > 0 ? <br /> : null}
                    {line}
                  </span>
                ))}
              </p>
            ) : null}
          </address>
        </section>
        <HelpBox emergencyPhone={site.emergencyPhone} />
      </div>
    </>
  );
});
