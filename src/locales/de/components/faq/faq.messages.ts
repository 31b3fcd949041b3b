import type { TranslationOf } from '../../../../i18n/messages.js';
import type { faqWidgetMessages } from '../../../../components/faq/faq.messages.js';

export const faqWidget = {
  'faq-widget.title': 'Regelfragen',
  'faq-widget.search': 'Antworten durchsuchen',
  'faq-widget.loading': 'Die Antworten werden geladen\u2026',
  'faq-widget.count.all': { one: '{count} Antwort', other: 'Alle {count} Antworten' },
  'faq-widget.count.none': 'Keine Antwort passt',
  'faq-widget.count.some': { one: '{count} Antwort passt', other: '{count} Antworten passen' },
  'faq-widget.empty':
    'Zu „{query}“ passt keine dieser Antworten, und die Regelübersicht, der sie folgen, sagt dazu womöglich nichts.',
  'faq-widget.empty.hint':
    'Versuch es mit weniger Wörtern oder mit anderen, etwa „Figuren“, „Unentschieden“ oder „Schild“.',
  'faq-widget.clear': 'Suche leeren',
  'faq-widget.closest': 'Die ähnlichsten Antworten',
  'faq-widget.more':
    'Mehr findest du, wenn du die Suche leerst oder die Antworten nach Thema durchgehst.',
  'faq-widget.topics': 'Nach Thema durchgehen',
  'faq-widget.topic.players': 'Spieler und Rollen',
  'faq-widget.topic.setup': 'Aufbau',
  'faq-widget.topic.house-turn': 'Der Zug eines Hausspielers',
  'faq-widget.topic.dark-arts-turn': 'Der Zug des Spielers der Dunklen Künste',
  'faq-widget.topic.path': 'Der Pfad der Dunklen Künste',
  'faq-widget.topic.end': 'Das Spielende',
  'faq-widget.count.topic': {
    one: '{count} Antwort zu „{topic}“',
    other: '{count} Antworten zu „{topic}“',
  },
  'faq-widget.show-all': 'Alle Antworten zeigen',
  'faq-widget.unfold': {
    one: '{count} schwächeren Treffer zeigen',
    other: '{count} schwächere Treffer zeigen',
  },
  'faq-widget.copy': 'Link kopieren',
  'faq-widget.copied': 'Link kopiert',
  'faq-widget.copy.failed':
    'Der Link ließ sich nicht automatisch kopieren; er steht unter der Antwort, zum Kopieren von Hand.',
  'faq-widget.fallback': 'Link zu dieser Antwort (von Hand kopieren)',
  'faq-widget.error.query':
    'query muss ein Text sein; erhalten: {got}. Alle Antworten werden gezeigt.',
  'faq-widget.error.entries':
    'entries muss eine Liste von Objekten { id, question, answer, pages } sein; erhalten: {got}.',
  'faq-widget.error.entry':
    '{reason}; dieser Eintrag wurde weggelassen (jeder braucht id, question, answer und pages).',
  'faq-widget.error.entry-id':
    'Eintrag {position} von entries wurde weggelassen: Seine id darf nur Buchstaben, Ziffern, „-“ und „_“ enthalten (bis zu 80); erhalten: {got}.',
  'faq-widget.error.entry-id-taken':
    'Eintrag {position} von entries wurde weggelassen: Die id {id} ist schon vergeben.',
  'faq-widget.error.load':
    'Die Antworten konnten nicht geladen werden. Prüfe die Verbindung und lade die Seite neu; eine Website, die das Skript dieses Widgets bereitstellt, muss auch den Ordner chunks/ daneben bereitstellen.',
  'faq-widget.error.entries-limit':
    'entries darf bis zu {count} Einträge enthalten; die übrigen wurden weggelassen.',
} satisfies TranslationOf<typeof faqWidgetMessages>;
