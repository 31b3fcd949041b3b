import type { TranslationOf } from '../../../i18n/messages.js';
import type { pdfPageMessages } from '../../../model/pdf-pages.messages.js';

export const pdfPages = {
  'pdf-pages.error.page-offset':
    'page-offset muss eine ganze Zahl von {min} bis {max} sein (PDF-Seite = gedruckte Seite + Versatz); ' +
    'erhalten: {got}, daher wird es ignoriert',
  'pdf-pages.error.spreads':
    'spreads ist an, wenn es angegeben ist, und aus, wenn es fehlt; erhalten: spreads="false", als aus gelesen',
  'pdf-pages.error.pdf-page':
    'pdfPage muss eine Funktion von der gedruckten Seite zur PDF-Seite sein, oder null; erhalten: {got}, ' +
    'daher wird es ignoriert',
} satisfies TranslationOf<typeof pdfPageMessages>;
