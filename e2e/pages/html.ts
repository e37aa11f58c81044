/** The served HTML without its scripts (Next's inline payload): what a crawler or a visitor without JavaScript reads. */
export const withoutScripts = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");
