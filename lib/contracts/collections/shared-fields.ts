import { HOME_ICON_NAMES } from "../home";
import type { Field } from "./fields";

// Fields that several collections declare alike.

export const sortOrder = { kind: "number", name: "sortOrder", label: "Order in lists", min: 0, max: 100_000, help: "Lower numbers come first.", initial: 0 } as const satisfies Field;
export const isActive = { kind: "boolean", name: "isActive", label: "Shown on the site", help: "Untick to unpublish without deleting.", initial: true } as const satisfies Field;
export const slugField = (help: string, optional = false) => ({ kind: "text", name: "slug", label: "Address (slug)", max: 100, format: "slug", help, optional }) as const satisfies Field;
export const iconOptions = HOME_ICON_NAMES.map((icon) => ({ value: icon, label: icon.replace(/-/g, " ") }));
