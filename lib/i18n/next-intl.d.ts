import type { Messages } from "./catalogues";

// Types every translation call: a namespace or key English lacks is a type error. (The locale
// next-intl is given is an Intl tag with Western digits, lib/i18n/locales.ts intlLocale.)
declare module "next-intl" {
  interface AppConfig {
    Messages: Messages;
  }
}
