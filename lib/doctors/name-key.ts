import Sanscript from "@indic-transliteration/sanscript";

// The form in which a name is compared when a visitor may type it in Devanagari or in Latin
// letters, spelt as they hear it: "कुलकर्णी", "Kulkarni" and "kulkarny" all give "kulkarni".
// Devanagari is first read as a Hindi or Marathi speaker says it (the inherent vowel dropped
// where it is silent) and written in Latin letters as Indian names are spelt in English; then
// both scripts go through one folding of the distinctions that English spellings of Indian
// names blur (long and short vowels, retroflex and dental, aspirates, sh and s, v and w ...).
// Pure, for the server: the doctor search (lib/server/doctors/search.ts) keys what a visitor
// typed with it, and the doctors' stored search keys (doctors.search_key) are made with it.

const VIRAMA = "\u094d";
const NUKTA = "\u093c";
const CONSONANT = /[\u0915-\u0939\u0978-\u097f]/;
const VOWEL_SIGN = /[\u093a\u093b\u093e-\u094c\u094e\u094f\u0955-\u0957\u0962\u0963]/;
const INDEPENDENT_VOWEL = /[\u0904-\u0914\u0960\u0961\u0972-\u0977]/;
/** Anusvara, candrabindu, visarga: a nasal or breath closing the syllable before. */
const SYLLABLE_CODA = /[\u0900-\u0903]/;
const DEVANAGARI_WORD = /[\u0900-\u0963\u0966-\u097f]+/g;

/**
 * A conjunct at the end of a word keeps its vowel when it ends in one of these (मित्र mitra,
 * आदित्य aditya, शुक्ल shukla, कृष्ण krishna, पद्म padma) and loses it otherwise (सिद्धार्थ
 * siddharth, भट्ट bhatt).
 */
const FINAL_CLUSTER_KEEPS_VOWEL = new Set(["य", "र", "ल", "व", "न", "ण", "म"]);

/** Leading titles, in either script: "Dr. Ananya", "डॉ. अनन्या". */
const TITLE = /^(?:dr|doctor|डॉक्टर|डॉ|डाॅ|डा)(?:[.\s]+|$)/iu;

type Sound = { kind: "consonant"; clusterWithNext: boolean } | { kind: "vowel" } | { kind: "schwa"; at: number; coda: boolean };

/** Spellings that Sanscript's tables leave out or that English spellings of names merge. */
function simplifyDevanagari(word: string): string {
  return word
    .normalize("NFC") // also splits क़ ज़ फ़ ड़ ... into letter + nukta (they are composition exclusions)
    .replace(/[\u200c\u200d]/g, "")
    .replace(/[डढ]\u093c/g, "र") // पहाड़ is "pahar"
    .replaceAll(NUKTA, "") // ज़ z, फ़ f, क़ q: the plain letters, which the folding makes the same
    .replace(/\u0945/g, "\u093e") // ॅ (बॅनर्जी) is an English "a"
    .replace(/\u0946/g, "\u0947")
    .replace(/[\u0949\u094a]/g, "\u094b") // ॉ ॊ → ो (डॉक्टर)
    .replace(/\u090d/g, "\u0906")
    .replace(/\u090e/g, "\u090f")
    .replace(/[\u0911\u0912]/g, "\u0913");
}

/** The word's sounds: consonants, written vowels, and the inherent vowel after a bare consonant. */
function soundsOf(word: string): Sound[] {
  const sounds: Sound[] = [];
  for (let i = 0; i < word.length; i++) {
    const char = word[i];
    if (CONSONANT.test(char)) {
      const next = word[i + 1] ?? "";
      if (next === VIRAMA) {
        sounds.push({ kind: "consonant", clusterWithNext: CONSONANT.test(word[i + 2] ?? "") });
        i++;
      } else if (VOWEL_SIGN.test(next)) {
        sounds.push({ kind: "consonant", clusterWithNext: false }, { kind: "vowel" });
        i++;
      } else {
        sounds.push({ kind: "consonant", clusterWithNext: false }, { kind: "schwa", at: i + 1, coda: SYLLABLE_CODA.test(next) });
      }
    } else if (INDEPENDENT_VOWEL.test(char)) {
      sounds.push({ kind: "vowel" });
    }
  }
  return sounds;
}

/**
 * The word with a virama where Hindi and Marathi leave the inherent vowel unsaid (schwa
 * deletion): at the end of a word, and in the middle between a vowel and consonant on its left
 * and a consonant and vowel on its right, taken from right to left so that one deletion keeps
 * the syllable before it (कुलकर्णी kulkarni, देशमुख deshmukh, भावना bhavna, पटवर्धन
 * patvardhan). Names are not always said so (Marathi keeps more: गोखले is "gokhale", read
 * here "gokhle"); the fuzzy match in the search covers the difference.
 */
function dropSilentVowels(word: string): string {
  const sounds = soundsOf(word);
  const vowels = sounds.filter((s) => s.kind !== "consonant").length;
  const isVowel = (s: Sound | undefined) => s !== undefined && s.kind !== "consonant";
  const dropped = new Set<number>();
  const last = sounds.length - 1;
  const final = sounds[last];
  if (final?.kind === "schwa" && !final.coda && vowels > 1) {
    const inCluster = sounds[last - 2]?.kind === "consonant";
    const consonant = word[final.at - 1];
    if (!inCluster || !FINAL_CLUSTER_KEEPS_VOWEL.has(consonant)) dropped.add(last);
  }
  for (let i = last - 1; i >= 2; i--) {
    const s = sounds[i];
    if (s.kind !== "schwa" || s.coda) continue;
    const leftOpen = sounds[i - 1].kind === "consonant" && isVowel(sounds[i - 2]) && !dropped.has(i - 2);
    const rightOpen = sounds[i + 1]?.kind === "consonant" && isVowel(sounds[i + 2]) && !dropped.has(i + 2);
    if (leftOpen && rightOpen) dropped.add(i);
  }
  if (!dropped.size) return word;
  const cuts = [...dropped].map((i) => (sounds[i] as { at: number }).at).sort((a, b) => b - a);
  let out = word;
  for (const at of cuts) out = out.slice(0, at) + VIRAMA + out.slice(at);
  return out;
}

/** IAST as names are spelt in English letters: च ch, छ chh, श and ष sh, ऋ ri, the anusvara n. */
function iastToEnglishLetters(iast: string): string {
  return iast
    .replace(/jñ/g, "gy") // ज्ञ: "gyan", "pragya"
    .replace(/ch?/g, (c) => (c === "c" ? "ch" : "chh"))
    .replace(/[śṣ]/g, "sh")
    .replace(/[ṛṝ]/g, "ri")
    .replace(/ṃ|m̐/g, "n")
    .replace(/ḥ/g, "");
}

/** A Devanagari word in Latin letters, as its sound would be spelt in English. */
function devanagariToLatin(word: string): string {
  const spoken = dropSilentVowels(simplifyDevanagari(word));
  return iastToEnglishLetters(Sanscript.t(spoken, "devanagari", "iast"));
}

/** One word of Latin letters in the folded form. */
function foldLatinWord(word: string): string {
  return (
    word
      // one letter for one sound
      .replace(/x/g, "ks")
      .replace(/qu?/g, "k")
      .replace(/c(?!h)/g, "k")
      .replace(/ph/g, "f")
      .replace(/sh/g, "s")
      .replace(/ch+h?/g, "c")
      .replace(/z/g, "j")
      .replace(/w/g, "v")
      // aspirates as their plain consonant (bh b, dh d, व्ह vh v, म्ह mh m)
      .replace(/([kgjtdbnmlrv])h/g, "$1")
      // Pandey पांडे, Sanjay संजय / Sanjai
      .replace(/ey$/, "e")
      .replace(/y$/, "i")
      // long and short vowels, and the usual English spellings of ई ऊ ऐ औ
      .replace(/ee/g, "i")
      .replace(/oo/g, "u")
      .replace(/ai/g, "e")
      .replace(/au|ou/g, "o")
      .replace(/(.)\1+/g, "$1")
      // राव is spelt Rao
      .replace(/av$/, "ao")
  );
}

/**
 * The search key of a name or of what a visitor typed: lower-case Latin words separated by one
 * space, the same for the same name in Devanagari and in Latin letters and for the usual ways
 * of spelling it ("कुलकर्णी", "Kulkarni", "kulkarny" → "kulkarni"; "Deshpande", "देशपांडे" →
 * "despande"). A leading "Dr." is dropped; "" when nothing of a name is left.
 */
export function nameSearchKey(text: string): string {
  const latin = text
    .normalize("NFC")
    .trim()
    .replace(TITLE, "")
    .replace(DEVANAGARI_WORD, (word) => ` ${devanagariToLatin(word)} `)
    .normalize("NFKD")
    .toLowerCase()
    .replace(/\p{M}/gu, "")
    .replace(/['’`]/g, "");
  return latin
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(foldLatinWord)
    .join(" ");
}

/**
 * A doctor's stored search key: the key of the English name, then those of its other spellings
 * (Marathi, Hindi) in order, each once, separated by a space ("anil gokale anil gokle"): the
 * same key whatever order the spellings come in.
 */
export function doctorSearchKey(name: string, spellings: readonly string[] = []): string {
  const own = nameSearchKey(name);
  const others = spellings.map(nameSearchKey).filter((key) => key && key !== own).sort();
  return [...new Set([own, ...others].filter(Boolean))].join(" ");
}
