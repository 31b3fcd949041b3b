/**
 * German for every text of the package (unofficial; page numbers stay those of the English
 * rulebook). Importing this module registers it: `import 'defenders-rules-widgets/locales/de.js'`,
 * or one more `<script type="module">` for `dist/cdn/locales/de.js`.
 */
import { registerTranslation, type Translation } from '../i18n/translation.js';
import { errors, names } from './de/rules-general.js';
import { game, savedGame } from './de/game.js';
import { embed } from './de/embed.js';

export const de: Translation = {
  ...errors,
  ...names,
  ...game,
  ...savedGame,
  ...embed,
};

registerTranslation('de', de);

export { registerTranslation };
export type { Translation };
