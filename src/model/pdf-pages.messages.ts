/** English messages about a bad page setting (src/model/pdf-pages.ts), shown by the rule-ref and the game. */
export const pdfPageMessages = {
  'pdf-pages.error.page-offset':
    'page-offset must be a whole number from {min} to {max} (PDF page = printed page + offset); got {got}, so it is ignored',
  'pdf-pages.error.spreads':
    'spreads is on when present and off when left out; got spreads="false", read as off',
  'pdf-pages.error.pdf-page':
    'pdfPage must be a function from printed page to PDF page, or null; got {got}, so it is ignored',
} as const;
