// Writes the site's icon sprite (public/images/icons.svg) from the icon sets in components/ui/icons/.
// Run: npx tsx scripts/generate-icon-sprite.ts. The file is committed; a test fails when it differs.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { ICON_SPRITE, iconSpriteFile } from "../components/ui/icons/sprite";

const file = path.join(process.cwd(), "public", ICON_SPRITE);
writeFileSync(file, iconSpriteFile());
console.log(`Wrote ${path.relative(process.cwd(), file)}`);
