import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import type { FooterLink, FooterSettings, FooterSocialLink } from "@/lib/contracts/footer";
import { copyrightText } from "@/lib/footer/defaults";
import { PhoneNumber } from "@/components/ui/phone-number";
import { telHref } from "@/lib/format/phone";
import { SpriteIcon } from "@/components/ui/icons/sprite";
import { LOCALE_FACTS, type Locale } from "@/lib/i18n/locales";
import { wordsOf } from "@/lib/i18n/words";
import styles from "./site-footer.module.scss";

export interface SiteFooterProps {
  /** Already merged with the defaults (`mergeFooter`). */
  settings: FooterSettings;
  emergencyPhone: string;
  /** The page's language: the footer's own words are in it (what the hospital wrote is in English until translated). */
  locale: Locale;
  /** The clock for the copyright year; tests pass a fixed date. */
  now?: Date;
}

// The footer renders once per page, so a fixed id is safe for the shared description.
const NEW_TAB_HINT_ID = "site-footer-new-tab-hint";
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function isActive<T extends { isActive: boolean }>(item: T): boolean {
  return item.isActive;
}

/** An anchor that opens in a new tab and says so to assistive technology. */
function ExternalAnchor({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" aria-describedby={NEW_TAB_HINT_ID}>
      {children}
    </a>
  );
}

/** A footer link: plain text without a url, next/link for site paths, a new tab for other sites. */
function FooterLinkItem({ link }: { link: FooterLink }) {
  const url = link.url?.trim();
  if (!url) return <span className={styles.plainText}>{link.label}</span>;
  if (/^(mailto|tel):/i.test(url)) {
    return (
      <a href={url} className={styles.link}>
        {link.label}
      </a>
    );
  }
  if (link.isExternal || SCHEME.test(url) || url.startsWith("//")) {
    return (
      <ExternalAnchor href={url} className={styles.link}>
        {link.label}
        <span className={styles.externalMark} aria-hidden="true">
          ↗
        </span>
      </ExternalAnchor>
    );
  }
  return (
    <Link href={url} className={styles.link}>
      {link.label}
    </Link>
  );
}

function LinkList({ links }: { links: FooterLink[] }) {
  return (
    <ul className={styles.linkList}>
      {links.map((link) => (
        <li key={link._id}>
          <FooterLinkItem link={link} />
        </li>
      ))}
    </ul>
  );
}

type FooterWords = Awaited<ReturnType<typeof wordsOf<"shell">>>;

function SocialLinks({ links, t }: { links: FooterSocialLink[]; t: FooterWords }) {
  return (
    <section className={styles.social} aria-labelledby="site-footer-social">
      <h2 id="site-footer-social" className={styles.subheading}>
        {t("footer.follow")}
      </h2>
      <ul className={styles.socialList}>
        {links.map((link) => (
          <li key={link._id}>
            <ExternalAnchor href={link.url} className={styles.socialLink}>
              <SpriteIcon id={link.platform} size={20} />
              <span className={styles.visuallyHidden}>{link.label}</span>
            </ExternalAnchor>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** An address that may wrap after the "@" in a narrow column instead of mid-word. */
function EmailText({ value }: { value: string }) {
  const at = value.indexOf("@");
  if (at < 0) return <>{value}</>;
  return (
    <>
      {value.slice(0, at + 1)}
      <wbr />
      {value.slice(at + 1)}
    </>
  );
}

function ContactBlock({ contact, emergencyPhone, t }: { contact: FooterSettings["contactInfo"]; emergencyPhone: string; t: FooterWords }) {
  const { phone, email, address } = contact.generalContact;
  const shows = (item: { enabled: boolean; value: string }) => item.enabled && item.value.trim() !== "";
  return (
    <section className={styles.column} aria-labelledby="site-footer-contact">
      <h2 id="site-footer-contact" className={styles.heading}>
        {t("footer.contact")}
      </h2>
      <address className={styles.contact}>
        {emergencyPhone.trim() !== "" && (
          <p className={styles.emergency}>
            <span className={styles.contactLabel}>{t("footer.emergency")}</span>
            <a href={telHref(emergencyPhone)} className={styles.emergencyLink}>
              <PhoneNumber value={emergencyPhone} />
            </a>
          </p>
        )}
        {shows(phone) && (
          <p>
            <span className={styles.contactLabel}>{phone.label}</span>
            <a href={telHref(phone.value)} className={styles.link}>
              <PhoneNumber value={phone.value} />
            </a>
          </p>
        )}
        {shows(email) && (
          <p>
            <span className={styles.contactLabel}>{email.label}</span>
            <a href={`mailto:${email.value.trim()}`} className={styles.link}>
              <EmailText value={email.value.trim()} />
            </a>
          </p>
        )}
        {shows(address) && (
          <p>
            <span className={styles.contactLabel}>{address.label}</span>
            <span>
              {address.value.split(/\r?\n/).map((line, index) => (
                <span key={index}>
                  {index > 0 && <br />}
                  {line}
                </span>
              ))}
            </span>
          </p>
        )}
      </address>
    </section>
  );
}

function VideoBlock({ video, t }: { video: FooterSettings["videoSection"]; t: FooterWords }) {
  return (
    <section className={styles.column} aria-labelledby="site-footer-video">
      <h2 id="site-footer-video" className={styles.heading}>
        {video.title || t("footer.video")}
      </h2>
      {video.description && <p className={styles.muted}>{video.description}</p>}
      {video.videoUrl.trim() !== "" && (
        <ExternalAnchor href={video.videoUrl} className={styles.videoLink}>
          {/* A drawn thumbnail rather than an embed: nothing is loaded from another site. */}
          <span className={styles.videoThumb} aria-hidden="true">
            <svg viewBox="0 0 48 48" width="48" height="48" focusable="false">
              <circle cx="24" cy="24" r="23" fill="currentColor" />
              <path d="M19 15v18l15-9z" fill="#10242d" />
            </svg>
          </span>
          <span className={styles.videoLabel}>{t("footer.watchVideo")}</span>
        </ExternalAnchor>
      )}
    </section>
  );
}

/** The site footer (SPEC.md sections 2–3): every block is driven by the merged footer settings. */
export async function SiteFooter({ settings, emergencyPhone, locale, now }: SiteFooterProps) {
  // What the hospital keeps here (its description, sections, links) has no translations yet: on
  // a Marathi or Hindi page the footer is English throughout, and says so (lang).
  const t = await wordsOf("en", "shell");
  const lang = locale === "en" ? undefined : LOCALE_FACTS.en.tag;
  const { companyInfo, socialMedia, contactInfo, videoSection, legalSection } = settings;
  const sections = settings.navigationSections
    .filter(isActive)
    .map((section) => ({ ...section, links: section.links.filter(isActive) }))
    .filter((section) => section.links.length > 0);
  const socialLinks = socialMedia.enabled ? socialMedia.links.filter((link) => link.isActive && link.url?.trim()) : [];
  const legalLinks = legalSection.enabled ? legalSection.links.filter(isActive) : [];

  return (
    <footer className={styles.footer} lang={lang}>
      <div className={styles.inner}>
        <div className={styles.grid}>
          {/* Named apart from the home page's hero, whose name is the hospital's too (axe landmark-unique). */}
          <section className={styles.brand} aria-label={t("footer.about", { name: companyInfo.logo.alt })}>
            <h2 id="site-footer-about" className={styles.logoHeading}>
              {/* A small SVG or logo file from the settings; next/image would add nothing here. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={companyInfo.logo.src} alt={companyInfo.logo.alt} width={56} height={56} className={styles.logo} />
            </h2>
            <p className={styles.muted}>{companyInfo.description}</p>
            {socialLinks.length > 0 && <SocialLinks links={socialLinks} t={t} />}
          </section>

          {sections.map((section) => {
            const headingId = `site-footer-nav-${section._id}`;
            return (
              <nav key={section._id} className={styles.column} aria-labelledby={headingId}>
                <h2 id={headingId} className={styles.heading}>
                  {section.title}
                </h2>
                <LinkList links={section.links} />
              </nav>
            );
          })}

          {contactInfo.enabled && <ContactBlock contact={contactInfo} emergencyPhone={emergencyPhone} t={t} />}
          {videoSection.enabled && <VideoBlock video={videoSection} t={t} />}
        </div>

        <div className={styles.bottom}>
          {legalLinks.length > 0 && (
            <nav aria-labelledby="site-footer-legal" className={styles.legal}>
              <h2 id="site-footer-legal" className={styles.visuallyHidden}>
                {t("footer.legal")}
              </h2>
              <LinkList links={legalLinks} />
            </nav>
          )}
          <p className={styles.copyright}>{copyrightText(settings.copyright, now)}</p>
        </div>
      </div>
      <span id={NEW_TAB_HINT_ID} hidden>
        {t("footer.newTab")}
      </span>
    </footer>
  );
}
