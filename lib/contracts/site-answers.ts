import { z } from "zod";
import { settingValuesSchema } from "./collections";
import { doctorSummarySchema } from "./doctors";
import { featureSchema, statisticSchema } from "./home";
import { serviceV2Schema } from "./services";
import { specialityV2Schema } from "./specialities";

// The public answers of the site settings the console edits (about page, contact page, footer,
// home page): each the schema of its setting's own fields (lib/contracts/collections), with what
// the answer changes. Kept out of the modules that name their types (content, footer, home):
// the collections' declarations import those, and these schemas import the collections.

/** `/web/aboutus-v2`: the about page as its setting holds it. */
export const aboutContentSchema = settingValuesSchema("about").meta({ title: "AboutContent" });

/** `/web/contact-v2/get`: the contact setting with the contact page's own content. */
export const contactPageSchema = settingValuesSchema("contact").extend(settingValuesSchema("contactPage").shape).meta({ title: "ContactPage" });

const homepageForm = settingValuesSchema("homepage");
const hero = homepageForm.shape.hero;
/** `/web/homepage/get-user`: the blocks as stored, a second button left empty being `null`. */
export const homepageSchema = homepageForm.extend({ hero: hero.extend({ secondaryCta: hero.shape.secondaryCta.nullable() }) }).meta({ title: "Homepage" });

/** `/web/homepage-v2/get-homepage`: the home page and every list it shows, in one answer. */
export const homepageV2Schema = homepageSchema
  .extend({
    features: z.array(featureSchema),
    statistics: z.array(statisticSchema),
    specialities: z.array(specialityV2Schema),
    featuredDoctors: z.array(doctorSummarySchema),
    featuredServices: z.array(serviceV2Schema),
  })
  .meta({ title: "HomepageV2" });

const footerForm = settingValuesSchema("footer");
const formSection = footerForm.shape.navigationSections.element;
const legal = footerForm.shape.legalSection;
/** A footer link: `url` null for an entry shown as plain text (e.g. "Medical Disclaimer"). */
export const footerLinkSchema = legal.shape.links.element.extend({ url: z.string().nullable() }).meta({ title: "FooterLink" });
export const footerNavigationSectionSchema = formSection.extend({ links: z.array(footerLinkSchema) }).meta({ title: "FooterNavigationSection" });
/** `/web/footer/get`: the stored footer (its description may hold {specialityCount} and {doctorCount}, its copyright {year}). */
export const footerSettingsSchema = footerForm
  .extend({ navigationSections: z.array(footerNavigationSectionSchema), legalSection: legal.extend({ links: z.array(footerLinkSchema) }) })
  .meta({ title: "FooterSettings" });
