// Finds sentences copied from the rules guide: any run of COPY_RUN consecutive words that a text
// shares with the guide. The guide itself is not in the repository (it is someone else's text);
// test/fixtures/guide-runs.json holds a hash of each of its runs, written by
// `node scripts/test/guide-runs.mjs` from the guide file. Plain JavaScript, no DOM and no Node API, so
// the browser tests and the Node tests share it.

/** How many consecutive words count as copied: the team's limit is "never 7 or more". */
export const COPY_RUN = 7;

/**
 * A text's words, lower case, apostrophes and other marks dropped ("Player’s" reads "players"),
 * "&" read as "and" (so "Rules & Setup" is the same three words as "rules and setup").
 */
export function words(text) {
  return (
    String(text)
      .toLowerCase()
      .replace(/&(?:amp;)?/g, ' and ')
      .replace(/[\u2019'\u00ad]/g, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** 64 bits of FNV-1a over a string, as 16 hex digits: enough that no two runs meet by chance. */
export function runHash(run) {
  let high = 0xcbf29ce4;
  let low = 0x84222325;
  for (let index = 0; index < run.length; index += 1) {
    low = (low ^ run.charCodeAt(index)) >>> 0;
    // Multiply the 64-bit value by the FNV prime 0x100000001b3, in two 32-bit halves.
    const lowProduct = low * 0x1b3;
    const carry = Math.floor(lowProduct / 0x100000000);
    high = (Math.imul(high, 0x1b3) + Math.imul(low, 0x100) + carry) >>> 0;
    low = lowProduct >>> 0;
  }
  return high.toString(16).padStart(8, '0') + low.toString(16).padStart(8, '0');
}

/**
 * A text cut where no sentence runs on: at line breaks and at page citations ("Rulebook pp. 11,
 * 23"), which the guide glues to its sentences and the widgets set after theirs.
 */
export function segments(text) {
  return String(text).split(/\n|\bRulebook\s+pp?\.?(?:\s*[\d\u2013-]+[,;]?)*/i);
}

/** Every run of COPY_RUN consecutive words in a text, each as its words joined by spaces. */
export function runs(text) {
  return segments(text).flatMap((segment) => {
    const list = words(segment);
    const found = [];
    for (let index = 0; index + COPY_RUN <= list.length; index += 1) {
      found.push(list.slice(index, index + COPY_RUN).join(' '));
    }
    return found;
  });
}

/** The hashes of every run of a text (the guide's, for test/fixtures/guide-runs.json). */
export function textRunHashes(text) {
  return [...new Set(runs(text).map(runHash))].sort();
}

/** The runs of `text` that the guide has too (their hashes are in `guideHashes`). */
export function copiedRuns(text, guideHashes) {
  const hashes = guideHashes instanceof Set ? guideHashes : new Set(guideHashes);
  return runs(text).filter((run) => hashes.has(runHash(run)));
}
