<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>App</name>
    <message>
        <location filename="../../tabletop/ui/app.py" line="+43" />
        <source>Shuffling up…</source>
        <translation>Karten werden gemischt …</translation>
    </message>
</context>
<context>
    <name>CardText</name>
    <message>
        <location filename="../../tabletop/ui/view_model.py" line="+176" />
        <source>({cost}: Put a level counter on this. Level up only as a sorcery.)</source>
        <translation>({cost}: Lege eine Stufenmarke auf diese Karte. Setze Stufenaufstieg nur wie eine Hexerei ein.)</translation>
    </message>
</context>
<context>
    <name>CounterDialog</name>
    <message>
        <location filename="../../tabletop/ui/dialogs/table_moves.py" line="+93" />
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Number (negative removes)</source>
        <translation>Anzahl (negativ entfernt)</translation>
    </message>
</context>
<context>
    <name>Interaction</name>
    <message>
        <location filename="../../tabletop/ui/gestures.py" line="+129" />
        <source>Order triggered abilities</source>
        <translation>Ausgelöste Fähigkeiten ordnen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>{player}: put these on the stack in this order (the last one resolves first, 603.3b)</source>
        <translation>{player}: in dieser Reihenfolge auf den Stapel legen (die letzte wird zuerst verrechnet, 603.3b)</translation>
    </message>
    <message>
        <location line="+16" />
        <source>the engine could not do that: {reason}</source>
        <translation>die Regel-Engine konnte das nicht tun: {reason}</translation>
    </message>
    <message>
        <location line="+34" />
        <location line="+136" />
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <location line="-72" />
        <source>a permanent</source>
        <translation>eine bleibende Karte</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Click the permanent to attach it to (Esc cancels).</source>
        <translation>Klicke auf die bleibende Karte, an die sie angelegt werden soll (Esc bricht ab).</translation>
    </message>
    <message>
        <location line="+14" />
        <source>no legal target for {spec}</source>
        <translation>kein gültiges Ziel für {spec}</translation>
    </message>
    <message>
        <location line="+5" />
        <source> Enter finishes.</source>
        <translation> Eingabe beendet die Auswahl.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>{label}: click {spec} (Esc cancels).</source>
        <translation>{label}: klicke auf {spec} (Esc bricht ab).</translation>
    </message>
    <message>
        <location line="+13" />
        <source>choose a permanent on the battlefield</source>
        <translation>wähle eine bleibende Karte auf dem Schlachtfeld</translation>
    </message>
    <message>
        <location line="+8" />
        <source>illegal target: {reason}</source>
        <translation>ungültiges Ziel: {reason}</translation>
    </message>
    <message>
        <location line="+14" />
        <source>choose {n} more target(s)</source>
        <translation>wähle noch {n} Ziel(e)</translation>
    </message>
    <message>
        <location line="+42" />
        <source>{name}: nothing to do with it now</source>
        <translation>{name}: damit ist jetzt nichts zu tun</translation>
    </message>
    <message>
        <location line="+47" />
        <source>a spell or ability on the stack resolves or is countered; it can't be dragged away</source>
        <translation>ein Zauberspruch oder eine Fähigkeit auf dem Stapel wird verrechnet oder neutralisiert; man kann sie nicht wegziehen</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Attackers: {n}. Enter declares them.</source>
        <translation>Angreifer: {n}. Eingabe deklariert sie.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Blocks: {n}. Click a blocker, then the attacker it blocks; Enter declares.</source>
        <translation>Blocks: {n}. Klicke einen Blocker, dann den Angreifer, den er blockt; Eingabe deklariert.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../tabletop/ui/main_window.py" line="+202" />
        <source>Recording: {file}</source>
        <translation>Aufzeichnung: {file}</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The previous game is kept in its recording: {file}</source>
        <translation>Das vorige Spiel bleibt in seiner Aufzeichnung erhalten: {file}</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Opened with remarks</source>
        <translation>Mit Hinweisen geöffnet</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Opening…</source>
        <translation>Wird geöffnet …</translation>
    </message>
    <message>
        <location line="-12" />
        <source>Opened {title}</source>
        <translation>{title} geöffnet</translation>
    </message>
    <message>
        <location line="+26" />
        <source>This file could not be opened.</source>
        <translation>Diese Datei konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>File: {file}</source>
        <translation>Datei: {file}</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Where: {place}</source>
        <translation>Stelle: {place}</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Why: {reason}</source>
        <translation>Grund: {reason}</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The game on the table is unchanged.</source>
        <translation>Das Spiel auf dem Tisch ist unverändert.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Cannot open</source>
        <translation>Öffnen nicht möglich</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Load two decks</source>
        <translation>Zwei Decks laden</translation>
    </message>
    <message>
        <location line="+102" />
        <source>that card is face down in the other player's hand (View ▸ Show both hands, H)</source>
        <translation>diese Karte liegt verdeckt auf der Hand des anderen Spielers (Ansicht ▸ Beide Hände zeigen, H)</translation>
    </message>
    <message>
        <location line="+47" />
        <source>Create tokens</source>
        <translation>Spielsteine erzeugen</translation>
    </message>
    <message>
        <location line="+53" />
        <source>finish choosing targets first (Enter), or cancel (Esc)</source>
        <translation>erst die Zielwahl beenden (Eingabe) oder abbrechen (Esc)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>nobody has priority now</source>
        <translation>gerade hat niemand Priorität</translation>
    </message>
    <message>
        <location line="+29" />
        <source>no attackers are declared: combat goes on to its end step (508.8)</source>
        <translation>keine Angreifer deklariert: der Kampf geht zum Kampfendesegment weiter (508.8)</translation>
    </message>
    <message>
        <location line="+42" />
        <source>Save a screenshot</source>
        <translation>Bildschirmfoto speichern</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Recording</source>
        <translation>Aufzeichnung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Not recording.</source>
        <translation>Es wird nicht aufgezeichnet.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>About tabletop</source>
        <translation>Über tabletop</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A Magic: The Gathering table with a rules engine.</source>
        <translation>Ein Magic: The Gathering-Spieltisch mit Regel-Engine.</translation>
    </message>
    <message>
        <location line="+16" />
        <source>tabletop</source>
        <translation>tabletop</translation>
    </message>
    <message>
        <location filename="../../tabletop/ui/window_actions.py" line="+20" />
        <source>&amp;New demo table</source>
        <translation>&amp;Neuer Demo-Tisch</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Load two &amp;decks…</source>
        <translation>Zwei &amp;Decks laden …</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Save a &amp;screenshot…</source>
        <translation>&amp;Bildschirmfoto speichern …</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show the &amp;recording's place</source>
        <translation>Ort der &amp;Aufzeichnung zeigen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Pass priority</source>
        <translation>&amp;Priorität abgeben</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Next step</source>
        <translation>&amp;Nächstes Segment</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Next &amp;turn</source>
        <translation>Nächster &amp;Zug</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Finish choosing / declare</source>
        <translation>Auswahl &amp;beenden / deklarieren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Cancel choosing</source>
        <translation>Auswahl &amp;abbrechen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show &amp;both hands</source>
        <translation>&amp;Beide Hände zeigen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;About tabletop</source>
        <translation>Ü&amp;ber tabletop</translation>
    </message>
    <message>
        <location line="+69" />
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Players</source>
        <translation>S&amp;pieler</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Panels</source>
        <translation>Bereiche</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../../tabletop/ui/menus.py" line="+31" />
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Battlefield</source>
        <translation>Schlachtfeld</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Graveyard</source>
        <translation>Friedhof</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Exile</source>
        <translation>Exil</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Top of library</source>
        <translation>Oben auf die Bibliothek</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Bottom of library</source>
        <translation>Unter die Bibliothek</translation>
    </message>
    <message>
        <location line="+28" />
        <source>Cast {name}</source>
        <translation>{name} wirken</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Play {name}</source>
        <translation>{name} spielen</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Level up</source>
        <translation>Stufenaufstieg</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Move to</source>
        <translation>Verschieben nach</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Untap</source>
        <translation>Enttappen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Tap</source>
        <translation>Tappen</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+20" />
        <source>Counters</source>
        <translation>Marken</translation>
    </message>
    <message>
        <location line="-18" />
        <source>Put a {kind} counter</source>
        <translation>Eine {kind}-Marke legen</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Remove a {kind} counter</source>
        <translation>Eine {kind}-Marke entfernen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Other counters…</source>
        <translation>Andere Marken …</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Attach to…</source>
        <translation>Anlegen an …</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Destroy</source>
        <translation>Zerstören</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Give control to</source>
        <translation>Kontrolle geben an</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Create a token copy</source>
        <translation>Spielstein-Kopie erzeugen</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Life {delta:+d}</source>
        <translation>Leben {delta:+d}</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Set life…</source>
        <translation>Lebenspunkte setzen …</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+24" />
        <source>Draw a card</source>
        <translation>Eine Karte ziehen</translation>
    </message>
    <message>
        <location line="-23" />
        <location line="+25" />
        <source>Shuffle library</source>
        <translation>Bibliothek mischen</translation>
    </message>
    <message>
        <location line="-24" />
        <location line="+25" />
        <source>Mulligan</source>
        <translation>Mulligan</translation>
    </message>
    <message>
        <location line="-22" />
        <source>Create tokens…</source>
        <translation>Spielsteine erzeugen …</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Roll a six-sided die</source>
        <translation>Sechsseitigen Würfel werfen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Roll a twenty-sided die</source>
        <translation>Zwanzigseitigen Würfel werfen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Flip a coin</source>
        <translation>Münze werfen</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Set life</source>
        <translation>Lebenspunkte setzen</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Draw seven</source>
        <translation>Sieben ziehen</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Look through…</source>
        <translation>Durchsehen …</translation>
    </message>
</context>
<context>
    <name>OrderDialog</name>
    <message>
        <location filename="../../tabletop/ui/dialogs/choices.py" line="+117" />
        <source>Move up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move down</source>
        <translation>Nach unten</translation>
    </message>
</context>
<context>
    <name>PhaseBar</name>
    <message>
        <location filename="../../tabletop/ui/phase_bar.py" line="+40" />
        <source>Untap</source>
        <translation>Enttappen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Upkeep</source>
        <translation>Versorgung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Main 1</source>
        <translation>Hauptphase 1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Combat</source>
        <translation>Kampfbeginn</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Attackers</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Blockers</source>
        <translation>Blocker</translation>
    </message>
    <message>
        <location line="+1" />
        <source>First strike</source>
        <translation>Erstschlag</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Damage</source>
        <translation>Kampfschaden</translation>
    </message>
    <message>
        <location line="+1" />
        <source>End combat</source>
        <translation>Kampfende</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Main 2</source>
        <translation>Hauptphase 2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cleanup</source>
        <translation>Aufräumen</translation>
    </message>
    <message>
        <location line="+62" />
        <source>Turn {n} · {player}</source>
        <translation>Zug {n} · {player}</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Priority: {player}</source>
        <translation>Priorität: {player}</translation>
    </message>
    <message>
        <location line="+3" />
        <source>No priority ({step})</source>
        <translation>Keine Priorität ({step})</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Advance to this step (players pass with an empty stack)</source>
        <translation>Zu diesem Segment gehen (die Spieler geben bei leerem Stapel ab)</translation>
    </message>
</context>
<context>
    <name>Prompter</name>
    <message>
        <location filename="../../tabletop/ui/dialogs/prompter.py" line="+67" />
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Green</source>
        <translation>Grün</translation>
    </message>
</context>
<context>
    <name>Questions</name>
    <message>
        <location filename="../../tabletop/ui/questions.py" line="+55" />
        <source>Choose a mode</source>
        <translation>Wähle einen Modus</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Choose a value for X</source>
        <translation>Wähle einen Wert für X</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Choose a colour</source>
        <translation>Wähle eine Farbe</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Don't copy anything</source>
        <translation>Nichts kopieren</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Enter as a copy of which creature?</source>
        <translation>Als Kopie welcher Kreatur ins Spiel kommen?</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Choose a basic land type</source>
        <translation>Wähle einen Standardlandtyp</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Choose a creature type</source>
        <translation>Wähle einen Kreaturentyp</translation>
    </message>
    <message>
        <location line="+24" />
        <source>Order the replacement effects (the first applies first, 616.1)</source>
        <translation>Ersatzeffekte ordnen (der erste wird zuerst angewendet, 616.1)</translation>
    </message>
    <message>
        <location line="+111" />
        <source>that is already chosen</source>
        <translation>das ist schon gewählt</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../tabletop/ui/stack_view.py" line="+31" />
        <location line="+8" />
        <location filename="../../tabletop/ui/zones.py" line="+51" />
        <source>Stack</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <location line="+22" />
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <location filename="../../tabletop/ui/table_scene.py" line="+54" />
        <location filename="../../tabletop/ui/zones.py" line="-1" />
        <source>Battlefield</source>
        <translation>Schlachtfeld</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Lands</source>
        <translation>Länder</translation>
    </message>
    <message>
        <location line="+1" />
        <location filename="../../tabletop/ui/zones.py" line="-1" />
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../../tabletop/ui/view_model.py" line="+133" />
        <source>Triggered ability</source>
        <translation>Ausgelöste Fähigkeit</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Activated ability</source>
        <translation>Aktivierte Fähigkeit</translation>
    </message>
    <message>
        <location filename="../../tabletop/ui/zones.py" line="-3" />
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Graveyard</source>
        <translation>Friedhof</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Exile</source>
        <translation>Exil</translation>
    </message>
    <message>
        <location line="+208" />
        <source>Life</source>
        <translation>Leben</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Turn</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Priority</source>
        <translation>Priorität</translation>
    </message>
</context>
<context>
    <name>TokenDialog</name>
    <message>
        <location filename="../../tabletop/ui/dialogs/table_moves.py" line="-43" />
        <source>a card name, or a creature type</source>
        <translation>ein Kartenname oder ein Kreaturentyp</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Creature token with this power/toughness</source>
        <translation>Kreaturen-Spielstein mit dieser Stärke/Widerstandskraft</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Power</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Toughness</source>
        <translation>Widerstandskraft</translation>
    </message>
    <message>
        <location line="+1" />
        <source>How many</source>
        <translation>Wie viele</translation>
    </message>
</context>
<context>
    <name>ZoneBrowser</name>
    <message>
        <location filename="../../tabletop/ui/dialogs/zone_browser.py" line="+50" />
        <source>To hand</source>
        <translation>Auf die Hand</translation>
    </message>
    <message>
        <location line="+0" />
        <source>To battlefield</source>
        <translation>Aufs Schlachtfeld</translation>
    </message>
    <message>
        <location line="+1" />
        <source>To graveyard</source>
        <translation>In den Friedhof</translation>
    </message>
    <message>
        <location line="+0" />
        <source>To exile</source>
        <translation>Ins Exil</translation>
    </message>
    <message>
        <location line="+1" />
        <source>On top of library</source>
        <translation>Oben auf die Bibliothek</translation>
    </message>
    <message>
        <location line="+1" />
        <source>On the bottom of library</source>
        <translation>Unter die Bibliothek</translation>
    </message>
    <message>
        <location line="+23" />
        <source>{n} cards</source>
        <translation>{n} Karten</translation>
    </message>
</context>
</TS>
