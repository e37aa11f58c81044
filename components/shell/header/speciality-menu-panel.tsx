"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { localeOfPath } from "@/lib/i18n/paths";
import { Link } from "@/components/ui/link";
import { useSpecialities } from "@/lib/api/hooks/use-specialities";
import { MenuLoading, ViewAllLink } from "./specialities-dropdown";
import { SpecialityPreview } from "./speciality-preview";
import { specialityHref } from "@/lib/routes";
import { splitIntoColumns } from "./speciality-menu";
import type { HeaderWords } from "./words";
import styles from "./specialities-dropdown.module.scss";

export interface SpecialityMenuPanelProps {
  /** The list of every speciality (View All). */
  listHref: string;
  words: HeaderWords["specialities"];
  /** Whether the dropdown is open (the panel stays mounted while closed). */
  open: boolean;
  /** The speciality the preview shows: the one last hovered or focused, else the first. */
  activeId: string | null;
  onActivate: (id: string) => void;
  /** A link in the panel was followed. */
  onNavigate: () => void;
  /** The list has loaded (or failed) while the dropdown is open. */
  onSettled: () => void;
}

/**
 * The contents of the Specialities mega panel: the v2 speciality list in three columns, View
 * All and the preview. Its own chunk, with SWR and the API client, loaded on first open, so
 * no page's first-load JavaScript carries them.
 */
export function SpecialityMenuPanel({ listHref, words, open, activeId, onActivate, onNavigate, onSettled }: SpecialityMenuPanelProps) {
  // In the page's language: a Marathi page lists the specialities in Marathi.
  const { specialities, error, isLoading } = useSpecialities(true, localeOfPath(usePathname() ?? "/"));

  // SPEC.md section 8: a failed load is only logged; the visitor sees the View All link.
  useEffect(() => {
    if (error) console.error("Specialities dropdown: could not load the speciality list", error);
  }, [error]);

  useEffect(() => {
    if (open && !isLoading) onSettled();
  }, [open, isLoading, specialities, onSettled]);

  const preview = specialities.find((s) => s._id === activeId) ?? specialities[0];
  const columns = splitIntoColumns(specialities);

  return (
    <div className={styles.body}>
      <div className={styles.main}>
        {isLoading ? <MenuLoading text={words.loading} /> : null}
        {columns.length > 0 ? (
          <div className={styles.columns}>
            {columns.map((column, index) => (
              <ul key={index} className={styles.column}>
                {column.map((speciality) => (
                  <li key={speciality._id}>
                    <Link
                      className={styles.entry}
                      href={specialityHref(speciality)}
                      onPointerEnter={() => onActivate(speciality._id)}
                      onFocus={() => onActivate(speciality._id)}
                      onClick={onNavigate}
                    >
                      {speciality.specialityName}
                    </Link>
                  </li>
                ))}
              </ul>
            ))}
          </div>
        ) : null}
        <ViewAllLink href={listHref} text={words.viewAll} onClick={onNavigate} />
      </div>
      {preview ? <SpecialityPreview speciality={preview} words={words} onNavigate={onNavigate} /> : null}
    </div>
  );
}
