export const ELLIPSIS = "…";

/** A cut at a word boundary is preferred while it keeps at least this share of the room. */
const WORD_CUT_MIN_SHARE = 0.6;

/**
 * Punctuation and spaces that would dangle before the ellipsis ("Heart, …", "care (…"). Closing
 * brackets and quotes, straight quotes and per-cent signs end a phrase and stay ("(ICU)…", "50%…").
 */
const DANGLING = /^(?:(?![\p{Pe}\p{Pf}'"%‰‱])[\s\p{Z}\p{P}])+$/u;

interface Piece {
  index: number;
  segment: string;
  isWordLike?: boolean;
}

// Firefox before 125 has no Intl.Segmenter: code points and spaces are the fallback there.
const hasSegmenter = typeof Intl !== "undefined" && "Segmenter" in Intl;
// A fixed locale: the server and the browser must cut the same text at the same place.
const graphemeSegmenter = hasSegmenter ? new Intl.Segmenter("en", { granularity: "grapheme" }) : null;
const wordSegmenter = hasSegmenter ? new Intl.Segmenter("en", { granularity: "word" }) : null;

/** The grapheme clusters of `text` that end within its first `room` code units. */
function graphemesWithin(text: string, room: number): Piece[] {
  const pieces: Piece[] = [];
  // Lazy iteration over the whole text: a boundary depends on what follows it, so the text is
  // not sliced first, but nothing past the room is segmented.
  const all: Iterable<Piece> = graphemeSegmenter ? graphemeSegmenter.segment(text) : codePoints(text);
  for (const piece of all) {
    if (piece.index + piece.segment.length > room) break;
    pieces.push(piece);
  }
  return pieces;
}

function* codePoints(text: string): Generator<Piece> {
  let index = 0;
  for (const segment of text) {
    yield { index, segment };
    index += segment.length;
  }
}

/** Offsets up to `room` where a word starts or ends (UAX #29), so a cut there splits no word. */
function wordBoundariesWithin(text: string, room: number): Set<number> {
  const boundaries = new Set<number>();
  if (wordSegmenter) {
    for (const { index } of wordSegmenter.segment(text)) {
      if (index > room) break;
      boundaries.add(index);
    }
  } else {
    for (let i = 0; i <= room && i < text.length; i++) if (/\s/.test(text[i])) boundaries.add(i).add(i + 1);
  }
  return boundaries;
}

/**
 * Cuts text to at most `max` UTF-16 code units (`string.length`, so never more characters
 * either), the ellipsis included, and appends an ellipsis; text within the limit is returned
 * unchanged (trimmed). The cut falls between grapheme clusters, so no emoji, flag or letter
 * with combining marks is split; it falls at the last word boundary when that keeps most of
 * the room, mid-word only when the only boundary is far back; punctuation and spaces that
 * would dangle before the ellipsis are dropped.
 */
export function truncate(text: string | null | undefined, max: number): string {
  const value = (text ?? "").trim();
  const limit = Math.floor(max);
  if (!(limit > 0)) return "";
  if (value.length <= limit) return value;
  const room = limit - ELLIPSIS.length;
  if (room <= 0) return ELLIPSIS;

  const pieces = graphemesWithin(value, room);
  const fits = pieces.length;
  const words = wordBoundariesWithin(value, room);
  let kept = fits;
  while (kept > 0 && !words.has(end(pieces, kept))) kept--;
  if (kept === 0 || end(pieces, kept) < room * WORD_CUT_MIN_SHARE) kept = fits;
  while (kept > 0 && DANGLING.test(pieces[kept - 1].segment)) kept--;
  return `${value.slice(0, end(pieces, kept))}${ELLIPSIS}`;
}

/** The offset just after the first `count` graphemes. */
function end(pieces: Piece[], count: number): number {
  return count === 0 ? 0 : pieces[count - 1].index + pieces[count - 1].segment.length;
}
