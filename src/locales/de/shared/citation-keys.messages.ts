import type { TranslationOf } from '../../../i18n/messages.js';
import type { citationKeyMessages } from '../../../shared/citation-keys.messages.js';

export const citationKeys = {
  'citation-keys.steps':
    'Tasten: {forward} von einem Schritt zu seiner Regelheftseite, {back} zurück zu seinem Kästchen.',
  'citation-keys.group': 'Tasten: ↓ und ↑ wechseln zwischen diesen Regelheftseiten.',
} satisfies TranslationOf<typeof citationKeyMessages>;
