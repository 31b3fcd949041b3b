import type { TranslationOf } from '../../../../i18n/messages.js';
import type { faqMessages } from '../../../../rules/faq/faq.messages.js';

export const faq = {
  'faq.how-many-players.question': 'Wie viele Spieler können mitspielen?',
  'faq.how-many-players.answer':
    'Zwei bis fünf Personen können spielen, ab 13 Jahren. Eine davon spielt immer die Seite der Dunklen Künste, alle anderen wählen je ein anderes Hogwarts-Haus; es gibt also einen bis vier Hausspieler.',
  'faq.how-many-players.keywords':
    'Spielerzahl, Spieleranzahl, Anzahl Spieler, Personen, Mitspieler, Teilnehmer, mindestens, höchstens, Mindestzahl, Höchstzahl, Gruppengröße, große Gruppe, zu sechst, zu siebt, zu viele, genug Spieler, wie viele Hausspieler, wie viele Häuser',
  'faq.two-players.question': 'Kann man mit zwei Spielern spielen?',
  'faq.two-players.answer':
    'Ja: Eine Person spielt ein Haus, die andere die Dunklen Künste. Der Spieler der Dunklen Künste hat dann vier Figuren, alle auf den Aufstellungsfeldern und keine im Vorrat. Alles andere baust du wie gewohnt auf; wenn du den offiziellen Aufbau liest, zähl die Hausspieler (hier einen) getrennt von der Gesamtzahl der Spieler.',
  'faq.two-players.keywords':
    'zu zweit, zwei Spieler, 2 Spieler, zwei Personen, Zweierpartie, Duell, eins gegen eins, nur zwei, wir beide, Paar, Aufbau zu zweit, Aufbau für zwei, ein einzelnes Haus',
  'faq.everyone-a-house.question': 'Können alle ein Haus spielen?',
  'faq.everyone-a-house.answer':
    'Nein. In jedem Spiel muss jemand die Rolle der Dunklen Künste übernehmen; alle anderen wählen je ein anderes Hogwarts-Haus.',
  'faq.everyone-a-house.keywords':
    'jeder spielt ein Haus, alle spielen Häuser, ohne Dunkle Künste, kein Gegenspieler, ohne Bösewicht, alle Häuser, nur Häuser, muss jemand Dunkle Künste sein, Spieler der Dunklen Künste nötig, alle als Häuser, jeder Hausspieler, Pflichtrolle',
  'faq.same-house.question': 'Dürfen zwei Spieler dasselbe Haus spielen?',
  'faq.same-house.answer':
    'Nein. Jeder Hausspieler wählt ein Haus, das sonst niemand am Tisch genommen hat.',
  'faq.same-house.keywords':
    'dasselbe Haus, gleiches Haus, selbes Haus, beide, doppelt, zweimal, Haus teilen, Haus wählen, jeder ein Haus, verschiedene Häuser, schon vergeben, schon genommen',
  'faq.game-length.question': 'Wie lange dauert ein Spiel, und ab welchem Alter ist es?',
  'faq.game-length.answer':
    'Die angegebene Spieldauer beträgt 90 Minuten, für zwei bis fünf Spieler ab 13 Jahren.',
  'faq.game-length.keywords':
    'Spieldauer, Spielzeit, Minuten, Stunde, wie lange, Dauer, kurz, Alter, Mindestalter, Altersempfehlung, Jahre, ab 13, Kinder, Jugendliche, Familie, geeignet',
  'faq.first-game-dark-arts.question': 'Wer sollte im ersten Spiel die Dunklen Künste spielen?',
  'faq.first-game-dark-arts.answer':
    'Wer am Tisch die Regeln am besten kennt, sollte die Rolle der Dunklen Künste übernehmen.',
  'faq.first-game-dark-arts.keywords':
    'Anfänger, Neulinge, neue Spieler, erstes Mal, erstes Spiel, erste Partie, erklären, beibringen, erfahren, erfahrener Spieler, Regelkenner, kennt die Regeln, Empfehlung, empfohlen',
  'faq.dark-arts-pawns.question': 'Wie viele Figuren bekommt der Spieler der Dunklen Künste?',
  'faq.dark-arts-pawns.answer':
    'Zwei mehr, als Spieler mitspielen: vier bei zwei Spielern, fünf bei drei, sechs bei vier und sieben bei fünf. Vier davon beginnen auf den Aufstellungsfeldern; die übrigen (keine, eine, zwei oder drei) warten im Vorrat.',
  'faq.dark-arts-pawns.keywords':
    'Figuren Dunkle Künste, dunkle Figuren, Figuren des Bösewichts, Vorrat, Aufstellungsfelder, Figurenzahl, Anzahl Figuren, zwei mehr als Spieler, Aufbau, Anfang',
  'faq.house-pawns.question': 'Wie viele Figuren hat jedes Haus?',
  'faq.house-pawns.answer':
    'Vier. Beim Aufbau kommen drei davon in die Große Halle, und die vierte beginnt dort, wo die Loyalitätsleiste anfängt.',
  'faq.house-pawns.keywords':
    'Hausfiguren, Figuren pro Haus, Figuren je Haus, meine Figuren, Große Halle, Loyalitätsleiste, vierte Figur, drei in der Großen Halle, Aufbau',
  'faq.setup-main-board.question': 'Wie wird der Hauptspielplan aufgebaut?',
  'faq.setup-main-board.answer':
    'Leg ihn in die Tischmitte. Mische die Verteidigungsschilde und gib jedem Schildfeld einen davon, offen; die sieben Hogwarts-Marker kommen auf die für sie markierten Felder, und jedes Haus stellt drei seiner Figuren in die Große Halle. Die DA-Münzen und das Teil des Raums der Wünsche liegen neben dem Spielplan bereit.',
  'faq.setup-main-board.keywords':
    'Aufbau, aufbauen, Anfang, Spielbeginn, Hauptspielplan, Spielplan, Hauptplan, Tischmitte, Verteidigungsschilde, Schilde offen auslegen, Schildfelder, Hogwarts-Marker, Große Halle, Münzen, Raum der Wünsche',
  'faq.setup-side-board.question': 'Wie wird der Nebenspielplan aufgebaut?',
  'faq.setup-side-board.answer':
    'Er kommt über den Hauptspielplan. Deck zwei Bücher des gemischten Bibliotheksbuchstapels auf und fülle die Erwerbsreihe und die erweiterte Erwerbsreihe mit je zwei Karten aus dem gemischten Erwerbsstapel der Häuser. Der Marker der Dunklen Künste beginnt auf dem ersten Feld des Pfads; die drei Fortschrittsmarker, der Dunkeldetektor und die Pergamentrollen kommen auf ihre Felder, jedes Haus stellt seine vierte Figur dorthin, wo die Loyalitätsleiste beginnt, und die beiden Ortsstapel, jeder für sich gemischt, kommen auf ihre.',
  'faq.setup-side-board.keywords':
    'Aufbau, aufbauen, Anfang, Spielbeginn, Nebenspielplan, Nebenplan, zweiter Spielplan, über dem Hauptspielplan, Bibliotheksbücher aufdecken, zwei Bücher, Erwerbsreihen, Fortschrittsmarker, Pergamentrollen, Ortsstapel, Loyalitätsleiste, Detektor',
  'faq.marker-start.question': 'Wo beginnt der Marker der Dunklen Künste?',
  'faq.marker-start.answer':
    'Auf dem ersten Feld des Pfads, auf dem Nebenspielplan. Die drei Fortschrittsmarker beginnen nicht dort: Sie kommen auf ihre Felder.',
  'faq.marker-start.keywords':
    'Start, Startfeld, Startplatz, erstes Feld, Anfang des Pfads, Startposition, Aufbau, Fortschrittsmarker',
  'faq.setup-player-boards.question': 'Was baut jeder Spieler auf seinem eigenen Tableau auf?',
  'faq.setup-player-boards.answer':
    'Alle mischen ihren Startstapel auf ihrem Tableau. Ein Haus behält seinen Hausmarker und nimmt drei Haus-Ortskarten; der Spieler der Dunklen Künste mischt seinen Erwerbsstapel, legt die Figuren im Vorrat bereit und mischt jeden der drei Ereignisstapel (weiß, orange, rot) für sich. Dann zieht jeder fünf Startkarten, und das Material der Häuser, die niemand spielt, kommt zurück in die Schachtel.',
  'faq.setup-player-boards.keywords':
    'Aufbau, aufbauen, Anfang, Spielbeginn, Tableau, eigenes Tableau, Spielertableau, Startstapel, Startstapel mischen, Starthand, fünf Startkarten, Ortskarten, drei Ortskarten, Ereignisstapel, Hausmarker, übrige Häuser, ungenutztes Material, Schachtel, wegräumen, Häuser, die keiner spielt, Häuser ohne Spieler',
  'faq.first-player.question': 'Wer ist als erstes am Zug?',
  'faq.first-player.answer':
    'Der Hausspieler links vom Spieler der Dunklen Künste beginnt, und von dort aus folgen die Züge im Uhrzeigersinn um den Tisch.',
  'faq.first-player.keywords':
    'anfangen, fängt an, zuerst dran, beginnen, beginnt, Startspieler, erster Zug, erster Spieler, loslegen, eröffnet, wer spielt zuerst, links daneben, erster Zug zu Beginn des Spiels, zuerst an der Reihe',
  'faq.house-actions.question': 'Was darf ein Hausspieler in seinem Zug tun?',
  'faq.house-actions.answer':
    'Eine Hauptaktion wählen: Erkunden, Lernen oder Auffüllen. Dazu können freie Aktionen kommen: einen Hogwarts-Marker für ein zusätzliches Erkunden zurückgeben oder eine Pergamentrolle holen.',
  'faq.house-actions.keywords':
    'Aktionen, Hauptaktion, Möglichkeiten, Hausspieler Zug, Aktionen pro Zug, freie Aktionen, dran sein, an der Reihe sein',
  'faq.explore.question': 'Wie funktioniert Erkunden für einen Hausspieler?',
  'faq.explore.answer':
    'Spiel eine Karte und führe ihre Bewegung, ihren Effekt oder beides aus, in beliebiger Reihenfolge. Bring diese Karte zu Ende, bevor ein Karteneffekt dich eine weitere spielen lässt, und handle jedes Bonusfeld ab, das du aktivierst.',
  'faq.explore.keywords':
    'Erkunden, Aktion Erkunden, erkunden, bewegen, Bewegung, Figuren bewegen, ziehen mit der Figur, Karte spielen, Karteneffekt, Effekt, beliebige Reihenfolge, Bonusfeld, Bonusfeld ausführen, Bonus, Reihenfolge',
  'faq.explore-second-card.question': 'Darf ich beim Erkunden mehr als eine Karte spielen?',
  'faq.explore-second-card.answer':
    'Nur wenn ein Karteneffekt es erlaubt, und erst wenn die erste Karte ganz abgehandelt ist.',
  'faq.explore-second-card.keywords':
    'weitere Karte, noch eine Karte, andere Karte, zweite Karte, zusätzliche Karte, nochmal spielen, mehrere Karten, zwei Karten, hintereinander, nacheinander, erst die erste Karte fertig',
  'faq.learn.question': 'Wie funktioniert Lernen?',
  'faq.learn.answer':
    'Mit einer Figur außerhalb der Geschützten Bereiche wirfst du eine Karte ab und nimmst eine offene Karte der Erwerbsreihe oder die oberste Karte des Erwerbsstapels. Die neue Karte kommt verdeckt auf deinen Nachziehstapel, und die Reihe wird wieder aufgefüllt.',
  'faq.learn.keywords':
    'Lernen, Aktion Lernen, lernen, kaufen, erwerben, neue Karte, Karte holen, Deck verbessern, Erwerbsreihe, Erwerbsstapel, oberste Karte, Nachziehstapel, verdeckt, Reihe auffüllen, gekaufte Karte, erworbene Karte, wohin die neue Karte kommt, Kosten, Preis',
  'faq.advanced-acquire.question': 'Wie kommst du auf der Loyalitätsleiste voran?',
  'faq.advanced-acquire.answer':
    'Der Leitfaden nennt einen Weg, beim Lernen: Wirf zwei Karten statt einer ab, um eine Karte der erweiterten Erwerbsreihe zu nehmen, und dein Haus rückt auf der Loyalitätsleiste vor.',
  'faq.advanced-acquire.keywords':
    'Loyalitätsleiste, Loyalität, Treue, vorrücken, aufsteigen, erweiterte Erwerbsreihe, erweitert, zwei abwerfen',
  'faq.learn-protected-areas.question':
    'Kann ich Lernen, wenn alle meine Figuren in Geschützten Bereichen stehen?',
  'faq.learn-protected-areas.answer':
    'Nein. Für die Aktion Lernen muss mindestens eine deiner Figuren außerhalb der Geschützten Bereiche stehen.',
  'faq.learn-protected-areas.keywords':
    'Lernen gesperrt, geschützt, Figuren sicher, nicht lernen, darf nicht lernen, Figur außerhalb, Voraussetzung Lernen, Bedingung',
  'faq.house-replenish.question': 'Was bewirkt das Auffüllen eines Hausspielers?',
  'faq.house-replenish.answer':
    'Zuerst darfst du Karten abwerfen, wenn du willst. Dann ziehst du, bis du fünf hast, stellst deine betäubten Figuren wieder auf und rückst den Marker der Dunklen Künste ein Feld vor; ein Ereignis, das er dabei auslöst, wird abgehandelt.',
  'faq.house-replenish.keywords':
    'Auffüllen, Aktion Auffüllen, Hausspieler Auffüllen, nachziehen, Hand auffüllen, auf fünf, abwerfen, wegwerfen, loswerden, ablegen, aufstellen',
  'faq.hogwarts-tokens.question': 'Wofür sind Hogwarts-Marker da?',
  'faq.hogwarts-tokens.answer':
    'Als freie Aktion gibst du einen Hogwarts-Marker zurück, den du in einem früheren Zug aufgenommen hast. Dafür bekommst du eine zusätzliche Aktion Erkunden, gespielt mit einer Karte, deren Art zum Hogwarts-Marker passt.',
  'faq.hogwarts-tokens.keywords':
    'Hogwarts-Marker, zusätzliches Erkunden, zweites Erkunden, nochmal erkunden, freie Aktion, einsetzen, benutzen, zurückgeben, abgeben, eintauschen, Kartentyp, passende Karte, Bonus',
  'faq.token-same-turn.question':
    'Kann ich einen Hogwarts-Marker in dem Zug einsetzen, in dem ich ihn bekomme?',
  'faq.token-same-turn.answer':
    'Nein. Nur einen Hogwarts-Marker, den du in einem früheren Zug bekommen hast, kannst du für das zusätzliche Erkunden abgeben.',
  'faq.token-same-turn.keywords':
    'sofort, gleicher Zug, selber Zug, diesen Zug, gerade bekommen, gerade aufgenommen, früherer Zug, vorheriger Zug, neuer Hogwarts-Marker, direkt, gleich, warten',
  'faq.parchment-scroll.question': 'Wie holst du dir eine Pergamentrolle?',
  'faq.parchment-scroll.answer':
    'Als freie Aktion zeigst du zwei deiner Ortskarten, während deine Figuren in den Bereichen stehen, die sie nennen, und legst diese Karten dann unter ihren Stapel. Nach deiner ersten Pergamentrolle ziehst du zwei neue Ortskarten; nach deiner zweiten gibst du deine letzte Ortskarte zurück und ziehst keine.',
  'faq.parchment-scroll.keywords':
    'Pergamentrolle, Pergamentrollen, beanspruchen, bekommen, einfordern, sammeln, Ortskarten, zwei Ortskarten zeigen, aufdecken, unter den Stapel, neue Ortskarten, zweite Pergamentrolle, freie Aktion',
  'faq.end-turn.question': 'Wie beendest du deinen Zug?',
  'faq.end-turn.answer':
    'Sind deine Hauptaktion und alles, was sie ausgelöst hat, abgehandelt, wirfst du die in diesem Zug gespielten Karten ab, und der Spieler links von dir ist am Zug.',
  'faq.end-turn.keywords':
    'Zug beenden, Zugende, Zug abschließen, abschließen, weitergeben, nächster Spieler, gespielte Karten, abwerfen, nach meinem Zug, Karten ablegen',
  'faq.turn-order.question': 'In welcher Reihenfolge sind die Spieler am Zug?',
  'faq.turn-order.answer':
    'Es beginnt der Hausspieler links vom Spieler der Dunklen Künste. Danach gibt jeder, der seinen Zug beendet hat, an den Spieler zu seiner Linken weiter: Die Züge gehen im Uhrzeigersinn um den Tisch, und der Spieler der Dunklen Künste ist an der Reihe, wenn das Spiel seinen Platz erreicht.',
  'faq.turn-order.keywords':
    'Zugreihenfolge, Spielreihenfolge, Reihenfolge, wer ist dran, als nächstes dran, nächster Zug, Uhrzeigersinn, Richtung, links, reihum, im Kreis, dazwischen',
  'faq.hand-size.question': 'Wie viele Karten hat man auf der Hand?',
  'faq.hand-size.answer':
    'Beim Aufbau zieht jeder fünf Startkarten, und ein Auffüllen bringt dich auf beiden Seiten wieder auf fünf Karten.',
  'faq.hand-size.keywords':
    'Hand, Handkarten, Kartenlimit, Starthand, fünf Karten, Handgröße, Handlimit, Maximum, halten, auf der Hand, Kartenzahl, Obergrenze',
  'faq.stunned-pawns.question': 'Wie stehen betäubte Figuren wieder auf?',
  'faq.stunned-pawns.answer':
    'Der Leitfaden nennt dafür die Aktion Auffüllen: Ein Hausspieler stellt dabei seine betäubten Figuren wieder auf, der Spieler der Dunklen Künste tut das als Erstes, noch vor dem Ziehen.',
  'faq.stunned-pawns.keywords':
    'betäubt, betäuben, aufstellen, aufrichten, aufstehen, umgeworfen, umgefallen, liegend, erholen, wieder hoch',
  'faq.card-effects-override.question':
    'Was gilt, wenn eine Karte einer allgemeinen Regel widerspricht?',
  'faq.card-effects-override.answer':
    'Die Karte hat Vorrang vor der allgemeinen Regel. Karteneffekte sind außerdem freiwillig: Du darfst einen auslassen, außer die Karte sagt, dass er abgehandelt werden muss.',
  'faq.card-effects-override.keywords':
    'Karte gegen Regel, Kartentext, Regelheft, allgemeine Regel, Widerspruch, widerspricht, Vorrang, Priorität, überschreibt, Ausnahme, freiwillige Effekte, freiwillig, optional, abhandeln, Effekt nutzen müssen, Teil der Karte auslassen, ausführen, befolgen',
  'faq.dark-arts-no-learn.question': 'Kann der Spieler der Dunklen Künste Lernen?',
  'faq.dark-arts-no-learn.answer':
    'Nein. Der Spieler der Dunklen Künste wählt in jedem Zug nur zwischen zwei Aktionen, Erkunden und Auffüllen; Lernen gibt es nur für die Hausspieler.',
  'faq.dark-arts-no-learn.keywords':
    'Aktionen Dunkle Künste, Zug Dunkle Künste, Möglichkeiten, zwei Aktionen, nur Erkunden und Auffüllen, kein Lernen, Dunkle Künste kaufen, Dunkle Künste erwerben',
  'faq.dark-arts-explore.question': 'Wie erkundet der Spieler der Dunklen Künste?',
  'faq.dark-arts-explore.answer':
    'Er spielt eine Karte und nutzt ihre Bewegung, ihren Effekt (sofern diese Farbe freigeschaltet ist) oder beides, in beliebiger Reihenfolge. Eine Figur aus dem Vorrat auf ein freies Aufstellungsfeld zu bringen kostet einen Bewegungspunkt.',
  'faq.dark-arts-explore.keywords':
    'Bewegung Dunkle Künste, Figur aus dem Vorrat, Aufstellungsfeld, Bewegungspunkt, freigeschaltet, ins Spiel bringen, einsetzen, reinholen, aufs Brett, Kosten',
  'faq.protected-areas.question':
    'Dürfen Figuren der Dunklen Künste die Geschützten Bereiche betreten?',
  'faq.protected-areas.answer':
    'Nein. Alle vier Felder der Geschützten Bereiche sind für Figuren der Dunklen Künste gesperrt: Sie dürfen keines betreten und auch durch keines hindurchziehen.',
  'faq.protected-areas.keywords':
    'sicherer Bereich, geschütztes Feld, betreten, hineingehen, durchziehen, durchqueren, hindurch, gesperrt, verboten, Schutzzone, Schutzbereich, vier Felder',
  'faq.occupied-deployment-space.question':
    'Ist ein Aufstellungsfeld mit einer betäubten Figur der Dunklen Künste besetzt?',
  'faq.occupied-deployment-space.answer':
    'Ja. Jede Figur der Dunklen Künste auf einem Aufstellungsfeld, ob betäubt oder nicht, macht es besetzt. Eine Figur aus dem Vorrat auf ein leeres Aufstellungsfeld zu bringen kostet einen Bewegungspunkt.',
  'faq.occupied-deployment-space.keywords':
    'gesperrt, Aufstellungsfeld, besetzt, belegt, voll, Figur aus dem Vorrat, frei, leer, zählt trotzdem',
  'faq.dark-arts-replenish.question': 'Was bewirkt das Auffüllen der Dunklen Künste?',
  'faq.dark-arts-replenish.answer':
    'Der Spieler der Dunklen Künste stellt zuerst seine betäubten Figuren wieder auf und zieht dann auf fünf Karten nach. Abwerfen gehört nicht zu dieser Aktion.',
  'faq.dark-arts-replenish.keywords':
    'Auffüllen, nachziehen, aufstellen, Auffüllen der Dunklen Künste, auf fünf, Karten behalten',
  'faq.dark-arts-replenish-marker.question':
    'Bewegt das Auffüllen der Dunklen Künste den Marker der Dunklen Künste?',
  'faq.dark-arts-replenish-marker.answer':
    'Nein. Bei dieser Aktion stellt der Spieler der Dunklen Künste seine betäubten Figuren wieder auf und zieht auf fünf Karten nach, ohne abzuwerfen, und die Aktion selbst lässt den Marker der Dunklen Künste stehen, wo er ist. In einem Zug der Dunklen Künste kann sich der Marker der Dunklen Künste trotzdem bewegen: Hält der Spieler der Dunklen Künste nach einem Verdrängen alle Hausmarker, rückt er ein Feld vor.',
  'faq.dark-arts-replenish-marker.keywords': 'Auffüllen der Dunklen Künste, Pfad, bleibt stehen',
  'faq.bump.question':
    'Was passiert, wenn eine Figur der Dunklen Künste ihren Zug auf einer Hausfigur beendet (Verdrängen)?',
  'faq.bump.answer':
    'Stehen dort mehrere Hausfiguren, wählt der Spieler der Dunklen Künste eine aus. Diese Hausfigur kehrt in die Große Halle zurück, die Figur der Dunklen Künste geht in den Vorrat, und der Spieler der Dunklen Künste nimmt den Hausmarker dieses Hauses, außer er hat ihn schon. Hat er alle Hausmarker, rückt der Marker der Dunklen Künste ein Feld vor (handle das Ereignis ab, auf dem er landet, falls es eins gibt), und die Hausmarker gehen an ihre Besitzer zurück. Zum Schluss zieht er zwei Erwerbskarten der Dunklen Künste, legt eine oben auf seinen Nachziehstapel und die andere unter den Erwerbsstapel, höchstens einmal pro Zug.',
  'faq.bump.keywords':
    'Verdrängen, verdrängt, rauswerfen, schlagen, zurückschicken, nach Hause schicken, Große Halle, landen, Hausmarker, Hausmarker nehmen, Rauswurf, rausgeworfen, nach dem Verdrängen, dunkle Figur in den Vorrat',
  'faq.several-bumps.question':
    'Zieht der Spieler der Dunklen Künste für jedes Verdrängen in einem Zug Karten?',
  'faq.several-bumps.answer':
    'Nein. Die zwei Erwerbskarten der Dunklen Künste zieht der Spieler der Dunklen Künste höchstens einmal pro Zug, egal wie oft er verdrängt.',
  'faq.several-bumps.keywords':
    'mehrmals, mehrere, zweimal, doppelt, jedes Mal, einmal pro Zug, nochmal, mehr als eins, mehrere Rauswürfe, mehrere rausgeworfen, mehr Karten',
  'faq.house-markers.question': 'Wozu dienen die Hausmarker?',
  'faq.house-markers.answer':
    'Jedes Haus hat vom Aufbau an seinen eigenen Hausmarker. Verdrängt eine Figur der Dunklen Künste eine Hausfigur, nimmt der Spieler der Dunklen Künste den Hausmarker dieses Hauses, sofern er ihn noch nicht hat. Hält er die Hausmarker aller Häuser im Spiel, zieht der Marker der Dunklen Künste ein Feld weiter, und jedes Haus bekommt seinen Hausmarker zurück.',
  'faq.house-markers.keywords':
    'Hausmarker, alle Hausmarker, Hausmarker sammeln, Hausmarker nehmen, Hausmarker zurück, Hausmarker klauen, Marker zurückgeben',
  'faq.marker-moves.question': 'Wann bewegt sich der Marker der Dunklen Künste?',
  'faq.marker-moves.answer':
    'Drei Dinge rücken den Marker der Dunklen Künste ein Feld vor: die Aktion Auffüllen eines Hausspielers, ein Ereignis, das es verlangt, und alle Hausmarker in der Hand des Spielers der Dunklen Künste. Bleibt er auf einem gewöhnlichen Feld des Pfads stehen, gibt es nichts abzuhandeln.',
  'faq.marker-moves.keywords':
    'Pfad, vorrücken, weiterziehen, Marker der Dunklen Künste ziehen, vorwärts, Auslöser, Hausmarker, gewöhnliches Feld',
  'faq.event-spaces.question': 'Was passiert auf einem Ereignisfeld?',
  'faq.event-spaces.answer':
    'Zieh die oberste Ereigniskarte in der Farbe dieses Feldes. Zuerst erledigen die Hausspieler ihren Teil, wenn sie können; dann wählt der Spieler der Dunklen Künste eins von beiden: den Ereigniseffekt oder den Fortschrittsmarker der Zone, sofern er noch nicht genommen wurde. Danach wird die Karte abgeworfen, und den Ereignisstapel einer Zone braucht ihr nicht mehr, sobald der Marker der Dunklen Künste diese Zone verlassen hat.',
  'faq.event-spaces.keywords':
    'Ereignis, Ereigniskarte, Ereignisstapel, Ereignisfeld, Ereignis ziehen, Ereignis abhandeln, Effekt oder Fortschrittsmarker, Farbe, Zone, weiß, orange, rot, Häuser zuerst',
  'faq.progress-token-forced.question':
    'Darf der Spieler der Dunklen Künste den Fortschrittsmarker einer Zone auslassen?',
  'faq.progress-token-forced.answer':
    'Nur eine Weile. Der Fortschrittsmarker einer Zone muss genommen werden, bevor der Marker der Dunklen Künste in die nächste Zone weiterzieht; auf dem letzten weißen oder orangen Ereignisfeld ist ein noch liegender Fortschrittsmarker also die einzige Wahl. Der rote Fortschrittsmarker kann warten: Erreicht der Marker der Dunklen Künste das letzte Feld des Pfads, muss der Spieler der Dunklen Künste ihn nehmen, und die Ortskarte verlangt dann eine Figur.',
  'faq.progress-token-forced.keywords':
    'Fortschrittsmarker, auslassen, erzwungen, nehmen müssen, roter Fortschrittsmarker, nächste Zone, Pflicht, liegen lassen, ablehnen, verzichten',
  'faq.card-colours-unlock.question':
    'Wann darf der Spieler der Dunklen Künste orange und rote Karteneffekte nutzen?',
  'faq.card-colours-unlock.answer':
    'Weiße Effekte gelten von Anfang an. Orange werden verfügbar, sobald der Marker der Dunklen Künste das erste orange Feld des Pfads erreicht, rote, sobald er das erste rote Feld erreicht, und einmal verfügbare Farben bleiben es.',
  'faq.card-colours-unlock.keywords':
    'freischalten, freigeschaltet, gesperrt, orange Karten, rote Karten, weiße Karten, Farben, Farbe, verfügbare Effekte, orange Effekte, rote Effekte, aktivieren',
  'faq.location-card-requirement.question':
    'Wie viele Figuren braucht der Spieler der Dunklen Künste am Ort?',
  'faq.location-card-requirement.answer':
    'Das hängt davon ab, wann der letzte Fortschrittsmarker mit seiner Ortskarte genommen wurde: drei Figuren beim ersten roten Ereignisfeld, zwei beim nächsten roten Ereignisfeld und eine, wenn die Karte am letzten Feld des Pfads erzwungen wird. Die beim Nehmen der Karte festgelegte Zahl bleibt: Weiteres Vorrücken senkt sie nicht automatisch; Karteneffekte gehen allgemeinen Regeln aber vor.',
  'faq.location-card-requirement.keywords':
    'Ortskarte, Ortsanforderung, Anforderung, senken, verringern, benötigte Figuren, drei zwei eine, Ort, rotes Ereignisfeld, erstes rotes Feld, nächstes rotes Feld, später weniger, festgelegt',
  'faq.final-hand.question':
    'Was passiert, wenn der Marker der Dunklen Künste das letzte Feld erreicht?',
  'faq.final-hand.answer':
    'Die letzte Hand beginnt: Alle ziehen auf fünf Karten nach, und danach darf niemand mehr Auffüllen, doch Karteneffekte und Ziehfelder können noch Karten geben. Gespielt wird weiter, bis eine Seite gewinnt oder das Spiel unentschieden endet; das letzte Feld zu erreichen ist für sich weder Sieg noch Unentschieden.',
  'faq.final-hand.keywords':
    'letztes Feld, Ende des Pfads, letzte Runde, Spielende, letzte Hand, Endphase, kein Auffüllen mehr, Marker am Ende',
  'faq.draw.question': 'Kann das Spiel unentschieden enden?',
  'faq.draw.answer':
    'Ja, aber nur in der letzten Hand: Steht der Marker der Dunklen Künste auf dem letzten Feld, endet das Spiel unentschieden, wenn alle Spieler keine Karten mehr haben, bevor eine Seite ihre Siegbedingung erfüllt.',
  'faq.draw.keywords':
    'Unentschieden, Gleichstand, Patt, Remis, niemand gewinnt, kein Sieger, keiner gewinnt, keine Karten mehr, Karten ausgehen',
  'faq.house-win.question': 'Wie gewinnt ein Hausspieler?',
  'faq.house-win.answer':
    'Indem er als Erster zwei Verteidigungsschilde sammelt. Dieses Haus gewinnt allein; niemand teilt den Sieg.',
  'faq.house-win.keywords':
    'Sieg der Häuser, Schilde, gewinnen, Siegbedingung, zwei Verteidigungsschilde, benötigte Schilde, als Haus gewinnen, erster mit zwei Schilden',
  'faq.houses-win-together.question': 'Gewinnen die Hausspieler gemeinsam?',
  'faq.houses-win-together.answer':
    'Nein. Das Haus, das als erstes zwei Verteidigungsschilde sammelt, gewinnt allein; die anderen Häuser haben keinen Anteil an diesem Sieg.',
  'faq.houses-win-together.keywords':
    'Team, kooperativ, gemeinsam, teilen, Sieg, zusammen, andere Häuser, die anderen, mitgewinnen, Teamsieg, geteilter Sieg, alle Häuser gewinnen',
  'faq.dark-arts-win.question': 'Wie gewinnt der Spieler der Dunklen Künste?',
  'faq.dark-arts-win.answer':
    'Indem er alle drei Fortschrittsmarker hält, während mindestens so viele Figuren der Dunklen Künste, wie die Ortskarte verlangt (drei, zwei oder eine), auf dem Ort des Spielers der Dunklen Künste stehen.',
  'faq.dark-arts-win.keywords':
    'Sieg der Dunklen Künste, Siegbedingung, Dunkle Künste gewinnen, Bösewicht gewinnt, alle drei Fortschrittsmarker, Fortschrittsmarker, Figuren am Ort, Ort der Dunklen Künste',
  'faq.claim-defence-shield.question': 'Wie holst du dir einen Verteidigungsschild?',
  'faq.claim-defence-shield.answer':
    'Während eine Hausfigur auf einem Schildfeld steht, gibst du drei Dinge ab: eine Pergamentrolle, ein Bibliotheksbuch und den Gegenstand, den dieser Schild zeigt (den Dunkeldetektor oder eine DA-Münze). Die Gegenstände nur zu besitzen reicht nicht.',
  'faq.claim-defence-shield.keywords':
    'Verteidigungsschild, Schild, Schutzschild, einlösen, holen, erwerben, bekommen, tauschen, eintauschen, Gegenstände, Bibliotheksbuch, Buch, DA-Münze, Dunkeldetektor, Schildfeld',
  'faq.search.synonyms':
    'böse, bösewicht, schurke, voldemort, todesser, DA = Dunkle Künste; held = Haus; leute, person, mitspieler, teilnehmer, jemand, freund, freundin, kumpel, bruder, schwester, partner, partnerin, neffe, nichte, sohn, tochter = Spieler; aufsteigen, steigen, aufrücken, klettern = vorrücken; überspringen, ignorieren, weglassen = auslassen; brauchen, braucht, nötig, erforderlich = muss; ziel, verlieren, verloren, niederlage = gewinnen; maximal, maximum, max = höchstens; minimal = mindestens; einsatzfeld = Aufstellungsfeld; markt, laden = Erwerbsreihe; kaufen, kauf = Lernen; angreifen, angriff, töten = verdrängen; ohnmächtig, bewusstlos, umgeworfen = betäubt; heilen, wiederbeleben = aufstellen; normal, normales, normalen = gewöhnlich; richtung, linksherum, rechtsherum, gegenuhrzeigersinn = Uhrzeigersinn; partie = Spiel; schriftrolle, rolle = Pergamentrolle; reserve = Vorrat; bestücken, befüllen, herrichten = aufbauen; allererst, allererste = erster; pärchen = zwei Spieler; plättchen = Marker; fortgeschritten, fortgeschrittene = erweitert; dauer, dauert, spielzeit, minuten, stunden, zeit = Spieldauer lange; remis, patt, gleichstand = unentschieden; benutzen, verwenden = einsetzen; sicher, sicherheit, schutz = geschützt; platz, kästchen = Feld; sieg, gewonnen, gewinner = gewinnen; vorbei, fertig, schluss, endet, enden = Ende; spielfigur, pöppel, meeple, stein = Figur; haufen = Stapel; runde = Zug; weniger, sinken, verringern = senken; alt, jung, jünger, jahre, kinder = Alter; allein, solo = Spieler mindestens; laufen, gehen = bewegen; kette, kombo, kombinieren = weitere Karte; mitmachen, mitspielen, klappen = spielen; verdienen, ergattern = holst; gratis, kostenlos = frei; muss, musst, pflicht, zwingend = freiwillig; gryffindor, hufflepuff, ravenclaw, slytherin = Haus',
  'faq.error.word': 'word muss ein Text sein; erhalten: {got}',
  'faq.error.query': 'query muss ein Text sein; erhalten: {got}',
  'faq.error.text': 'text muss ein Text sein; erhalten: {got}',
  'faq.error.id': 'id muss ein Text sein; erhalten: {got}',
  'faq.error.entry-object': 'Eintrag {position} von entries muss ein Objekt sein; erhalten: {got}',
  'faq.error.entry-unreadable': '{field} von Eintrag {position} in entries ließ sich nicht lesen',
  'faq.error.entry-text':
    '{field} von Eintrag {position} in entries muss ein nicht leerer Text sein; erhalten: {got}',
  'faq.error.entry-pages-list':
    'pages von Eintrag {position} in entries muss eine Liste von Seitenzahlen sein; erhalten: {got}',
  'faq.error.entry-pages-length': {
    one: 'pages von Eintrag {position} in entries darf höchstens {count} Seite nennen; erhalten: {length}',
    other:
      'pages von Eintrag {position} in entries darf höchstens {count} Seiten nennen; erhalten: {length}',
  },
  'faq.error.entry-page':
    'pages von Eintrag {position} in entries darf nur ganze Seitenzahlen von 1 bis {max} enthalten; erhalten: {got}',
  'faq.error.entry-pages-order':
    'pages von Eintrag {position} in entries muss aufsteigend und ohne Wiederholung sein; erhalten: {pages}',
} satisfies TranslationOf<typeof faqMessages>;
