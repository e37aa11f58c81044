import type { Messages } from "./catalogues";
import type { Locale } from "./locales";

// Types every translation call: a namespace or key English lacks is a type error.
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
