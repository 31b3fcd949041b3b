import type { TranslationOf } from '../../../i18n/messages.js';
import type { widgetChangeMessages } from '../../../model/widget-change.messages.js';

export const widgetChange = {
  'change.setup-ticked': 'Aufbauschritt {step} abgehakt',
  'change.setup-unticked': 'Haken bei Aufbauschritt {step} entfernt',
  'change.setup-cleared': 'Haken der Aufbau-Checkliste entfernt',
  'change.turn-side': 'Zug gewählt: {side}',
  'change.turn-action': '{action} gewählt',
  'change.turn-dropped': '{action} nicht mehr gewählt',
  'change.turn-ticked': 'Zugschritt {step} abgehakt',
  'change.turn-unticked': 'Haken bei Zugschritt {step} entfernt',
  'change.turn-next': 'nächster Zug begonnen',
  'change.victory-in-play': '{house} im Spiel',
  'change.victory-out-of-play': '{house} nicht im Spiel',
  'change.victory-shields': 'Verteidigungsschilde von {house} auf {value} gesetzt',
  'change.victory-tokens': 'Fortschrittsmarker auf {value} gesetzt',
  'change.victory-requirement': 'Anforderung der Ortskarte auf {value} gesetzt',
  'change.victory-requirement-cleared': 'Anforderung der Ortskarte entfernt',
  'change.victory-pawns': 'Figuren am Ort auf {value} gesetzt',
  'change.victory-final-hand-on': 'letzte Hand angehakt',
  'change.victory-final-hand-off': 'Haken bei letzter Hand entfernt',
  'change.victory-out-of-cards-on': 'alle ohne Karten angehakt',
  'change.victory-out-of-cards-off': 'Haken bei alle ohne Karten entfernt',
  'change.victory-other': 'Eingaben der Siegprüfung geändert',
  'change.victory-follow': 'Siegprüfung folgt wieder dem Spiel',
} satisfies TranslationOf<typeof widgetChangeMessages>;
