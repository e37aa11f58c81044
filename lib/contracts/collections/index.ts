import { TAGS, type CacheTag } from "@/lib/cache-tags";
import { DOCTOR_LANGUAGES } from "../doctor-filters";
import { DIRECTIONS, EMPLOYMENT_TYPE_TEXT, type EmploymentType } from "../content";
import { REFUND_KIND_TEXT, REFUND_KINDS } from "../change-rules";
import { SOCIAL_PLATFORMS } from "../footer";
import { HOME_ICON_NAMES } from "../home";
import { roleMayUse, type StaffRole } from "../staff";
import type { Field, FieldValues, ValuesOf } from "./fields";
import { blogHref, careerHref, doctorHref, galleryHref, newsHref, ROUTES, serviceV2Href, specialityHref } from "@/lib/routes";

import { objectSchema, readSchema } from "./fields";
import type { z } from "zod";

export * from "./fields";

// Every collection the console edits, declared once (Payload CMS's collection configs are the
// model): its fields (which give the form and the write schema), its list columns, what its
// search looks in, and the cache tags its writes invalidate. One list view and one edit form
// (components/console/collection-*.tsx, one input per kind in fields/) serve them all; lib/server/collections maps each onto
// its tables or site setting.

interface CollectionColumn {
  /** A field's name (its value shown as the list shows that kind of field). */
  field: string;
  label: string;
}

export interface CollectionSpec {
  label: string;
  /** One record, for buttons and messages ("New doctor"). */
  singular: string;
  /** A record list ("table") or one site setting edited as a whole ("setting"). */
  kind: "table" | "setting";
  /** What the section is for, under its title. */
  description: string;
  fields: readonly Field[];
  /** The field that names a record (lists, references, the audit). */
  titleField?: string;
  columns?: readonly CollectionColumn[];
  /** What the list's search matches, for its label ("name or slug"). */
  searchText?: string;
  /** The public pages' cache tags a save or delete revalidates. */
  tags: readonly CacheTag[];
  /** Where a visitor sees a record, to check a change (null while it has no address). */
  publicHref?: (values: FieldValues, id: string) => string | null;
  /** Who may read and who may change it (an admin always may): the editors unless said here. */
  access?: { read?: readonly StaffRole[]; change?: readonly StaffRole[] };
}

/** Content is the editors' unless a collection says otherwise. */
const EDITORS: readonly StaffRole[] = ["editor"];

/** Whether `role` may read or change a collection (its `access`; an admin always may). */
export function mayAccess(spec: CollectionSpec, role: StaffRole, what: "read" | "change"): boolean {
  return roleMayUse(role, rolesFor(spec, what));
}

/** The roles that may read or change a collection, for a console page's check. */
export const rolesFor = (spec: CollectionSpec, what: "read" | "change"): readonly StaffRole[] => spec.access?.[what] ?? EDITORS;

const sortOrder = { kind: "number", name: "sortOrder", label: "Order in lists", min: 0, max: 100_000, help: "Lower numbers come first.", initial: 0 } as const satisfies Field;
const isActive = { kind: "boolean", name: "isActive", label: "Shown on the site", help: "Untick to unpublish without deleting.", initial: true } as const satisfies Field;
const slugField = (help: string, optional = false) => ({ kind: "text", name: "slug", label: "Address (slug)", max: 100, format: "slug", help, optional }) as const satisfies Field;
const iconOptions = HOME_ICON_NAMES.map((icon) => ({ value: icon, label: icon.replace(/-/g, " ") }));
const cta = <N extends string>(name: N, label: string, optional = false) =>
  ({
  kind: "group",
  name,
  label,
  fields: [
    { kind: "text", name: "label", label: "Button text", max: 40, optional },
    { kind: "text", name: "href", label: "Button address", max: 300, format: "href", optional },
  ],
  }) as const satisfies Field;
const footerLink = [
  { kind: "text", name: "label", label: "Text", max: 60 },
  { kind: "text", name: "url", label: "Address", max: 300, format: "href", optional: true, help: "Leave empty to show plain text." },
  { kind: "boolean", name: "isActive", label: "Shown" },
  { kind: "boolean", name: "isExternal", label: "Opens another site" },
] as const satisfies readonly Field[];
const contactItem = <N extends string>(name: N, label: string, multiline = false) =>
  ({
  kind: "group",
  name,
  label,
  fields: [
    { kind: "text", name: "label", label: "Label", max: 40 },
    multiline ? ({ kind: "textarea", name: "value", label: "Value", max: 300, optional: true } as const) : ({ kind: "text", name: "value", label: "Value", max: 120, optional: true } as const),
    { kind: "boolean", name: "enabled", label: "Shown" },
  ],
  }) as const satisfies Field;
const article = (kind: "blog" | "news") =>
  ({
  kind: "table",
  titleField: "title",
  searchText: "title, slug or author",
  tags: [TAGS.articles],
  columns: [
    { field: "title", label: "Title" },
    { field: "status", label: "State" },
    { field: "publishedAt", label: "Published" },
    { field: "category", label: "Category" },
  ],
  fields: [
    { kind: "text", name: "title", label: "Title", max: 160 },
    slugField(`The address: ${(kind === "blog" ? blogHref : newsHref)("your-slug")}. Shared by blogs and news.`),
    { kind: "textarea", name: "excerpt", label: "Summary", max: 400, rows: 3, help: "Shown on cards and in search results." },
    { kind: "richtext", name: "body", label: "Text", max: 200_000 },
    { kind: "image", name: "coverImage", label: "Cover image", purpose: "cover", optional: true },
    { kind: "text", name: "author", label: "Author as shown", max: 100 },
    { kind: "reference", name: "doctorId", label: "Doctor", to: "doctors", optional: true, help: "The doctor who wrote it. Name the doctor who checked it, with the day, under “Medically reviewed by”." },
    {
      kind: "select",
      name: "doctorRole",
      label: "The doctor's part",
      optional: true,
      options: [
        { value: "author", label: "Wrote it" },
        { value: "reviewer", label: "Reviewed it medically" },
      ],
    },
    { kind: "reference", name: "reviewerId", label: "Medically reviewed by", to: "doctors", optional: true, help: "Another doctor of the field who checked it: named under the title and to search engines." },
    { kind: "date", name: "reviewedOn", label: "Day of the medical review", optional: true },
    { kind: "text", name: "category", label: "Category", max: 60 },
    { kind: "list", name: "tags", label: "Tags", max: 40, maxItems: 12, optional: true },
    {
      kind: "select",
      name: "status",
      label: "State",
      options: [
        { value: "draft", label: "Draft (not shown)" },
        { value: "published", label: "Published" },
      ],
    },
    { kind: "datetime", name: "publishedAt", label: "Publication time", optional: true, help: "Hospital time. A future time keeps it hidden until then; empty means now when published." },
  ],
  }) as const satisfies Omit<CollectionSpec, "label" | "singular" | "description" | "publicHref">;

/** Terms and Privacy: a title, a date and the text. */
const legalPage = (label: string, description: string, publicHref: () => string) =>
  ({
    label,
    singular: label.toLowerCase(),
    kind: "setting",
    description,
    tags: [TAGS.pages],
    publicHref,
    fields: [
      { kind: "text", name: "title", label: "Title", max: 120 },
      { kind: "date", name: "lastUpdated", label: "Last updated" },
      { kind: "richtext", name: "bodyHtml", label: "Text", max: 200_000 },
    ],
  }) as const satisfies CollectionSpec;

const COLLECTIONS = {
  specialities: {
    label: "Specialities",
    singular: "speciality",
    kind: "table",
    description: "The departments visitors browse, with what each treats and its FAQs.",
    titleField: "name",
    searchText: "name or slug",
    tags: [TAGS.specialities, TAGS.home, TAGS.footer],
    publicHref: (v: FieldValues, id: string) => specialityHref({ _id: id, specialityUrl: (v.slug as string | null) ?? null }),
    columns: [
      { field: "name", label: "Name" },
      { field: "slug", label: "Address" },
      { field: "sortOrder", label: "Order" },
      { field: "isActive", label: "Shown" },
    ],
    fields: [
      { kind: "text", name: "name", label: "Name", max: 80 },
      slugField(`The address: ${specialityHref({ _id: "", specialityUrl: "your-slug" })}.`, true),
      { kind: "image", name: "thumbnailImage", label: "Picture", purpose: "cover", optional: true },
      { kind: "textarea", name: "heroDescription", label: "Opening line", max: 300, rows: 2, optional: true },
      { kind: "textarea", name: "overviewDescription", label: "Overview", max: 3000, rows: 6, optional: true },
      { kind: "list", name: "conditions", label: "Conditions treated", max: 120, maxItems: 40, optional: true },
      { kind: "list", name: "procedures", label: "Procedures offered", max: 120, maxItems: 40, optional: true },
      {
        kind: "array",
        name: "faqs",
        label: "Questions and answers",
        itemLabel: "Question",
        maxItems: 20,
        fields: [
          { kind: "text", name: "q", label: "Question", max: 200 },
          { kind: "textarea", name: "a", label: "Answer", max: 1500, rows: 3 },
        ],
      },
      sortOrder,
      isActive,
    ],
  },
  doctors: {
    label: "Doctors",
    singular: "doctor",
    kind: "table",
    description: "Profiles, fees, weekly OPD sittings and leave. Bookings follow the schedule and leave at once.",
    titleField: "name",
    searchText: "name, address or registration number",
    tags: [TAGS.doctors, TAGS.availability, TAGS.specialities, TAGS.home, TAGS.footer],
    publicHref: (v: FieldValues) => doctorHref(String(v.username)),
    columns: [
      { field: "name", label: "Name" },
      { field: "designation", label: "Designation" },
      { field: "consultationFee", label: "Fee" },
      { field: "isActive", label: "Shown" },
    ],
    fields: [
      { kind: "text", name: "name", label: "Full name", max: 100, help: "Without the title, such as Ananya Kulkarni." },
      {
        kind: "select",
        name: "title",
        label: "Title",
        options: [
          { value: "Dr.", label: "Dr." },
          { value: "Prof. Dr.", label: "Prof. Dr." },
        ],
      },
      { kind: "text", name: "username", label: "Address (slug)", max: 100, format: "slug", help: `The address: ${doctorHref("your-slug")}, such as dr-ananya-kulkarni.` },
      {
        kind: "select",
        name: "gender",
        label: "Gender",
        options: [
          { value: "female", label: "Female" },
          { value: "male", label: "Male" },
        ],
      },
      { kind: "image", name: "photo", label: "Photo", purpose: "photo", optional: true },
      { kind: "text", name: "designation", label: "Designation", max: 120 },
      { kind: "reference", name: "specialities", label: "Specialities", to: "specialities", multiple: true, max: 5, help: "The first is the main one." },
      { kind: "list", name: "qualifications", label: "Qualifications", max: 120, maxItems: 12 },
      { kind: "text", name: "registrationNumber", label: "Medical registration number", max: 60 },
      { kind: "number", name: "experienceYears", label: "Years of experience", min: 0, max: 70, initial: 0 },
      { kind: "list", name: "languages", label: "Languages", max: 40, maxItems: DOCTOR_LANGUAGES.length, options: DOCTOR_LANGUAGES },
      { kind: "money", name: "consultationFee", label: "Consultation fee", max: 10_000_000, help: "In rupees. 0 means the doctor cannot be booked online." },
      { kind: "textarea", name: "biography", label: "Biography", max: 5000, rows: 8 },
      { kind: "boolean", name: "isFeatured", label: "Featured on the home page" },
      isActive,
      { kind: "number", name: "minNoticeMinutes", label: "Booking notice (minutes)", min: 0, max: 10_080, initial: 120, help: "The earliest a slot can be booked ahead." },
      { kind: "number", name: "bookingHorizonDays", label: "Booking horizon (days)", min: 1, max: 365, initial: 30, help: "How far ahead a slot can be booked." },
      {
        kind: "array",
        name: "schedule",
        label: "Weekly OPD sittings",
        itemLabel: "Sitting",
        maxItems: 28,
        fields: [
          {
            kind: "select",
            name: "dayOfWeek",
            label: "Day",
            options: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].map((d, i) => ({ value: String(i + 1), label: d })),
          },
          { kind: "time", name: "startTime", label: "From" },
          { kind: "time", name: "endTime", label: "To" },
          { kind: "number", name: "slotMinutes", label: "Minutes per appointment", min: 5, max: 240, initial: 15 },
        ],
      },
      {
        kind: "array",
        name: "leave",
        label: "Leave",
        itemLabel: "Leave",
        maxItems: 60,
        help: "Days the doctor does not see patients: no slot is offered on them. Bookings already made on them stay: the console's “Doctors' leave” lists them to call, and the front desk marks leave there too.",
        fields: [
          { kind: "date", name: "fromDate", label: "First day" },
          { kind: "date", name: "toDate", label: "Last day" },
          { kind: "text", name: "reason", label: "Reason (not shown to visitors)", max: 200, optional: true },
        ],
      },
    ],
  },
  serviceCategories: {
    label: "Service categories",
    singular: "service category",
    kind: "table",
    description: "The groups the services list is arranged in.",
    titleField: "name",
    searchText: "name or slug",
    tags: [TAGS.services, TAGS.home],
    columns: [
      { field: "name", label: "Name" },
      { field: "slug", label: "Address" },
      { field: "isActive", label: "Shown" },
    ],
    fields: [
      { kind: "text", name: "name", label: "Name", max: 80 },
      slugField("Used in the services' addresses."),
      { kind: "textarea", name: "description", label: "Description", max: 1000, rows: 3, optional: true },
      { kind: "image", name: "image", label: "Picture", purpose: "cover", optional: true },
      sortOrder,
      isActive,
    ],
  },
  services: {
    label: "Services",
    singular: "service",
    kind: "table",
    description: "Diagnostic and treatment services, shown on both the services lists (v1 and v2).",
    titleField: "name",
    searchText: "name or slug",
    tags: [TAGS.services, TAGS.specialities, TAGS.home],
    publicHref: (v: FieldValues) => serviceV2Href(String(v.slug)),
    columns: [
      { field: "name", label: "Name" },
      { field: "categoryId", label: "Category" },
      { field: "isFeatured", label: "Featured" },
      { field: "isActive", label: "Shown" },
    ],
    fields: [
      { kind: "text", name: "name", label: "Name", max: 120 },
      slugField(`The address: ${serviceV2Href("your-slug")}.`),
      { kind: "reference", name: "categoryId", label: "Category", to: "serviceCategories" },
      { kind: "textarea", name: "summary", label: "Summary", max: 400, rows: 2 },
      { kind: "text", name: "heroTitle", label: "Page heading", max: 160, optional: true },
      { kind: "textarea", name: "heroDescription", label: "Opening line", max: 400, rows: 2, optional: true },
      { kind: "image", name: "heroImage", label: "Picture", purpose: "hero", optional: true },
      { kind: "textarea", name: "overviewDescription", label: "Overview", max: 4000, rows: 6, optional: true },
      {
        kind: "array",
        name: "sections",
        label: "Sections",
        itemLabel: "Section",
        maxItems: 20,
        fields: [
          { kind: "text", name: "title", label: "Heading", max: 160 },
          { kind: "textarea", name: "body", label: "Text", max: 4000, rows: 4 },
        ],
      },
      { kind: "reference", name: "specialities", label: "Specialities", to: "specialities", multiple: true, max: 10, optional: true },
      sortOrder,
      { kind: "boolean", name: "isFeatured", label: "Featured on the home page" },
      isActive,
    ],
  },
  blogs: { ...article("blog"), label: "Blog articles", singular: "blog article", description: "Health articles by the hospital's doctors.", publicHref: (v: FieldValues) => blogHref(String(v.slug)) },
  news: { ...article("news"), label: "News", singular: "news item", description: "Announcements and hospital news.", publicHref: (v: FieldValues) => newsHref(String(v.slug)) },
  galleryCategories: {
    label: "Gallery categories",
    singular: "gallery category",
    kind: "table",
    description: "The groups the gallery's pictures are filtered by.",
    titleField: "name",
    searchText: "name or slug",
    tags: [TAGS.gallery],
    columns: [
      { field: "name", label: "Name" },
      { field: "slug", label: "Address" },
      { field: "isActive", label: "Shown" },
    ],
    fields: [
      { kind: "text", name: "name", label: "Name", max: 80 },
      slugField(`Used in the gallery's filter address: ${galleryHref("your-slug")}.`),
      { kind: "textarea", name: "description", label: "Description", max: 500, rows: 2, optional: true },
      sortOrder,
      isActive,
    ],
  },
  galleryImages: {
    label: "Gallery pictures",
    singular: "gallery picture",
    kind: "table",
    description: "Pictures of the hospital, its wards and its people.",
    publicHref: () => galleryHref(),
    titleField: "title",
    searchText: "title or description",
    tags: [TAGS.gallery],
    columns: [
      { field: "image", label: "Picture" },
      { field: "title", label: "Title" },
      { field: "categoryId", label: "Category" },
      { field: "isActive", label: "Shown" },
    ],
    fields: [
      { kind: "image", name: "image", label: "Picture", purpose: "gallery" },
      { kind: "text", name: "title", label: "Title", max: 120 },
      { kind: "text", name: "alt", label: "Description for screen readers", max: 250, help: "What the picture shows, for people who cannot see it." },
      { kind: "textarea", name: "caption", label: "Caption", max: 500, rows: 2, optional: true },
      { kind: "reference", name: "categoryId", label: "Category", to: "galleryCategories" },
      sortOrder,
      isActive,
    ],
  },
  testimonials: {
    label: "Testimonials",
    singular: "testimonial",
    kind: "table",
    description: "What patients said, as they agreed to be named.",
    publicHref: () => ROUTES.patients,
    titleField: "name",
    searchText: "name or text",
    tags: [TAGS.testimonials, TAGS.home],
    columns: [
      { field: "name", label: "Name" },
      { field: "rating", label: "Rating" },
      { field: "specialityId", label: "Speciality" },
      { field: "isActive", label: "Shown" },
    ],
    fields: [
      { kind: "text", name: "name", label: "Name as agreed", max: 80, help: "Such as Ramesh K." },
      { kind: "text", name: "location", label: "Town", max: 80, optional: true },
      { kind: "textarea", name: "text", label: "What they said", max: 2000, rows: 5 },
      { kind: "number", name: "rating", label: "Rating (1 to 5)", min: 1, max: 5, initial: 5 },
      { kind: "reference", name: "specialityId", label: "Speciality", to: "specialities", optional: true },
      { kind: "text", name: "videoUrl", label: "Video", max: 300, format: "video", optional: true },
      sortOrder,
      isActive,
    ],
  },
  features: {
    label: "Home page features",
    singular: "feature",
    kind: "table",
    description: "The tiles on the home page that say what the hospital offers.",
    titleField: "title",
    searchText: "title",
    tags: [TAGS.home],
    columns: [
      { field: "title", label: "Title" },
      { field: "icon", label: "Icon" },
      { field: "sortOrder", label: "Order" },
      { field: "isActive", label: "Shown" },
    ],
    fields: [
      { kind: "text", name: "title", label: "Title", max: 80 },
      { kind: "textarea", name: "description", label: "Text", max: 300, rows: 2 },
      { kind: "select", name: "icon", label: "Icon", options: iconOptions },
      sortOrder,
      isActive,
    ],
  },
  statistics: {
    label: "Home page figures",
    singular: "figure",
    kind: "table",
    description: "The numbers on the home page, such as beds and years of care.",
    titleField: "label",
    searchText: "label",
    tags: [TAGS.home],
    columns: [
      { field: "label", label: "Label" },
      { field: "value", label: "Figure" },
      { field: "suffix", label: "After it" },
      { field: "isActive", label: "Shown" },
    ],
    fields: [
      { kind: "text", name: "label", label: "Label", max: 80 },
      { kind: "number", name: "value", label: "Figure", min: 0, max: 1_000_000_000 },
      { kind: "text", name: "suffix", label: "After the figure", max: 8, optional: true, help: "Such as + or k+." },
      { kind: "select", name: "icon", label: "Icon", options: iconOptions, optional: true },
      sortOrder,
      isActive,
    ],
  },
  jobOpenings: {
    label: "Job openings",
    singular: "job opening",
    kind: "table",
    description: "Posts on the careers page; applications arrive in Job applications.",
    titleField: "title",
    searchText: "title, department or slug",
    tags: [TAGS.careers],
    publicHref: (v: FieldValues) => careerHref(String(v.slug)),
    columns: [
      { field: "title", label: "Title" },
      { field: "department", label: "Department" },
      { field: "closesOn", label: "Closes" },
      { field: "isActive", label: "Shown" },
    ],
    fields: [
      { kind: "text", name: "title", label: "Title", max: 120 },
      slugField(`The address: ${careerHref("your-slug")}.`),
      { kind: "text", name: "department", label: "Department", max: 80 },
      { kind: "text", name: "location", label: "Place of work", max: 120 },
      { kind: "select", name: "employmentType", label: "Kind of post", options: (Object.keys(EMPLOYMENT_TYPE_TEXT) as EmploymentType[]).map((t) => ({ value: t, label: EMPLOYMENT_TYPE_TEXT[t] })) },
      { kind: "text", name: "experience", label: "Experience asked for", max: 120, optional: true },
      { kind: "richtext", name: "description", label: "Description", max: 50_000 },
      { kind: "money", name: "salaryMin", label: "Yearly pay from", max: 2_000_000_000, optional: true },
      { kind: "money", name: "salaryMax", label: "Yearly pay up to", max: 2_000_000_000, optional: true },
      { kind: "datetime", name: "postedAt", label: "Posted", optional: true, help: "Hospital time; empty means now." },
      { kind: "date", name: "closesOn", label: "Last day to apply" },
      isActive,
    ],
  },
  holidays: {
    label: "Hospital holidays",
    singular: "holiday",
    kind: "table",
    description: "Days the OPD is closed for everyone: no appointment can be booked on them. A doctor's own leave is on the doctor, or under Doctors' leave.",
    titleField: "reason",
    searchText: "occasion",
    tags: [TAGS.availability, TAGS.doctors],
    columns: [
      { field: "reason", label: "Occasion" },
      { field: "fromDate", label: "First day" },
      { field: "toDate", label: "Last day" },
    ],
    fields: [
      { kind: "text", name: "reason", label: "Occasion", max: 120, help: "Such as Diwali (Lakshmi Puja)." },
      { kind: "date", name: "fromDate", label: "First day" },
      { kind: "date", name: "toDate", label: "Last day" },
    ],
  },
  homepage: {
    label: "Home page blocks",
    singular: "home page",
    kind: "setting",
    description: "The home page's opening, highlights and calls to action.",
    publicHref: () => ROUTES.home,
    tags: [TAGS.home],
    fields: [
      {
        kind: "group",
        name: "hero",
        label: "Opening",
        fields: [
          { kind: "text", name: "title", label: "Heading", max: 120 },
          { kind: "textarea", name: "subtitle", label: "Line under it", max: 300, rows: 2, optional: true },
          { kind: "image", name: "image", label: "Picture", purpose: "hero", optional: true },
          cta("primaryCta", "Main button"),
          cta("secondaryCta", "Second button (optional)", true),
        ],
      },
      {
        kind: "array",
        name: "highlights",
        label: "Highlights",
        itemLabel: "Highlight",
        maxItems: 12,
        fields: [
          { kind: "text", name: "title", label: "Title", max: 80 },
          { kind: "textarea", name: "description", label: "Text", max: 300, rows: 2 },
          { kind: "select", name: "icon", label: "Icon", options: iconOptions },
        ],
      },
      {
        kind: "array",
        name: "callsToAction",
        label: "Calls to action",
        itemLabel: "Call to action",
        maxItems: 6,
        fields: [{ kind: "text", name: "title", label: "Title", max: 80 }, { kind: "textarea", name: "description", label: "Text", max: 300, rows: 2 }, cta("cta", "Button")],
      },
    ],
  },
  about: {
    label: "About page",
    singular: "about page",
    kind: "setting",
    description: "Mission, values, history, leadership and accreditations.",
    tags: [TAGS.pages],
    publicHref: () => ROUTES.about,
    fields: [
      { kind: "textarea", name: "mission", label: "Mission", max: 1000, rows: 3 },
      { kind: "textarea", name: "vision", label: "Vision", max: 1000, rows: 3 },
      { kind: "array", name: "values", label: "Values", itemLabel: "Value", maxItems: 12, fields: [{ kind: "text", name: "title", label: "Value", max: 80 }, { kind: "textarea", name: "text", label: "Text", max: 500, rows: 2 }] },
      {
        kind: "array",
        name: "history",
        label: "History",
        itemLabel: "Milestone",
        maxItems: 40,
        fields: [
          { kind: "number", name: "year", label: "Year", min: 1800, max: 2200 },
          { kind: "text", name: "title", label: "Title", max: 120 },
          { kind: "textarea", name: "text", label: "Text", max: 800, rows: 2 },
        ],
      },
      {
        kind: "array",
        name: "leadership",
        label: "Leadership",
        itemLabel: "Person",
        maxItems: 24,
        fields: [
          { kind: "text", name: "name", label: "Name", max: 100 },
          { kind: "text", name: "role", label: "Role", max: 120 },
          { kind: "textarea", name: "bio", label: "About them", max: 1000, rows: 3 },
          { kind: "text", name: "doctorUsername", label: "Their doctor profile's slug", max: 100, format: "slug", optional: true },
        ],
      },
      {
        kind: "array",
        name: "accreditations",
        label: "Accreditations",
        itemLabel: "Accreditation",
        maxItems: 20,
        fields: [
          { kind: "text", name: "name", label: "Name", max: 120 },
          { kind: "text", name: "body", label: "Awarded by", max: 160 },
          { kind: "number", name: "since", label: "Since (year)", min: 1800, max: 2200 },
          { kind: "textarea", name: "text", label: "Text", max: 600, rows: 2 },
        ],
      },
      { kind: "array", name: "facts", label: "Facts", itemLabel: "Fact", maxItems: 12, fields: [{ kind: "text", name: "value", label: "Figure", max: 20 }, { kind: "text", name: "label", label: "Label", max: 80 }] },
    ],
  },
  contact: {
    label: "Contact details",
    singular: "contact details",
    kind: "setting",
    description: "The postal address, phone and e-mail shown in the footer, on the contact page and to search engines.",
    tags: [TAGS.contact, TAGS.footer, TAGS.pages],
    fields: [
      {
        kind: "group",
        name: "address",
        label: "Postal address",
        fields: [
          { kind: "text", name: "streetAddress", label: "Street", max: 200 },
          { kind: "text", name: "addressLocality", label: "Town or city", max: 80 },
          { kind: "text", name: "addressRegion", label: "State", max: 80, optional: true },
          { kind: "text", name: "postalCode", label: "PIN code", max: 12, optional: true },
          { kind: "text", name: "addressCountry", label: "Country code", max: 2, format: "country", help: "Two letters, such as IN." },
        ],
      },
      { kind: "text", name: "phone", label: "Front desk phone", max: 40 },
      { kind: "text", name: "email", label: "E-mail", max: 120, format: "email" },
    ],
  },
  contactPage: {
    label: "Contact page",
    singular: "contact page",
    kind: "setting",
    description: "Departments, addresses, directions, the map and the contact form's subjects.",
    tags: [TAGS.pages],
    publicHref: () => ROUTES.contactUs,
    fields: [
      {
        kind: "array",
        name: "departments",
        label: "Departments",
        itemLabel: "Department",
        maxItems: 30,
        fields: [
          { kind: "text", name: "name", label: "Name", max: 80 },
          { kind: "text", name: "phone", label: "Phone", max: 40 },
          { kind: "text", name: "email", label: "E-mail", max: 120, format: "email" },
          { kind: "text", name: "hours", label: "Hours", max: 120 },
          { kind: "text", name: "note", label: "Note", max: 200, optional: true },
        ],
      },
      {
        kind: "array",
        name: "addresses",
        label: "Addresses",
        itemLabel: "Address",
        maxItems: 10,
        fields: [
          { kind: "text", name: "label", label: "Label", max: 80 },
          { kind: "textarea", name: "lines", label: "Address", max: 400, rows: 3 },
          { kind: "text", name: "phone", label: "Phone", max: 40 },
          { kind: "text", name: "hours", label: "Hours", max: 120 },
        ],
      },
      { kind: "array", name: "directions", label: "Directions", itemLabel: "Direction", maxItems: 10, fields: [{ kind: "text", name: "mode", label: "By", max: 40 }, { kind: "textarea", name: "text", label: "How", max: 600, rows: 2 }] },
      {
        kind: "group",
        name: "map",
        label: "Map",
        fields: [
          { kind: "number", name: "latitude", label: "Latitude", min: -90, max: 90, decimals: true },
          { kind: "number", name: "longitude", label: "Longitude", min: -180, max: 180, decimals: true },
          {
            kind: "array",
            name: "landmarks",
            label: "Landmarks",
            itemLabel: "Landmark",
            maxItems: 12,
            fields: [
              { kind: "text", name: "name", label: "Name", max: 80 },
              { kind: "select", name: "direction", label: "Direction", options: DIRECTIONS.map((d) => ({ value: d, label: d })) },
              { kind: "text", name: "distance", label: "Distance", max: 40 },
            ],
          },
        ],
      },
      { kind: "list", name: "subjects", label: "Contact form subjects", max: 80, maxItems: 12 },
    ],
  },
  footer: {
    label: "Footer",
    singular: "footer",
    kind: "setting",
    description: "Every part of the site's footer: about text, link sections, social media, contact, video, legal links, copyright.",
    tags: [TAGS.footer],
    fields: [
      {
        kind: "group",
        name: "companyInfo",
        label: "About the hospital",
        fields: [
          { kind: "group", name: "logo", label: "Logo", fields: [{ kind: "image", name: "src", label: "Logo image", purpose: "photo" }, { kind: "text", name: "alt", label: "Logo's text alternative", max: 120 }] },
          { kind: "textarea", name: "description", label: "Description", max: 600, rows: 3, help: "{specialityCount} and {doctorCount} are replaced by the live counts." },
        ],
      },
      {
        kind: "array",
        name: "navigationSections",
        label: "Link sections",
        itemLabel: "Section",
        maxItems: 6,
        keyed: true,
        fields: [
          { kind: "text", name: "title", label: "Heading", max: 60 },
          { kind: "boolean", name: "isActive", label: "Shown" },
          { kind: "array", name: "links", label: "Links", itemLabel: "Link", maxItems: 20, keyed: true, fields: footerLink },
        ],
      },
      {
        kind: "group",
        name: "socialMedia",
        label: "Social media",
        fields: [
          { kind: "boolean", name: "enabled", label: "Shown" },
          {
            kind: "array",
            name: "links",
            label: "Accounts",
            itemLabel: "Account",
            maxItems: SOCIAL_PLATFORMS.length,
            keyed: true,
            fields: [
              { kind: "select", name: "platform", label: "Platform", options: SOCIAL_PLATFORMS.map((p) => ({ value: p, label: p })) },
              { kind: "text", name: "url", label: "Address", max: 300, format: "url" },
              { kind: "text", name: "label", label: "Text for screen readers", max: 80 },
              { kind: "boolean", name: "isActive", label: "Shown" },
              { kind: "boolean", name: "isExternal", label: "Opens another site" },
            ],
          },
        ],
      },
      {
        kind: "group",
        name: "contactInfo",
        label: "Contact",
        help: "Empty values are taken from Contact details.",
        fields: [
          { kind: "boolean", name: "enabled", label: "Shown" },
          { kind: "group", name: "generalContact", label: "Entries", fields: [contactItem("phone", "Phone"), contactItem("email", "E-mail"), contactItem("address", "Address", true)] },
        ],
      },
      {
        kind: "group",
        name: "videoSection",
        label: "Video",
        fields: [
          { kind: "boolean", name: "enabled", label: "Shown" },
          { kind: "text", name: "title", label: "Heading", max: 80, optional: true },
          { kind: "textarea", name: "description", label: "Text", max: 300, rows: 2, optional: true },
          { kind: "text", name: "videoUrl", label: "Video address", max: 300, format: "video", optional: true },
        ],
      },
      {
        kind: "group",
        name: "legalSection",
        label: "Legal links",
        fields: [
          { kind: "boolean", name: "enabled", label: "Shown" },
          { kind: "array", name: "links", label: "Links", itemLabel: "Link", maxItems: 10, keyed: true, fields: footerLink },
        ],
      },
      {
        kind: "group",
        name: "copyright",
        label: "Copyright",
        fields: [
          { kind: "text", name: "text", label: "Text", max: 200, help: "{year} is replaced by the current year." },
          { kind: "boolean", name: "showYear", label: "Show the year" },
        ],
      },
    ],
  },
  changeRules: {
    label: "Refund and change rules",
    singular: "refund and change rules",
    kind: "setting",
    description: "What a patient gets back on cancelling a paid booking, and whether they may move it, by how long before the appointment. The booking pages, messages and the manage page state them; cancels and moves apply them.",
    // The front desk reads them to answer patients; only an administrator changes a money rule.
    access: { read: ["front_desk", "editor"], change: [] },
    tags: [TAGS.availability],
    fields: [
      {
        kind: "array",
        name: "tiers",
        label: "Tiers",
        itemLabel: "Tier",
        maxItems: 6,
        help: "Each tier applies from its hours before the appointment until the next tier starts. One must start at 0 hours.",
        fields: [
          { kind: "number", name: "hoursBefore", label: "Starts this many hours before", min: 0, max: 720 },
          { kind: "select", name: "refund", label: "Refund on cancelling", options: REFUND_KINDS.map((value) => ({ value, label: REFUND_KIND_TEXT[value] })) },
          { kind: "money", name: "fee", label: "Fee kept", max: 1_000_000, optional: true, help: "Only for a full refund less a fee, such as ₹100." },
          { kind: "boolean", name: "canMove", label: "The patient may move the booking" },
        ],
      },
    ],
  },
  terms: legalPage("Terms of use", "The terms page.", () => ROUTES.terms),
  privacy: legalPage("Privacy notice", "The privacy page: what is collected, why, and how long it is kept.", () => ROUTES.privacy),
} as const satisfies Record<string, CollectionSpec>;

export type CollectionName = keyof typeof COLLECTIONS;
/** A collection's values as its declaration gives them (no cast needed anywhere they are read): `CollectionValues<"doctors">["schedule"]`. */
export type CollectionValues<N extends CollectionName> = ValuesOf<(typeof COLLECTIONS)[N]["fields"]>;
export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[];
export const isCollectionName = (name: string): name is CollectionName => Object.hasOwn(COLLECTIONS, name);
export const collectionSpec = (name: CollectionName): CollectionSpec => COLLECTIONS[name];

/**
 * The schema of a site setting edited as a whole, which its declaration's fields are: what the
 * console saves, the staff door stores and the public pages read (lib/server/settings). Typed
 * as the values its fields give (ValueOf, checked against the schemas in fields.test.ts).
 */
export const settingSchema = <N extends CollectionName>(name: N) => objectSchema(COLLECTIONS[name].fields) as unknown as z.ZodType<CollectionValues<N>>;

/** How such a setting is read back: the same fields' types without their write rules (readSchema), so stored data is never lost to a tightened rule. */
export const settingReadSchema = <N extends CollectionName>(name: N) => readSchema(COLLECTIONS[name].fields) as unknown as z.ZodType<CollectionValues<N>>;
