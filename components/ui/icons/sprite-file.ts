import { HOME_ICONS } from "./home-icons";
import { SOCIAL_ICONS } from "./social-icons";
import { iconSprite } from "./sprite";

/** The sets in public/images/icons.svg (their ids do not overlap: a test checks). */
const SPRITE_SETS = [HOME_ICONS, SOCIAL_ICONS] as const;

/** The text of public/images/icons.svg. */
export const iconSpriteFile = (): string => iconSprite(SPRITE_SETS);
