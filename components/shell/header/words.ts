// The header's words in the page's language, worked out on the server (site-header.tsx) and
// handed to its client parts as props: no catalogue reaches the browser for them.

export interface HeaderWords {
  /** The main navigation's name. */
  main: string;
  openMenu: string;
  closeMenu: string;
  menuPanel: string;
  /** "24x7 Emergency:" before the number. */
  emergency: string;
  specialities: {
    label: string;
    loading: string;
    viewAll: string;
    preview: string;
    learnMore: string;
    /** Read after Learn More by screen readers; "{name}" is the speciality's. */
    learnMoreAbout: string;
  };
}

/** "{name}" in a template, filled in on the client. */
export const fillName = (template: string, name: string): string => template.replace("{name}", name);
