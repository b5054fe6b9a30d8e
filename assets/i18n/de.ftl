# Ansage's sentences in German. Arguments come prepared: colours ($color, capitalized
# $Color), numbers as words ($n, $N), squares and moves in the announcement style, piece
# names ($piece). The forms a sentence needs are chosen here, by selectors on the keys
# $role (king, queen, rook, bishop, knight, pawn) and $side (white, black).

read-back = { $words }?
did-you-mean = Meinten Sie { $words }?
played = { $words }.
not-understood = Nicht verstanden. Bitte wiederholen.
unknown-word = Nicht verstanden: das Wort »{ $word }« kenne ich nicht.
illegal = Nicht möglich: { $reason }.
or = oder
choice = { $items }?
promotion-question = In welche Figur umwandeln?
cancelled = Zug verworfen. Bitte den Zug sagen.
nothing-to-confirm = Es gibt keinen Zug zu bestätigen.
nothing-to-cancel = Es gibt nichts zu verwerfen.
game-is-over = Die Partie ist beendet.
draw-offered = { $color } bietet Remis an.
draw-offer-before-move = { $Color } bietet Remis an, noch vor dem eigenen Zug; das Angebot gilt.
draw-offer-with-move = Remisangebot mit diesem Zug.
draw-declined = Remis abgelehnt.
no-draw-offer = Es liegt kein Remisangebot vor.
claim-rejected-repetition = Reklamation unberechtigt: keine dreifache Stellungswiederholung.
claim-rejected-fifty = Reklamation unberechtigt: noch keine fünfzig Züge ohne Schlagen und Bauernzug.
claim-what = Was reklamieren Sie: Wiederholung oder fünfzig Züge?
pieces-of = { $Color }: { $list }.
square-holds = { $square }: { $piece }.
colored-piece = { $side ->
        [white] { $role ->
            [queen] weiße
           *[other] weißer
        }
       *[black] { $role ->
            [queen] schwarze
           *[other] schwarzer
        }
    } { $piece }
named-list = { $name }: { $items }.
where-pieces = { $Piece }: { $White } { $white }; { $Black } { $black }.
move-number = Zug { $n }, { $color } am Zug.
whose-move = { $color } am Zug.
no-moves-yet = Noch kein Zug.
diagonal = Diagonale { $from } bis { $to }: { $items }.
diagonal-empty = leer
attacks-occupied = { $square }, { $piece }. Angreifer: { $attackers }. Verteidiger: { $defenders }.
attacks-empty = { $square }, leer. Weiß greift es an mit: { $white }. Schwarz mit: { $black }.
reach = { $piece } { $square } kann nach { $targets }.
reach-none = { $piece } { $square } kann nicht ziehen.
piece-count = { $role ->
        [queen] { $count ->
            [1] eine Dame
           *[other] { $words } Damen
        }
        [rook] { $count ->
            [1] ein Turm
           *[other] { $words } Türme
        }
        [bishop] { $count ->
            [1] ein Läufer
           *[other] { $words } Läufer
        }
        [knight] { $count ->
            [1] ein Springer
           *[other] { $words } Springer
        }
       *[pawn] { $count ->
            [1] ein Bauer
           *[other] { $words } Bauern
        }
    }
material-even = Material ausgeglichen.
material-ahead = { $Color } ist { $count ->
        [1] einen Bauern
       *[other] { $words } Bauern
    } voraus.
material-more = Mehr bei { $color }: { $items }.
pawns-passed = Freibauern: { $list }.
pawns-isolated = Isolierte Bauern: { $list }.
pawns-doubled = Doppelbauern auf Linie: { $list }.
pawns-plain = Keine Freibauern, keine isolierten Bauern, keine Doppelbauern.
say-now-read-back = Jetzt: ja, und der Zug wird gespielt; nein, und er wird verworfen; oder gleich einen anderen Zug. Alles, was man sagen kann: mehr.
say-now-choice = Jetzt: erste oder zweite, oder den Zug mit seinem Ausgangsfeld; nein verwirft ihn. Alles, was man sagen kann: mehr.
say-now-promotion = Jetzt: die neue Figur, Dame, Turm, Läufer oder Springer; nein verwirft den Zug. Alles, was man sagen kann: mehr.
say-now-confirm = Jetzt: ja oder nein. Alles, was man sagen kann: mehr.
say-now-move = { $Color } am Zug: einen Zug, zum Beispiel Springer Felix drei. Fragen: Zeit, letzter Zug, Figuren, wo sind die Springer, Diagonalen Eva vier, Angriffe Eva vier, wohin Springer, Material, Bauernstruktur. Alles, was man sagen kann: mehr.
say-now-over = Die Partie ist zu Ende. Fragen: alle Züge, Zug zwölf, Material, Bauernstruktur; neue Partie. Alles, was man sagen kann: mehr.
move-time = Der letzte Zug, { $color } { $move }, dauerte { $time }.
time-used = Verbraucht: Weiß { $white }, Schwarz { $black }.
clock-corrected = Schiedsrichter: { $Color } { $sign ->
        [minus] minus
       *[plus] plus
    } { $delta }. Die Uhr zeigt { $time }.
correction-undone = Korrektur zurückgenommen: { $Color } { $sign ->
        [minus] minus
       *[plus] plus
    } { $delta }. Die Uhr zeigt { $time }.
no-correction = Es gibt keine Korrektur zurückzunehmen.
which-line = Welche Linie? Zum Beispiel: abtasten Linie Eva, abtasten Reihe vier, abtasten Diagonalen Eva vier.
which-square = Welches Feld? Zum Beispiel: Diagonalen Eva vier.
more-files = Linie für Linie: mehr.
more-thinks = Die drei längsten Überlegungen jeder Seite: mehr.
no-times = Für diese Partie sind keine Zeiten aufgezeichnet; sie lief ohne Uhr.
report-longest = Längste Überlegung von { $color }: Zug { $n }, { $move }, { $time }.
report-trouble = { $Color } war ab Zug { $n } in Zeitnot, unter einer Minute.
report-no-trouble = Keine Seite kam unter eine Minute.
evaluating = Die Engine wertet die Partie aus; das Ergebnis folgt.
evaluation-turns = { $count ->
        [one] Wendepunkt
       *[other] Wendepunkte
    }: { $items }.
evaluation-no-turns = Die Partie kippte nie: keine Seite übernahm die Oberhand von der anderen.
evaluation-turn = Zug { $n }, { $color }, { $move }: danach { $standing }
standing-equal = ist es ausgeglichen
standing-better = steht { $color } besser
standing-winning = steht { $color } auf Gewinn
evaluation-worst = Schlechtester Zug von { $color }: Zug { $n }, { $move }, { $kind }, { $loss }.
evaluation-no-mistake = { $Color } machte keinen Fehler.
kind-blunder = ein grober Fehler
loss-pawns = minus { $pawns } Bauern
loss-mate = danach setzt der Gegner matt
kind-mistake = ein Fehler
worst-moves = Die schlechtesten Züge von { $color }: { $items }.
mistake = Zug { $n }, { $move }, { $kind }, { $loss }
more-mistakes = Einzelheiten der Auswertung: mehr.
no-evaluation-tournament = Im Turniermodus wertet keine Engine die Partie aus.
no-evaluation = Die Engine kann die Partie nicht auswerten: { $why }
longest-thinks = Längste Überlegungen von { $color }: { $items }.
think = Zug { $n }, { $move }, { $time }
nothing-more = Dazu gibt es nicht mehr.
none = keine
empty = { $what }: leer.
illegal-entered = Regelwidriger Zug von { $color }, Nummer { $n }. Die Stellung davor gilt.
two-minutes = { $opp } erhält zwei Minuten.
illegal-stands = Regelwidriger Zug von { $color }: { $move }. Die Uhr ist gedrückt, der Zug gilt; { $opp } kann ihn vor dem eigenen Zug reklamieren.
confirm-claim-illegal = Den regelwidrigen Zug von { $color } reklamieren? Ja oder nein.
illegal-needs-squares = Im Schnell- und Blitzschach gilt ein regelwidriger Zug, sobald die Uhr gedrückt ist. Bitte mit Ausgangs- und Zielfeld eintragen, zum Beispiel: illegal c1 f4.
illegal-no-piece = Auf { $square } steht keine Figur von { $color }. Nichts eingetragen.
illegal-own-piece = Auf { $square } steht eine Figur derselben Farbe. Nichts eingetragen.
intervene-promotion = Die Umwandlung ist regelwidrig; der Schiedsrichter greift ein.
intervene-king-taken = Ein König wurde geschlagen; der Schiedsrichter greift ein.
intervene-king-in-check = Der Zug lässt den eigenen König im Schach; der Schiedsrichter greift ein.
illegal-claim-lapsed = Keine Reklamation. Die Partie geht von der Stellung nach dem regelwidrigen Zug weiter.
back-to = Zurück zu Zug { $n }, { $color } am Zug.
no-such-move = Einen Zug { $n } gibt es nicht.
sealed = Abgabezug versiegelt. Die Partie ist vertagt.
adjourned = Die Partie ist vertagt. Zum Fortsetzen: fortsetzen.
not-adjourned = Die Partie ist nicht vertagt.
resumed = Partie fortgesetzt. Abgabezug: { $words }.
absent-clock-runs = { $Color } ist zur Wiederaufnahme nicht erschienen: die Uhr von { $color } läuft. Kommt { $color }, wird der Abgabezug ausgeführt: »fortsetzen«.
absent-may-seal = { $Color } ist zur Wiederaufnahme nicht erschienen. Der Abgabezug ist ausgeführt; die Antwort kann ihrerseits als Abgabezug versiegelt werden, dann läuft die Uhr von { $color }.
new-game = Neue Partie. { $color } am Zug.
no-clock = Für diese Partie läuft keine Uhr.
help = Zug sagen, zum Beispiel Springer Felix drei, dann ja oder nein. Fragen: Zeit, wer ist am Zug, Zugnummer, letzter Zug, alle Züge, wo sind die Springer, Figuren Weiß, was steht auf Eva vier, Linie Eva, Reihe vier, Diagonalen Eva vier, Angriffe Eva vier, wohin Springer Gustav eins, Material, Bauernstruktur, mehr, was kann ich sagen. Remis, Remis angenommen, abgelehnt, aufgeben, reklamiere Wiederholung, reklamiere fünfzig Züge, reklamiere Zeitnot, zurück zu Zug zwölf, Abgabezug, fortsetzen, nochmal, Ruhe, beenden.
too-long = Zu viele Wörter. Bitte nur den Zug sagen.
line-too-long = Die Zeile ist zu lang (über { $max } Zeichen) und wurde übergangen.
resume-offer = Es gibt eine gespeicherte Partie: Zug { $n }, { $color } am Zug. Fortsetzen? Ja oder nein.
save-unreadable = Die gespeicherte Partie ist nicht lesbar ({ $problem }). Die Datei ist unverändert aufbewahrt: { $kept }. Neue Partie.
config-unreadable = Die Einstellungen sind nicht lesbar ({ $problem }). Die Datei ist unverändert aufbewahrt: { $kept }. Es gelten die Standardwerte.
save-failed = Speichern fehlgeschlagen: { $problem }. Es wird weiter versucht.
closing = Ansage wird beendet.
closing-saved = Ansage wird beendet. Die Partie ist gespeichert und wird beim nächsten Start angeboten.
saved-again = Wieder gespeichert. Die Partie ist gesichert.
folder-busy = { $pid ->
    [none] Ein anderes Ansage benutzt diesen Datenordner.
   *[other] Ein anderes Ansage (Prozess { $pid }) benutzt diesen Datenordner.
} Hier wird nichts gespeichert; mit --data-dir lässt sich ein anderer Ordner wählen.
confirm-resign = { $color } gibt auf? Ja oder nein.
confirm-accept-draw = Das Remisangebot von { $color } annehmen? Ja oder nein.
confirm-new-game = Neue Partie beginnen? Die laufende Partie wird beendet. Ja oder nein.
confirm-quit = Ansage beenden? Die Partie bleibt gespeichert. Ja oder nein.
confirm-load = Die geladene Partie übernehmen? Die laufende Partie wird beendet. Ja oder nein.
confirm-back-to = Zurück zu Zug { $n }, { $color } am Zug? Die Züge danach werden gestrichen. Ja oder nein.
confirm-seal = Abgabezug { $words } versiegeln? Die Partie wird vertagt. Ja oder nein.
confirm-claim-repetition = Remis reklamieren wegen dreifacher Stellungswiederholung? Ja oder nein.
confirm-claim-repetition-move = Remis reklamieren wegen dreifacher Stellungswiederholung, mit dem Zug { $words }? Ja oder nein.
confirm-claim-fifty = Remis reklamieren nach der Fünfzig-Züge-Regel? Ja oder nein.
confirm-claim-fifty-move = Remis reklamieren nach der Fünfzig-Züge-Regel, mit dem Zug { $words }? Ja oder nein.
yes-or-no = Ja oder nein.
action-cancelled = Abgebrochen. Die Partie geht weiter.
time = Weiß { $white }, Schwarz { $black }.
clock-stopped-note = Die Uhr ist angehalten.
moves-to-control = Noch { $count ->
        [one] ein Zug
       *[other] { $words } Züge
    } bis zur Zeitkontrolle.
clock-reading = { $Color }: { $time }.
no-recording-needed = { $color } muss nicht mehr mitschreiben.
flag = Flagge! { $color } hat die Zeit überschritten.
both-flags = Beide Flaggen sind gefallen. Die Partie geht weiter; der Schiedsrichter stellt die Uhr.
move-counter = Zugzähler { $color }: { $n }.
clock-paused = Uhr angehalten.
clock-running = Uhr läuft.
clock-not-paused = Die Uhr ist nicht angehalten.
quickplay-claimed = { $color } reklamiert Remis nach Artikel 10.2. Die Uhr ist angehalten; der Schiedsrichter entscheidet.
quickplay-not-now = Reklamation nach 10.2 nur mit weniger als zwei Minuten in der letzten Periode.
quickplay-not-in-blitz = Im Blitz gilt Artikel 10.2 nicht; die Partie geht weiter.
quickplay-deferred = Entscheidung vertagt. { $color } erhält zwei Minuten.
quickplay-rejected = Reklamation abgelehnt. { $color } erhält zwei Minuten.
no-quickplay-claim = Es liegt keine Reklamation nach 10.2 vor.
heard = Gehört: { $text }.
microphone-ready = Mikrofon bereit: { $name }.
no-microphone = Kein Mikrofon ({ $why }). Die Partie geht per Tastatur weiter; das Mikrofon wird wieder gesucht.
mic-why-no-device = das System hat kein Eingabegerät
mic-why-no-device-named = kein Eingabegerät heißt { $name }
mic-why-unavailable = das Gerät ist nicht erreichbar
mic-why-busy = ein anderes Programm belegt es
mic-why-no-permission = das System erlaubt den Zugriff nicht
mic-why-no-sound = es liefert keinen Ton mehr
no-recognizer = Keine Spracherkennung ({ $why }). Die Partie geht per Tastatur weiter.
listening-on = Ich höre zu.
listening-off = Ich höre nicht mehr zu.
touched = Berührt: { $piece } auf { $square }.
touched-nothing = Auf { $square } steht keine Figur.
clock-digits = Weiß { $white } | Schwarz { $black } ({ $running ->
        [white] Uhr von Weiß läuft
        [black] Uhr von Schwarz läuft
       *[none] angehalten
    })
no-speech = Keine Sprachausgabe ({ $why }). Ansagen werden nur geschrieben.
# Why there is no speech (said inside no-speech).
speech-unreachable = Speech Dispatcher ist nicht erreichbar
speech-system-unusable = die Systemstimme lässt sich nicht nutzen
speech-system-failed = die Systemstimme hat versagt
no-sound = Die Sprachausgabe läuft, aber es ist nichts zu hören: Speech Dispatcher erreicht kein Audiogerät. Ansagen werden nur geschrieben.
no-window = Das Fenster lässt sich nicht öffnen ({ $why }). Ansage läuft in der Konsole weiter.
no-display-set = weder DISPLAY noch WAYLAND_DISPLAY ist gesetzt
no-wayland-answers = kein Wayland-Compositor antwortet auf WAYLAND_DISPLAY={ $display }
no-x-answers = kein X-Server antwortet auf DISPLAY={ $display }
x-refuses = der X-Server auf DISPLAY={ $display } lehnt ab: { $why }
screen-reader-beside = { $name } läuft: Ansage spricht so, dass keiner den anderen unterbricht.
screen-reader-through = Ansage spricht über { $name }, auch auf der Braillezeile.
unheard = Diese Wörter erkennt die Spracherkennung nicht: { $list }.
unheard-instead = { $word } (stattdessen { $instead })

reason-game-over = die Partie ist beendet
reason-other-side = { $Color } ist am Zug; das wäre ein Zug von { $opp }
place-file = der Linie { $file }
place-rank = der Reihe { $rank }
no-piece-on = { $role ->
        [queen] keine
       *[other] kein
    } { $piece } auf { $place }
no-piece = Sie haben { $role ->
        [queen] keine Dame
        [pawn] keinen Bauern
       *[other] keinen { $piece }
    }
no-piece-at = auf { $place } steht keine Ihrer Figuren
cannot-reach-from = { $role ->
        [queen] die
       *[other] der
    } { $piece } auf { $from } kann { $to } nicht erreichen
cannot-reach = { $role ->
        [queen] keine
       *[other] kein
    } { $piece } kann { $to } erreichen
own-piece = auf { $to } steht { $role ->
        [queen] Ihre eigene
       *[other] Ihr eigener
    } { $piece }
nothing-to-capture = auf { $to } gibt es nichts zu schlagen
wrong-capture = auf { $to } steht { $role ->
        [queen] keine
       *[other] kein
    } { $piece }
cannot-capture = { $role ->
        [queen] keine
       *[other] kein
    } { $piece } kann { $captured_role ->
        [queen] eine Dame
        [pawn] einen Bauern
       *[other] einen { $captured }
    } schlagen
king-in-check = Ihr König stünde im Schach
bad-promotion = das ist keine Umwandlung
castle = keine Rochade, { $why }
castle-king-moved = der König hat schon gezogen
castle-rook-moved = der Turm hat schon gezogen
castle-in-check = der König steht im Schach
castle-blocked = zwischen König und Turm stehen Figuren
castle-through-check = der König würde ein angegriffenes Feld überqueren oder betreten

result = { $reason }. { $outcome }.
end-checkmate = Matt
end-stalemate = Patt
end-dead-position = Kein Matt mehr möglich
end-agreement = Remis vereinbart
end-resignation = { $loser } gibt auf
end-abandoned = { $loser } hat die Partie verlassen
end-quickplay = Remis nach Reklamation in Zeitnot
end-repetition = Dreifache Stellungswiederholung
end-fifty = Fünfzig-Züge-Regel
end-illegal = Regelwidriger Zug
end-flag = Flagge
end-sealed-illegal = Abgabezug ungültig
confirm-declare = { $Color } verliert die Partie durch Entscheidung des Schiedsrichters ({ $ground })? Ja oder nein.
end-declared = { $Loser } verliert durch Entscheidung des Schiedsrichters ({ $ground })
end-declared-both = Entscheidung des Schiedsrichters (Artikel 12.9, beide weigern sich beharrlich, die Regeln zu befolgen)
confirm-declare-both = Beide verlieren die Partie durch Entscheidung des Schiedsrichters (Artikel 12.9, beide weigern sich beharrlich, die Regeln zu befolgen)? Ja oder nein.
forfeit-absent = Artikel 6.7, nicht rechtzeitig erschienen
forfeit-phone = Artikel 12.2 b, Mobiltelefon
forfeit-refusal = Artikel 12.8, beharrliche Weigerung, die Regeln zu befolgen
forfeit-penalty = Artikel 13.4 d, Strafe
end-recorded = Ergebnis laut Partieformular
outcome-white = Weiß gewinnt, eins zu null
outcome-black = Schwarz gewinnt, null zu eins
outcome-draw = Remis, ein halb zu ein halb
outcome-both-lose = Beide verlieren, null zu null

# The console's own lines.
note-saved = Gespeichert: { $path }
pgn-file-unreadable = Die Datei { $path } lässt sich nicht lesen: { $why }. Die Partie bleibt, wie sie ist.
file-not-found = es gibt sie nicht
file-no-permission = keine Berechtigung
file-is-folder = das ist ein Ordner
file-path-not-folder = ein Teil des Pfads ist kein Ordner
file-exists = sie gibt es schon
file-disk-full = der Datenträger ist voll
file-quota = das Speicherkontingent ist erschöpft
file-read-only = der Datenträger ist schreibgeschützt
file-too-large = die Datei ist zu groß
file-bad-name = der Name ist ungültig
file-not-text = ihr Inhalt ist kein lesbarer Text
file-system-error = Systemfehler: { $error }
pgn-unreadable = Das ist kein lesbares PGN ({ $detail }). Die Partie bleibt, wie sie ist.
pgn-no-game = In der Datei steht keine Partie.
pgn-no-such-game = Die Datei enthält { $count ->
        [one] nur eine Partie
       *[other] { $count } Partien
    }; eine Partie { $asked } gibt es darin nicht.
pgn-variant = Die Partie ist { $variant }; Ansage spielt nur Schach nach den FIDE-Regeln mit der üblichen Grundstellung. Nicht geladen.
pgn-bad-start = Die Ausgangsstellung der Partie (FEN) ist keine gültige Schachstellung: { $detail }. Nicht geladen.
pgn-illegal-move = Der { $number }. Zug von { $side ->
        [black] Schwarz
       *[white] Weiß
    }, { $move }, ist in der Stellung regelwidrig. Nicht geladen.
pgn-not-a-move = Der { $number }. Zug von { $side ->
        [black] Schwarz
       *[white] Weiß
    }, { $move }, ist kein Zug, den Ansage lesen kann: Züge werden gelesen, wie der PGN-Standard sie schreibt, mit englischen Buchstaben (e4, Nf3, O-O), oder in langer Notation (e2-e4). Nicht geladen.
pgn-after-end = Nach den Regeln endete die Partie mit dem { $number }. Zug von { $side ->
        [black] Schwarz
       *[white] Weiß
    }; { $count ->
        [one] der Halbzug, der danach noch gespielt wurde, wird
       *[other] die { $count } Halbzüge, die danach noch gespielt wurden, werden
    } nicht geladen.
pgn-null-move = Der { $number }. Zug von { $side ->
        [black] Schwarz
       *[white] Weiß
    } ist ein Nullzug (--), den es in einer Partie nicht gibt. Nicht geladen.
pgn-no-player = In { $count ->
        [one] der Partie der Datei
       *[other] den { $count } Partien der Datei
    } spielt niemand namens { $player }. Die Partie bleibt, wie sie ist.
pgn-player-games = { $player } spielt in { $count } Partien der Datei ({ $games }); die erste ist geladen, „load“ mit Pfad und Nummer lädt eine andere.
pgn-one-of = Partie { $index } von { $count } in der Datei; die Liste steht auf dem Bildschirm, „load“ mit Pfad und Nummer lädt eine andere.
pgn-one-of-page = Partie { $index } von { $count } in der Datei; die ersten { $shown } stehen auf dem Bildschirm, „load“ mit Pfad und Nummer lädt eine andere.
pgn-chosen = Partie { $index } von { $count } in der Datei.
pgn-loaded = Partie geladen: { $white } gegen { $black }, { $n ->
        [0] noch ohne Züge
        [one] ein Halbzug
       *[other] { $n } Halbzüge
    }.
note-no-games = Noch keine Partie aufbewahrt.
games-page = Die neuesten { $shown } von { $count } aufbewahrten Partien; „load N“ lädt jede nach ihrer Nummer, von der neuesten an gezählt.
kept-game = { $when }: { $white } gegen { $black }, { $outcome }
kept-when = { $day }.{ $month }.{ $year }, { $hour }:{ $minute } Uhr
kept-unfinished = nicht beendet
menu-games = Letzte Partien
screen-games = Letzte Partien. Pfeil hoch und runter wählen, Eingabe lädt die Partie, Escape geht zurück.
menu-file-games = Partien der Datei
menu-page = { $from }–{ $to } von { $count }
screen-file-games = { $count ->
        [one] Eine Partie
       *[other] { $count } Partien
    } in der Datei. Pfeil hoch und runter wählen, Eingabe lädt die Partie, Escape geht zurück zum Ordner.
pgn-list-line = { $n }. { $white } gegen { $black }, { $result ->
        [white] Weiß gewann
        [black] Schwarz gewann
        [draw] remis
        [both] beide verloren
       *[other] nicht beendet
    }
note-no-such-game = Eine aufbewahrte Partie { $n } gibt es nicht (games listet sie).
note-error = Fehler: { $error }. Nichts geändert.
note-out-of-range = { $setting }: { $given } geht nicht, erlaubt ist eine Zahl von { $low } bis { $high }. Nichts geändert.
note-set = Eingestellt: { $key } – { $value }.
setting-style = Zugansage
setting-confirm = Rückfrage
setting-lang = Sprache
setting-illegal = Regel für regelwidrige Züge
setting-rate = Sprechtempo
setting-pitch = Tonhöhe
setting-volume = Lautstärke
setting-voice = Stimme
setting-earcon = Ton
setting-clock = Uhr
setting-warnings = Zeitwarnungen
warnings-none = Keine Zeitwarnungen.
warning-left = noch { $time }
warnings-now = Zeitwarnungen: { $list }; { $how ->
        [tone] als Ton
       *[spoken] gesprochen
    }.
setting-warnings-spoken = Zeitwarnungen gesprochen
setting-marks = Ansage der Zeitmarken
setting-record = Aufnahme
value-classical = klassisch, 90 Minuten für 40 Züge, dann 30 Minuten, 30 Sekunden je Zug dazu
value-rapid-25 = Schnellschach, 25 Minuten, 10 Sekunden je Zug dazu
value-rapid-15 = Schnellschach, 15 Minuten, 10 Sekunden je Zug dazu
value-blitz-5 = Blitz, 5 Minuten
value-blitz-3 = Blitz, 3 Minuten, 2 Sekunden je Zug dazu
note-bad-setting = Unbekannte Einstellung: { $setting }. Siehe help.
envelope-title = Abgabezug (Anhang A2)
envelope-white = Weiß
envelope-black = Schwarz
envelope-event = Turnier
envelope-round = Runde
envelope-sealed-by = Abgegeben von
envelope-move = Zug
envelope-offer = Remisangebot offen
envelope-resumption = Fortsetzung
envelope-used = Verbrauchte Zeit
envelope-no-clock = ohne Uhr
envelope-unset = noch nicht festgelegt
yes = ja
no = nein

opponent-move = Ansage zieht { $words }. Bitte auf dem Brett ausführen.
hint = Tipp: { $words }.
no-hints-tournament = Turniermodus: keine Hinweise.
no-engine = Ohne Engine gibt es keine Hinweise.
tournament-mode = Turniermodus: keine Engine, keine Hinweise, keine Analyse.
engine-failed = { $why } Die Partie geht ohne sie weiter.
engine-cannot-start = Die Engine lässt sich nicht starten ({ $error }).
engine-silent-start = Die Engine meldet sich nicht.
engine-no-move = Die Engine bringt ihren Zug nicht.
engine-stopped = Die Engine hat sich beendet.
engine-impossible-move = Die Engine hat einen unmöglichen Zug geschickt ({ $move }).
engine-not-uci = Die Engine spricht nicht UCI, sie antwortet „{ $line }“. Ansage braucht eine UCI-Engine (GNU Chess mit --uci, Crafty über polyglot).
engine-depth-only = Die Engine { $name } hat keine Stärkeeinstellung; Ansage begrenzt deshalb ihre Rechentiefe (Tiefe { $depth }).

# Das Fenster (Bildschirme, Menüs, Tasten). Ein Eintrag wird gesprochen, wenn er den Fokus bekommt.
ready = Bereit.
focus-item = { $label }: { $value }.
screen-start = Ansage. Pfeil hoch und runter wählen, Eingabe öffnet. F1 nennt die Tasten.
screen-new-game = Neue Partie. Pfeil hoch und runter wählen, links und rechts ändern, Eingabe beginnt.
screen-settings = Einstellungen. Pfeil hoch und runter wählen, links und rechts ändern. Escape geht zurück.
screen-help = Tasten. Escape geht zurück.
screen-game = { $mode }.
menu-resume = Gespeicherte Partie fortsetzen
menu-new-game = Neue Partie
menu-open-pgn = PGN-Datei öffnen
menu-settings = Einstellungen
menu-help = Tasten und Hilfe
menu-billiards = Billard-Anzeigetafel
menu-quit = Beenden
menu-voice-sample = Stimmprobe: Ansage lernt Ihre Stimme
menu-download = Herunterladen
menu-no-download = Nein, weiter mit PocketSphinx
screen-model-offer = Spracherkennung
screen-online = Online spielen auf { $server }. Pfeil hoch und runter wählen, links und rechts ändern, Eingabe beginnt.
menu-online = Online spielen
menu-sign-in = Im Browser anmelden
menu-sign-out = Abmelden
item-online-time = Bedenkzeit
item-online-color = Farbe
item-rated = Gewertet
item-ai-level = Stufe der KI
menu-play-ai = Gegen die KI des Servers spielen
item-challenge = Gegner herausfordern, Name
menu-seek = Gegner suchen
menu-await = Auf Herausforderungen warten
value-random = zufällig
value-no = nein
value-yes = ja
online-sign-in-first = Nicht bei { $server } angemeldet. Bitte zuerst „Im Browser anmelden“ wählen.
online-signing-in = Die Anmeldung im Browser läuft schon.
online-signing-failed = Die Anmeldung im Browser ist abgebrochen. Bitte noch einmal.
online-tournament = Im Turniermodus wird nicht online gespielt.
online-no-name = Bitte zuerst den Namen des Gegners eingeben.
menu-start = Partie beginnen
menu-back = Zurück
item-mode = Modus
item-clock = Uhr
item-blind-color = Farbe des blinden Spielers
item-engine-level = Stärke des Programms
item-tournament = Turniermodus
item-style = Zugansage
item-language = Sprache
item-confirm = Rückfrage
item-rate = Sprechtempo
item-speak = Sprachausgabe
item-earcons = Töne
item-device = Mikrofon
item-push-to-talk = Sprechtaste
item-recognizer = Erkenner
item-model = Sprachmodell
item-large-text = Große Schrift
item-colours = Brettfarben
value-relay = Assistent überträgt
value-two-voices = zwei Stimmen
value-engine = gegen das Programm
value-review = Nachspielen
value-online = Online-Partie
value-on = an
value-off = aus
value-white = Weiß
value-black = Schwarz
value-none = keine
value-default = Standard
value-always = immer
value-when-inexact = wenn ungenau
value-never = nie
value-classic = klassisch
value-contrast = hoher Kontrast
value-blue = blau
value-pocketsphinx = PocketSphinx
value-vosk = Vosk
square-empty = leer
square-piece = { $square }, { $piece }.
question-standing = Frage an den Spieler:
question-keys = { $yes }: ja · { $no }: nein
to-execute = Auf dem Brett ausführen:
heard-line = Gehört: { $text }
said-line = Gesagt: { $text }
mic-listening = Hört zu
mic-push = Leertaste halten und sprechen
mic-off = Kein Mikrofon
mic-not-listening = Zuhören aus
review-start = Ausgangsstellung. { $count ->
        [one] Ein Zug
       *[other] { $count } Züge
    }.
review-took = Bedenkzeit: { $time }.
review-score = Bewertung: { $sign ->
        [plus] plus { $pawns }
        [minus] minus { $pawns }
       *[none] { $pawns }
    }.
review-mate = Bewertung: { $Color } setzt in { $n ->
        [one] einem Zug
       *[other] { $n } Zügen
    } matt.
review-at = Zug { $n }, { $color }: { $words }.
flipped = Brett gedreht: { $side ->
        [white] Weiß
       *[black] Schwarz
    } unten.
selected = Von { $square }. Jetzt das Zielfeld.
selection-cleared = Auswahl aufgehoben.
no-move-from-to = Kein regelgerechter Zug von { $from } nach { $to }.
applies-next-start = Gilt ab dem nächsten Start.
type-a-move = Zug in Worten oder SAN tippen, oder einen Befehl; Eingabe sendet.
# The typing line's placeholder: short, it fits the line under the board.
typing-hint = Zug oder Befehl tippen
pgn-path = Pfad der PGN-Datei; Eingabe öffnet.
item-pgn-path = Pfad eingeben
screen-open-pgn = PGN-Datei öffnen. Ordner { $dir }: { $files ->
        [0] keine PGN-Datei
        [one] eine PGN-Datei
       *[other] { $files } PGN-Dateien
    }, { $folders ->
        [0] kein Unterordner
        [one] ein Unterordner
       *[other] { $folders } Unterordner
    }. Pfeil hoch und runter wählen, Eingabe öffnet, Escape geht zurück.
pgn-folder-item = Ordner { $name }
pgn-folder-up = Ordner darüber: { $dir }
pgn-folder-unreadable = Der Ordner { $dir } lässt sich nicht öffnen: { $why }.
white-name = Name von Weiß
black-name = Name von Schwarz
key-help = Hilfe: diese Liste, gesprochen
key-arrows = Cursor bewegen; Feld und Figur werden gesprochen
key-enter = Feld unter dem Cursor wählen: erst von, dann nach (Zug der sehenden Seite)
key-space = halten und sprechen (Sprechtaste)
key-type = Zug in Worten oder SAN tippen, oder einen Befehl
key-yes = ja (Rückfrage bestätigen)
key-no = nein (korrigieren)
key-clock = beide Uhren
key-number = Zugnummer
key-last = letzter Zug
key-all = alle Züge
key-pieces = die weißen Figuren; mit Umschalt die schwarzen
key-file = die Figuren auf der Linie des Cursors
key-rank = die Figuren auf der Reihe des Cursors
key-diagonals = die Diagonalen durch das Feld des Cursors
key-attacks = was das Feld des Cursors angreift und deckt
key-reach = wohin die Figur unter dem Cursor ziehen kann
key-material = die Materialbilanz
key-pawns = die Bauernstruktur: Frei-, isolierte und Doppelbauern
key-more = mehr: die Einzelheiten der letzten Antwort
key-what-to-say = was kann ich jetzt sagen?
key-report = der Bericht: längste Überlegungen, Zeitnot; nach der Partie die Auswertung der Engine
key-statement = die Geräteerklärung für den Schiedsrichter: Version, Prüfsumme, Engine, Netzwerk, Aufnahme
key-across = ein zweites Fenster für das sehende Gegenüber: das Brett von seiner Seite, der letzte Zug groß, beide Uhren
key-scan = die Linie, Reihe oder Diagonalen des Cursors als Töne: links nach rechts nach der Linie, höher nach der Reihe; weiße Figur klar, schwarze näselnd, leeres Feld ein Klick (Esc bricht ab)
key-touched = der sehende Spieler hat die Figur unter dem Cursor berührt (2.9e)
key-flip = Brett drehen
key-hint = ein Tipp (nicht im Turniermodus)
key-review = Nachspielen: voriger und nächster Zug, Anfang und Ende
key-escape = Sprechen abbrechen, Auswahl aufheben; sonst: zurück
key-settings = Einstellungen
key-menu = Startseite
key-quit = beenden (die Partie bleibt gespeichert)
to-move-short = am Zug
value-de = Deutsch
value-en = Englisch
value-ru = Russisch
keyname-arrows = Pfeiltasten
value-ibca = IBCA (Anna, Bella, …)
value-ibca-from = IBCA mit Ausgangsfeld
recording-on = Die Partie wird aufgenommen.
recording-off = Aufnahme beendet.
recording-failed = Die Partie kann nicht aufgenommen werden: { $problem }.
no-recording = Von diesem Zug gibt es keine Aufnahme.
replaying = Zug { $n } aus der Aufnahme.
dispute-heard = gehört
dispute-read-back = zurückgelesen
dispute-confirmed = bestätigt
dispute-turned-down = abgelehnt
dispute-corrected = korrigiert
dispute-played = gespielt
dispute-entered = eingegeben
sheet-title = Partieformular
sheet-date = Datum
sheet-result = Ergebnis
sheet-no-braille-table = liblouis hat keine Braille-Übersetzungstabelle für diese Sprache ({ $tables }); unter Debian und Ubuntu sind die Tabellen im Paket liblouis-data
sheet-braille-failed = liblouis konnte das Formular nicht in Braille übertragen
sheet-no-font = die Schrift des gedruckten Formulars ist nicht lesbar
sheet-signature-white = Unterschrift Weiß
sheet-signature-black = Unterschrift Schwarz
sheet-signature-arbiter = Unterschrift Schiedsrichter
item-record = Aufnahme
recording-state = Aufnahme
key-replay = den Zug aus der Aufnahme abspielen (beim Nachspielen: den gezeigten)
unheard-count = { $n ->
        [one] Ein Wort
       *[other] { $n } Wörter
    } des Wortschatzes erkennt die Spracherkennung nicht; die Liste steht im Protokoll.
recognizer-ready = Spracherkennung: { $engine }.
model-offer = Mit dem Spracherkennungsmodell Vosk für { $vocabulary ->
        [de] Deutsch
        [en] Englisch
       *[ru] Russisch
    } versteht Ansage Sie besser. Es ist { $size } MB groß und wird einmal aus dem Internet geladen. Jetzt herunterladen? Ja oder nein.
model-offer-again = Das Sprachmodell jetzt herunterladen? Ja oder nein.
model-downloading = Das Modell wird heruntergeladen; die Partie kann derweil beginnen.
model-progress = { $percent } Prozent des Modells sind geladen.
model-not-official = Der eingestellte Server hat nicht das offizielle Archiv des Modells geliefert; Ansage hört trotzdem damit.
model-installed = Das Vosk-Modell ist installiert; Ansage hört ab jetzt damit.
model-declined = Ansage hört weiter mit PocketSphinx. Das Modell lässt sich später mit „ansage models install { $vocabulary }“ installieren.
model-answer-not-kept = Die Antwort ließ sich nicht speichern ({ $problem }); beim nächsten Start fragt Ansage noch einmal.
model-no-network = Keine Netzverbindung: Das Modell kann jetzt nicht geladen werden. Ansage hört weiter mit PocketSphinx und bietet es in einer Woche wieder an; „ansage models install { $vocabulary }“ lädt es jederzeit.
model-no-answer = Der Server des Modells antwortet nicht: Das Modell kann jetzt nicht geladen werden. Ansage hört weiter mit PocketSphinx und bietet es in einer Woche wieder an; „ansage models install { $vocabulary }“ lädt es jederzeit.
model-not-installed = Das Modell ließ sich nicht installieren ({ $problem }). Ansage hört weiter mit PocketSphinx.
key-dispute = die Züge wie gehört, zurückgelesen, bestätigt und gespielt, für den Schiedsrichter
audio-sheet-start = Nur Tonaufnahme: Ansage nimmt die Partie vom Mikrofon auf und tut sonst nichts – keine Spracherkennung, keine Ansage von Zügen, keine Engine, kein Netzwerk. Eingaben: status, statement, quit.
audio-sheet-recording = Die Aufnahme läuft, in { $path }.
audio-sheet-status = Aufgenommen: { $time }, in { $path }.
audio-sheet-no-microphone = Kein Mikrofon ({ $why }). Die Aufnahme beginnt, sobald eines da ist.
audio-sheet-waiting = Noch keine Aufnahme: Ansage wartet auf das Mikrofon.
audio-sheet-failed = Die Aufnahme ist nicht möglich: { $why }
audio-sheet-keys = Nur Tonaufnahme: status sagt, wie lange schon aufgenommen wird, statement gibt die Geräteerklärung, quit beendet die Aufnahme.
audio-sheet-end = Aufnahme beendet und gespeichert: { $time }, in { $path }.
audio-sheet-nothing = Es wurde nichts aufgenommen: kein Mikrofon.
statement-audio-sheet = Betriebsart: nur Tonaufnahme – keine Spracherkennung, keine Ansagen, keine Hinweise
across-title = Ansage – Ansicht für das Gegenüber
across-opened = Ein zweites Fenster für das Gegenüber ist offen: das Brett von seiner Seite, der letzte Zug groß, beide Uhren. F4 schließt es.
across-closed = Das Fenster für das Gegenüber ist geschlossen.
across-last = Zug { $n }, { $color }
across-no-move = Noch kein Zug.
statement-title = Geräteerklärung
statement-version = Ansage, Version { $version }
statement-checksum = Prüfsumme des Programms (SHA-256): { $sum }
statement-checksum-said = beginnt mit { $start }
statement-no-checksum = Prüfsumme des Programms: nicht lesbar ({ $why })
statement-tournament = Turniermodus: { $state }
statement-engine = Engine: { $name } spielt mit
statement-no-engine = Engine: keine, keine Tipps
statement-online = Netzwerk: Online-Partie auf { $server }
statement-offline = Netzwerk: nicht benutzt
statement-recording = Aufnahme: an, in { $path }
statement-not-recording = Aufnahme: aus
statement-keys = Esc: zurück zur Partie · im Konsolenmodus druckt „statement DATEI“ diese Erklärung in eine Datei
dispute-title = Züge für den Schiedsrichter
screen-dispute = Züge für den Schiedsrichter: { $n ->
        [one] eine Zeile
       *[other] { $n } Zeilen
    } auf dem Bildschirm. Escape geht zurück.

# The voice sample read in the app (ansage models record).
sample-start = Stimmprobe: { $total ->
        [one] ein Satz
       *[other] { $total } Sätze
    } zum Vorlesen, damit Ansage Ihre Stimme lernt. Lesen Sie jeden Satz, nachdem er gesagt wurde. „Nochmal“ sagt ihn noch einmal, „zurück“ geht zum Satz davor, „Ruhe“ hält an; beim nächsten Mal geht es dort weiter.
sample-resume = Stimmprobe, weiter mit Satz { $number } von { $total }. Schon aufgenommen: { $done }.
sample-prompt = Satz { $number } von { $total }: { $text }
sample-prompt-again = Noch einmal Satz { $number }: { $text }
sample-pauses = Mit einer kurzen Pause nach jedem Wort.
sample-keys = Eingabetaste: den Satz noch einmal; b: zurück zum Satz davor; q: anhalten.
sample-paused = Angehalten. Beim nächsten Mal geht es mit Satz { $number } weiter.
sample-unheard = Es ist nichts zu hören. Angehalten; beim nächsten Mal geht es mit Satz { $number } weiter.
sample-learning = { $total ->
        [one] Der Satz ist
       *[other] Alle { $total } Sätze sind
    } aufgenommen. Ansage lernt jetzt Ihre Stimme; das dauert etwa eine halbe Minute.
sample-learnt = Fertig: Ansage hat Ihre Stimme aus { $learnt } von { $total ->
        [one] einem Satz
       *[other] { $total } Sätzen
    } gelernt und hört ab jetzt mit ihr.
voice-table-unreadable = Was Ansage von Ihrer Aussprache gelernt hatte, ist nicht lesbar ({ $problem }). Die Datei ist unverändert aufbewahrt: { $kept }. Ansage lernt sie neu.
voice-table-not-saved = Was Ansage von Ihrer Aussprache lernt, kann nicht gespeichert werden: { $problem }. Es gilt, bis Ansage beendet wird.
sample-not-learnt = Bei Satz { $numbers } passte die Aufnahme nicht zu den Worten; die nächste Stimmprobe fragt noch einmal danach.
sample-failed = Die Stimme konnte nicht gelernt werden: { $why }. Die Aufnahmen bleiben; die nächste Stimmprobe versucht es noch einmal.
sample-not-kept = Satz { $number } konnte nicht gespeichert werden ({ $why }).
sample-no-microphone = Kein Mikrofon ({ $why }). Die Stimmprobe wartet, bis eines da ist; q hält an.
sample-no-recognizer = Die Stimmprobe braucht PocketSphinx, um das Ende eines Satzes zu hören: { $why }.
sample-cannot-start = Die Stimmprobe kann nicht beginnen: { $why }.

# The keys' names as printed on this language's keyboards (src/gui/letter.rs: answers by the
# key's label, commands by its place on any layout).
keyname-key-help = F1, H
keyname-key-arrows = ← → ↑ ↓
keyname-key-enter = Eingabetaste
keyname-key-space = Leertaste
keyname-key-type = T
keyname-key-yes = J, Y
keyname-key-no = N
keyname-key-clock = C
keyname-key-number = M
keyname-key-last = L
keyname-key-all = A
keyname-key-pieces = P, Umschalt+P
keyname-key-file = F
keyname-key-rank = R
keyname-key-diagonals = B
keyname-key-attacks = U
keyname-key-reach = W
keyname-key-material = E
keyname-key-pawns = S
keyname-key-more = O
keyname-key-what-to-say = K
keyname-key-report = Umschalt+R
keyname-key-statement = F3
keyname-key-across = F4
keyname-key-scan = Umschalt+F, Umschalt+A, Umschalt+B
keyname-key-touched = G
keyname-key-flip = X
keyname-key-hint = I
keyname-key-replay = V
keyname-key-dispute = D
keyname-key-review = Bild auf, Bild ab, Pos1, Ende
keyname-key-escape = Esc
keyname-key-settings = F2
keyname-key-menu = F10
keyname-key-quit = Strg+Q
typed-help =
    Getippte Befehle (alles andere gilt als gesprochene Worte):
      help              diese Liste und die gesprochenen Befehle
      fen               die Stellung als FEN
      pgn               die Partie bis hierher als PGN
      scoresheet        das Partieformular in FIDE-Notation
      save PFAD         die Partie als PGN nach PFAD schreiben
      load PFAD [K|WER] eine Partie aus einer PGN-Datei laden (ihre K-te, oder die erste, die
      load N            WER spielt; eine Datei mit mehreren listet sie auf), oder die N-te von
                        `games`; Anführungszeichen und ~ wie in der Shell
      games             die aufbewahrten Partien (beendet oder beiseitegelegt), neueste zuerst
      new [FEN]         eine neue Partie beginnen (aus FEN, wenn angegeben)
      played ZUG        einen schon auf dem Brett ausgeführten Zug eingeben (ohne Rückfrage; ein
                        regelwidriger wird nach Artikel 7.4 festgehalten)
      illegal [VON NACH]  einen regelwidrigen Zug der Seite am Zug festhalten (Artikel 7.4); im
                        Schnell- und Blitzschach mit seinen Feldern (illegal c1 f4): er gilt, bis
                        der Gegner vor seinem Zug reklamiert (Anhang Б6, В3)
      forfeit white|black absent|phone|refusal|penalty   die Partie für eine Seite als
                        verloren erklären (Schiedsrichter; 6.7, 12.2 b, 12.8, 13.4 d)
      forfeit both      die Partie für beide als verloren erklären (12.9)
      envelope          den Umschlag mit dem abgegebenen Zug einer Hängepartie (Anhang A2)
      event TEXT, round TEXT   Turnier und Runde der Partie (PGN, Umschlag)
      resumption TEXT   Datum, Zeit und Ort der Fortsetzung einer Hängepartie (A2 ж)
      absent white|black   eine Seite fehlt zur Fortsetzung: ihre Uhr läuft (A9)
      set style ibca|ibca-from|en|ru
      set confirm always|when-inexact|never
      set lang de|en|ru
      set illegal standard|rapid|blitz
      set rate|pitch|volume 0..100   Sprache (50 ist der übliche Wert der Stimme)
      set voice NAME    eine Stimme von Speech Dispatcher nach (einem Teil) ihres Namens
      set earcon NAME on|off   listening-on, listening-off, confirmed, not-understood,
                        illegal, check, low-time, flag
      set clock SPEC|none   eine Bedenkzeit: eine Vorgabe (classical, rapid-25, rapid-15,
                        blitz-5, blitz-3) oder Perioden wie 40/90m+30s:30m+30s; die neue Uhr
                        läuft sofort
      set warnings 5m,1m    gesprochene Warnungen bei diesen Restzeiten (none: keine)
      set marks on|off  zusätzlich alle fünf Minuten eine Warnung, wie die Marken der Tastuhr
      set warnings-spoken on|off  Zeitwarnungen in Worten, oder nur als Ton
      clock             beide Uhren in Ziffern (für den sehenden Assistenten)
      clock add white|black ZEIT   Zeit gutschreiben (Schiedsrichter; ZEIT wie 2m, 30s, -1m)
      clock set white|black ZEIT   einstellen, was die Uhr zeigt (6.14)
      clock moves white|black N    den Zugzähler einstellen (6.14)
      clock pause, clock go        die Uhr anhalten und wieder starten (6.13)
      clock undo                   die letzte Korrektur der Uhr zurücknehmen
      quickplay accept|defer|reject   die Entscheidung des Schiedsrichters über einen
                        Antrag nach 10.2
      wait ZEIT         ZEIT vergehen lassen (nur mit --manual-time)
      listen on|off     dem Mikrofon zuhören oder nicht (Push-to-Talk: on beim Sprechen)
      touched FELD      dem blinden Spieler sagen, welche Figur der sehende berührt hat (2.9e)
      replay N|next|prev|stop   Zug N (von Weiß und Schwarz) aus der Aufnahme der Partie
                        abspielen
      dispute           jeder Zug, wie er gehört, zurückgelesen, bestätigt und gespielt wurde,
                        mit seinen Zeiten in der Aufnahme (2.7-2.8)
      cues PFAD         das Cue-Sheet der Aufnahme schreiben (ein Track je Zug)
      print PFAD        das Partieformular zum Drucken (.pdf) oder für die Punktschrift (.brf),
                        jeder andere Name als Text; der Umschlag einer Hängepartie (A2) kommt mit
      set record on|off die Partie vom Mikrofon aufnehmen (beim Zuhören von Anfang an an)
      quit              beenden (die Partie bleibt gespeichert)

# The command line's mistakes (clap finds them; Ansage says them).
cli-unknown-argument = Die Option „{ $arg }“ gibt es nicht.
cli-unknown-command = Den Befehl „{ $arg }“ gibt es nicht.
cli-no-value = { $arg } braucht einen Wert.
cli-invalid-value = „{ $value }“ ist kein Wert für { $arg }; möglich sind: { $valid }.
cli-bad-value = „{ $value }“ passt nicht zu { $arg }: { $reason }.
cli-range = „{ $value }“ passt nicht zu { $arg }: möglich ist eine Zahl von { $low } bis { $high }.
cli-chess-only = { $arg } ist eine Option fürs Schach; Billard nimmt sie nicht. Die Billard-Optionen nennt „ansage billiards --help“.
cli-missing = Es fehlt: { $arg }.
cli-conflict = { $arg } und { $other } schließen einander aus.
cli-meant = Gemeint war vielleicht: { $meant }.
cli-help = Alle Optionen nennt „ansage --help“.
cli-size = „{ $value }“ ist keine Fenstergröße; sie wird wie 1024x768 angegeben.
cli-rule = --rule „{ $value }“: eine Regel wird als SCHLÜSSEL=WERT angegeben.
cli-pairs = --pairs „{ $value }“: die Paare werden wie „Anna,Boris;Clara,Denis“ angegeben.
cli-tournament-engine = Im Turniermodus spielt kein Programm mit: --opponent oder --tournament weglassen.

# A mistake in a value given (a time, a clock, a position).
time-missing = es fehlt eine Zeit
time-unknown-unit = „{ $text }“: unbekannte Einheit „{ $unit }“ (h, m, s)
time-number-missing = „{ $text }“: vor „{ $unit }“ fehlt eine Zahl
time-not-a-time = „{ $text }“ ist keine Zeit
time-too-long = „{ $text }“ ist länger als 24h (eine Zeit liegt zwischen 0s und 24h)
clock-bad = die Uhr „{ $spec }“ geht nicht: { $why }
clock-moves = „{ $part }“: eine Periode hat 1 bis { $most } Züge
clock-needs-time = „{ $part }“: eine Periode braucht Zeit
clock-none = keine Zeitkontrolle
clock-no-moves = eine Periode ohne Züge
clock-last-only = nur die letzte Periode kann für den Rest der Partie gelten
warnings-bad = die Warnungen „{ $text }“ gehen nicht (etwa 5m,1m oder none): { $why }
fen-unreadable = „{ $fen }“ ist keine Stellung in FEN
fen-impossible = „{ $fen }“ ist keine mögliche Stellung

## Online play (Lichess Board API)
remote-move = Gegner: { $words }.
online-signed-in = Angemeldet bei { $server } als { $name }.
online-waiting = Herausforderung an { $user } gesendet. Warte auf die Antwort.
online-declined = { $user } hat die Herausforderung nicht angenommen. Die Partie geht am Brett weiter.
online-game-white = Online-Partie gegen { $opponent }. Sie spielen Weiß.
online-game-black = Online-Partie gegen { $opponent }. Sie spielen Schwarz.
online-ai-name = Computer, Stufe { $level }
online-lost = Verbindung zum Server verloren. Ansage verbindet sich neu.
online-back = Wieder verbunden.
online-differs = Der Server hat einen anderen Spielstand als Ansage. Es gilt der Stand des Servers.
online-rate-limited = Der Server bittet zu warten: zu viele Anfragen.
online-bad-token = Der Server nimmt den Zugangsschlüssel nicht an: ungültig, widerrufen oder ohne das Recht board:play. Bitte einen neuen erstellen und angeben. Die Partie geht am Brett weiter.
online-unreachable = Der Server { $server } ist nicht erreichbar. Die Partie geht am Brett weiter.
online-refused = Der Server lehnt ab: { $reason }. Die Partie geht am Brett weiter.
online-move-refused = Der Server hat den Zug nicht angenommen: { $reason }.
online-opponent-gone = Der Gegner hat die Partie verlassen.
online-opponent-back = Der Gegner ist zurück.
online-aborted = Die Partie wurde abgebrochen.
online-not-started = Die Online-Partie hat noch nicht begonnen.
online-no-hints = In einer Online-Partie gibt es keine Tipps: Fair Play.
online-bad-token-login = Der Server nimmt diesen Zugangsschlüssel nicht an: ungültig, widerrufen oder ohne das Recht board:play.
online-kept-secret-store = Angemeldet bei { $server } als { $name }. Der Zugangsschlüssel liegt im Schlüsselbund des Systems.
online-kept-file = Angemeldet bei { $server } als { $name }. Der Zugangsschlüssel liegt in { $file }, nur für Sie lesbar: kein Schlüsselbund des Systems antwortet ({ $why }).
online-logout-done = Abgemeldet: der Zugangsschlüssel für { $server } ist widerrufen und gelöscht.
online-logout-nothing = Für { $server } ist kein Zugangsschlüssel gespeichert.
online-logout-not-revoked = Der Zugangsschlüssel ist hier gelöscht, aber { $server } hat ihn nicht widerrufen ({ $error }). Bitte auf der Website widerrufen.
online-awaiting = Warte auf Herausforderungen.
online-challenged-rated = { $name }, Wertung { $rating }, fordert Sie heraus: { $time }, gewertet. Annehmen? Ja oder nein.
online-challenged-casual = { $name }, Wertung { $rating }, fordert Sie heraus: { $time }, ungewertet. Annehmen? Ja oder nein.
online-challenge-again = Herausforderung annehmen? Ja oder nein.
online-accepted = Angenommen.
online-declined-by-me = Abgelehnt.
online-withdrawn = { $name } hat die Herausforderung zurückgezogen.
online-seeking = Suche einen Gegner für { $time }.
online-browser-open = Zum Anmelden diese Seite öffnen und zustimmen: { $url }
online-browser-done = Ansage ist angemeldet. Diese Seite kann geschlossen werden.
online-browser-timeout = Die Anmeldung im Browser kam in fünf Minuten nicht zurück. Bitte noch einmal.
online-browser-denied = Die Anmeldung im Browser wurde nicht erteilt ({ $why }).
confirm-abort = Partie abbrechen? Ja oder nein.
online-chat-none = Keine Nachrichten vom Gegner.
online-chat = { $name } schreibt: { $text }
online-only = Das gibt es nur in einer Online-Partie.
online-game-runs = Die Online-Partie läuft noch: erst aufgeben, Remis vereinbaren oder abbrechen.
online-choose = Wie möchten Sie spielen? Sagen Sie „Computer“ und eine Stufe von eins bis acht, „Gegner suchen“ oder „Herausforderungen“.
online-too-fast = Über diese Verbindung spielt Lichess nur Schnellschach und klassische Partien: { $time } ist zu schnell für die Suche. Gegen den Computer geht es.
confirm-claim-win = Sieg reklamieren, weil der Gegner gegangen ist? Ja oder nein.
online-claim-not-gone = Der Gegner ist nicht gegangen: kein Sieg zu reklamieren.
confirm-takeback = Den Gegner bitten, Ihren letzten Zug zurückzunehmen? Ja oder nein.
online-takeback-asked = Der Gegner wird gefragt, ob Sie Ihren Zug zurücknehmen dürfen.
online-takeback-nothing = Sie haben noch keinen Zug gemacht, den Sie zurücknehmen könnten.
online-takeback-proposed = Ihr Gegner möchte seinen letzten Zug zurücknehmen. Einverstanden? Ja oder nein.
online-takeback-again = Zurücknahme erlauben? Ja oder nein.
online-takeback-declined-by-me = Zurücknahme abgelehnt.
online-takeback-declined = Der Gegner lehnt die Zurücknahme ab.
online-takeback-void = Der Gegner hat gezogen: die Bitte um Zurücknahme ist hinfällig.
online-takeback-refused = Die Zurücknahme wurde nicht angenommen: { $reason }.
online-taken-back = Zurückgenommen: { $moves }.
online-claim-refused = Der Server gibt den Sieg nicht: { $reason }.
