import type { ContactPageContent } from "@/lib/contracts/content";
import { LOCALE_FACTS, type Locale } from "@/lib/i18n/locales";
import { wordsOf } from "@/lib/i18n/words";
import styles from "./contact.module.scss";

const VECTORS: Record<ContactPageContent["map"]["landmarks"][number]["direction"], [number, number]> = {
  north: [0, -1],
  south: [0, 1],
  east: [1, 0],
  west: [-1, 0],
  "north-east": [0.71, -0.71],
  "north-west": [-0.71, -0.71],
  "south-east": [0.71, 0.71],
  "south-west": [-0.71, 0.71],
};

/** "1.8 km" / "400 m" to kilometres, for placing a landmark on the drawing (shown as written). */
const kilometres = (distance: string) => {
  const m = /([\d.]+)\s*(km|m)\b/i.exec(distance);
  if (!m) return 1;
  return m[2].toLowerCase() === "km" ? Number(m[1]) : Number(m[1]) / 1000;
};

/**
 * A simple map the site draws itself (no third-party map or script): the hospital in the middle,
 * the landmarks around it by direction, at a distance scaled to fit. The same facts are listed
 * as text beside it, so nothing depends on seeing the drawing.
 */
export async function CampusMap({
  map,
  name,
  locale = "en",
  english = false,
}: {
  map: ContactPageContent["map"];
  name: string;
  locale?: Locale;
  /** The landmarks' names are shown in English on a page in another language (their translation is out of date). */
  english?: boolean;
}) {
  const t = await wordsOf(locale, "pages");
  const far = Math.max(1, ...map.landmarks.map((l) => kilometres(l.distance)));
  const place = (direction: keyof typeof VECTORS, distance: string) => {
    const [dx, dy] = VECTORS[direction];
    const r = 40 + (kilometres(distance) / far) * 150;
    return [300 + dx * r, 210 + dy * r] as const;
  };
  return (
    <figure className={styles.map}>
      <svg viewBox="0 0 600 420" role="img" aria-labelledby="map-title map-desc">
        <title id="map-title">{t("contact.map.title", { name })}</title>
        <desc id="map-desc">
          {t("contact.map.description", {
            name,
            landmarks: map.landmarks.map((l) => t("contact.map.landmark", { name: l.name, distance: l.distance, direction: t(`contact.map.directions.${l.direction}`) })).join("; "),
          })}
        </desc>
        <rect width="600" height="420" fill="#e3f1f5" />
        <path d="M0 300 C 150 270, 300 330, 600 280" stroke="#ffffff" strokeWidth="18" fill="none" />
        <path d="M180 0 C 220 140, 260 260, 240 420" stroke="#ffffff" strokeWidth="12" fill="none" />
        <circle cx="300" cy="210" r="150" fill="none" stroke="#b9d6de" strokeDasharray="6 6" />
        {map.landmarks.map((l) => {
          const [x, y] = place(l.direction, l.distance);
          return (
            <g key={l.name}>
              <circle cx={x} cy={y} r="7" fill="#475866" />
              <text x={x} y={y - 14} textAnchor="middle" fontSize="14" fill="#17252f" fontFamily="system-ui, sans-serif" lang={english ? LOCALE_FACTS.en.tag : undefined}>
                {l.name}
              </text>
            </g>
          );
        })}
        <g>
          <circle cx="300" cy="210" r="22" fill="#0b6378" />
          <path d="M300 198 v24 M288 210 h24" stroke="#ffffff" strokeWidth="6" strokeLinecap="round" />
          <text x="300" y="256" textAnchor="middle" fontSize="16" fontWeight="700" fill="#084b5b" fontFamily="system-ui, sans-serif">
            {name}
          </text>
        </g>
      </svg>
      <figcaption>
        {t.rich("contact.map.caption", {
          latitude: map.latitude.toFixed(4),
          longitude: map.longitude.toFixed(4),
          osm: (chunks) => (
            <a href={`https://www.openstreetmap.org/?mlat=${map.latitude}&mlon=${map.longitude}#map=16/${map.latitude}/${map.longitude}`} rel="noopener noreferrer">
              {chunks}
            </a>
          ),
        })}
      </figcaption>
    </figure>
  );
}
