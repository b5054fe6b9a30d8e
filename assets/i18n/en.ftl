# Ansage's sentences in English. Arguments come prepared: colours ($color, capitalized
# $Color), numbers as words ($n, $N), squares and moves in the announcement style, piece
# names ($piece); the keys $role (king, queen, rook, bishop, knight, pawn) and $side (white,
# black) are there for the languages whose words change with them.

read-back = { $words }?
did-you-mean = Did you mean { $words }?
played = { $words }.
not-understood = Not understood. Please repeat.
unknown-word = Not understood: I do not know the word "{ $word }".
illegal = Impossible: { $reason }.
or = or
choice = { $items }?
promotion-question = Promote to which piece?
cancelled = Move dropped. Say your move.
nothing-to-confirm = There is no move to confirm.
nothing-to-cancel = There is nothing to cancel.
game-is-over = The game is over.
draw-offered = { $Color } offers a draw.
draw-offer-before-move = { $Color } offers a draw before moving; the offer stands.
draw-offer-with-move = Draw offer with this move.
draw-declined = Draw declined.
no-draw-offer = There is no draw offer.
claim-rejected-repetition = Claim rejected: no threefold repetition.
claim-rejected-fifty = Claim rejected: not yet fifty moves without a capture or pawn move.
claim-what = What do you claim: repetition or fifty moves?
pieces-of = { $Color }: { $list }.
square-holds = { $square }: { $piece }.
colored-piece = { $side ->
        [white] white
       *[black] black
    } { $piece }
named-list = { $name }: { $items }.
where-pieces = { $Piece }: { $White } { $white }; { $Black } { $black }.
move-number = Move { $n }, { $color } to move.
whose-move = { $Color } to move.
no-moves-yet = No moves yet.
diagonal = Diagonal { $from } to { $to }: { $items }.
diagonal-empty = empty
attacks-occupied = { $square }, { $piece }. Attackers: { $attackers }. Defenders: { $defenders }.
attacks-empty = { $square }, empty. White attacks it with: { $white }. Black with: { $black }.
reach = { $piece } { $square } can go to { $targets }.
reach-none = { $piece } { $square } cannot move.
piece-count = { $role ->
        [queen] { $count ->
            [1] a queen
           *[other] { $words } queens
        }
        [rook] { $count ->
            [1] a rook
           *[other] { $words } rooks
        }
        [bishop] { $count ->
            [1] a bishop
           *[other] { $words } bishops
        }
        [knight] { $count ->
            [1] a knight
           *[other] { $words } knights
        }
       *[pawn] { $count ->
            [1] a pawn
           *[other] { $words } pawns
        }
    }
material-even = Material is even.
material-ahead = { $Color } is { $count ->
        [1] a pawn
       *[other] { $words } pawns
    } ahead.
material-more = { $Color } has more: { $items }.
pawns-passed = Passed pawns: { $list }.
pawns-isolated = Isolated pawns: { $list }.
pawns-doubled = Doubled pawns on file: { $list }.
pawns-plain = No passed, isolated or doubled pawns.
say-now-read-back = Now: yes, and the move is played; no, and it is dropped; or say another move straight away. Everything you can say: press O.
say-now-choice = Now: first or second, or the move with its starting square; no drops it. Everything you can say: press O.
say-now-promotion = Now: the new piece, queen, rook, bishop or knight; no drops the move. Everything you can say: press O.
say-now-confirm = Now: yes or no. Everything you can say: press O.
say-now-move = { $Color } to move: a move, for example knight f three. Questions: time, last move, pieces, where are the knights; on the cursor's square B, U, W; E, S. Everything you can say: press O.
say-now-over = The game is over. Questions: all moves, move twelve; the keys E, S and Shift+R; new game. Everything you can say: press O.
move-time = The last move, { $color } { $move }, took { $time }.
time-used = Time used: White { $white }, Black { $black }.
clock-corrected = Arbiter: { $Color } { $sign ->
        [minus] minus
       *[plus] plus
    } { $delta }. The clock shows { $time }.
correction-undone = Correction taken back: { $Color } { $sign ->
        [minus] minus
       *[plus] plus
    } { $delta }. The clock shows { $time }.
no-correction = There is no correction to take back.
which-line = Which line? Put the cursor on it and press Shift+F, Shift+A or Shift+B.
which-square = Which square? Put the cursor on it and press B, U or W.
more-files = File by file: press O.
more-thinks = Each side's three longest thinks: press O.
no-times = No times were recorded for this game; it was played without a clock.
report-longest = { $Color }'s longest think: move { $n }, { $move }, { $time }.
report-trouble = { $Color } was in time trouble from move { $n }, under one minute.
report-no-trouble = Neither side fell below one minute.
evaluating = The engine is looking over the game; its findings follow.
evaluation-turns = { $count ->
        [one] Turning point
       *[other] Turning points
    }: { $items }.
evaluation-no-turns = The game never turned: neither side took over from the other.
evaluation-turn = move { $n }, { $Color }, { $move }: after it { $standing }
standing-equal = the game is level
standing-better = { $Color } is better
standing-winning = { $Color } is winning
evaluation-worst = { $Color }'s worst move: move { $n }, { $move }, { $kind }, { $loss }.
evaluation-no-mistake = { $Color } made no mistake.
kind-blunder = a blunder
loss-pawns = minus { $pawns } pawns
loss-mate = it lets the opponent mate
kind-mistake = a mistake
worst-moves = { $Color }'s worst moves: { $items }.
mistake = move { $n }, { $move }, { $kind }, { $loss }
more-mistakes = The evaluation in detail: press O.
no-evaluation-tournament = In tournament mode no engine looks over the game.
no-evaluation = The engine cannot look over the game: { $why }
longest-thinks = { $Color }'s longest thinks: { $items }.
think = move { $n }, { $move }, { $time }
nothing-more = There is nothing more to that.
none = none
empty = { $what }: empty.
illegal-entered = Illegal move by { $color }, number { $n }. The position before it stands.
two-minutes = { $Opp } gets two minutes.
illegal-stands = Illegal move by { $color }: { $move }. The clock was pressed, so the move stands; { $opp } may claim it before moving.
confirm-claim-illegal = Claim { $color }'s illegal move? Yes or no.
illegal-needs-squares = In rapid and blitz an illegal move stands once the clock is pressed. Enter it with the squares it went from and to, for example: illegal c1 f4.
illegal-no-piece = There is no { $color } piece on { $square }. Nothing entered.
illegal-own-piece = A piece of the same colour stands on { $square }. Nothing entered.
intervene-promotion = The promotion is illegal; the arbiter intervenes.
intervene-king-taken = A king was taken; the arbiter intervenes.
intervene-king-in-check = The move leaves its own king in check; the arbiter intervenes.
illegal-claim-lapsed = No claim. The game goes on from the position after the illegal move.
back-to = Back to move { $n }, { $color } to move.
no-such-move = There is no move { $n }.
sealed = Move sealed. The game is adjourned.
adjourned = The game is adjourned. Say resume to go on.
not-adjourned = The game is not adjourned.
resumed = Game resumed. Sealed move: { $words }.
absent-clock-runs = { $Color } is not here for the resumption: { $color }'s clock is running. When { $color } arrives, the sealed move is made: say "resume".
absent-may-seal = { $Color } is not here for the resumption. The sealed move is made; the reply may be sealed in its turn, and then { $color }'s clock runs.
new-game = New game. { $Color } to move.
no-clock = No clock is running for this game.
help = Say a move, for example knight f three, then yes or no. Questions: time, whose move, move number, last move, all moves, where are the knights, pieces white, what is on e four, file e, rank four. Draw, accept, decline, resign, claim repetition, claim fifty moves, claim quickplay, back to move twelve, seal, resume, repeat, stop, quit.
too-long = Too many words. Please say just the move.
line-too-long = That line is too long (over { $max ->
        [one] one character
       *[other] { $max } characters
    }) and was skipped.
resume-offer = A saved game was found: move { $n }, { $color } to move. Resume it? Yes or no.
save-unreadable = The saved game cannot be read ({ $problem }). The file is kept unchanged: { $kept }. New game.
config-unreadable = The settings cannot be read ({ $problem }). The file is kept unchanged: { $kept }. The defaults apply.
save-failed = Saving failed: { $problem }. Ansage keeps trying.
closing = Ansage is closing.
closing-saved = Ansage is closing. The game is saved and will be offered at the next start.
saved-again = Saved again. The game is safe.
folder-busy = { $pid ->
    [none] Another Ansage is using this data folder.
   *[other] Another Ansage (process { $pid }) is using this data folder.
} Nothing is saved here; choose another folder with --data-dir.
confirm-resign = { $Color } resigns? Yes or no.
confirm-accept-draw = Accept { $color }'s draw offer? Yes or no.
confirm-new-game = Start a new game? The current game ends. Yes or no.
confirm-quit = Close Ansage? The game stays saved. Yes or no.
confirm-load = Take the loaded game instead? The current game ends. Yes or no.
confirm-back-to = Back to move { $n }, { $color } to move? The moves after it are struck out. Yes or no.
confirm-seal = Seal { $words }? The game is adjourned. Yes or no.
confirm-claim-repetition = Claim a draw by threefold repetition? Yes or no.
confirm-claim-repetition-move = Claim a draw by threefold repetition, with the move { $words }? Yes or no.
confirm-claim-fifty = Claim a draw under the fifty-move rule? Yes or no.
confirm-claim-fifty-move = Claim a draw under the fifty-move rule, with the move { $words }? Yes or no.
yes-or-no = Yes or no.
action-cancelled = Cancelled. The game goes on.
time = White { $white }, Black { $black }.
clock-stopped-note = The clock is stopped.
moves-to-control = { $count ->
        [one] One move
       *[other] { $Words } moves
    } to the time control.
clock-reading = { $Color }: { $time }.
no-recording-needed = { $Color } need not record the moves any more.
flag = Flag! { $Color } has run out of time.
both-flags = Both flags have fallen. The game goes on; the arbiter sets the clock.
move-counter = Move counter { $color }: { $n }.
clock-paused = Clock stopped.
clock-running = Clock running.
clock-not-paused = The clock is not stopped.
quickplay-claimed = { $Color } claims a draw under article 10.2. The clock is stopped; the arbiter decides.
quickplay-not-now = A claim under 10.2 needs less than two minutes in the last period.
quickplay-not-in-blitz = Article 10.2 does not apply in blitz; the game goes on.
quickplay-deferred = Decision deferred. { $Color } gets two minutes.
quickplay-rejected = Claim rejected. { $Color } gets two minutes.
no-quickplay-claim = There is no claim under 10.2.
heard = Heard: { $text }.
microphone-ready = Microphone ready: { $name }.
no-microphone = No microphone ({ $why }). The game goes on by keyboard; Ansage keeps looking for the microphone.
mic-why-no-device = the system has no input device
mic-why-no-device-named = no input device is named { $name }
mic-why-unavailable = the device cannot be reached
mic-why-busy = another program holds it
mic-why-no-permission = the system does not allow access
mic-why-no-sound = it delivers no more sound
no-recognizer = No speech recognition ({ $why }). The game goes on by keyboard.
listening-on = Listening.
listening-off = Not listening.
touched = Touched: { $piece } on { $square }.
touched-nothing = There is no piece on { $square }.
clock-digits = White { $white } | Black { $black } ({ $running ->
        [white] White's clock runs
        [black] Black's clock runs
       *[none] stopped
    })
no-speech = No speech output ({ $why }). Announcements are only written.
# Why there is no speech (said inside no-speech).
speech-unreachable = Speech Dispatcher cannot be reached
speech-system-unusable = the system's voice cannot be used
speech-system-failed = the system's voice failed
no-sound = Speech output runs, but nothing can be heard: Speech Dispatcher reaches no sound device. Announcements are only written.
no-window = The window cannot open ({ $why }). Ansage goes on in the console.
no-display-set = neither DISPLAY nor WAYLAND_DISPLAY is set
no-wayland-answers = no Wayland compositor answers at WAYLAND_DISPLAY={ $display }
no-x-answers = no X server answers at DISPLAY={ $display }
x-refuses = the X server at DISPLAY={ $display } refuses: { $why }
screen-reader-beside = { $name } is running: Ansage speaks so that neither cuts the other off.
screen-reader-through = Ansage speaks through { $name }, on the braille display too.
unheard = The speech recognition cannot hear these words: { $list }.
unheard-instead = { $word } (say { $instead })

reason-game-over = the game is over
reason-other-side = { $Color } is to move; that would be a move for { $Opp }
place-file = file { $file }
place-rank = rank { $rank }
no-piece-on = you have no { $piece } on { $place }
no-piece = you have no { $piece }
no-piece-at = none of your pieces is on { $place }
cannot-reach-from = the { $piece } on { $from } cannot reach { $to }
cannot-reach = no { $piece } can reach { $to }
own-piece = your own { $piece } stands on { $to }
nothing-to-capture = there is nothing to take on { $to }
wrong-capture = there is no { $piece } on { $to }
cannot-capture = no { $piece } can take a { $captured }
king-in-check = your king would be in check
bad-promotion = that is not a promotion
castle = cannot castle, { $why }
castle-king-moved = the king has moved
castle-rook-moved = the rook has moved
castle-in-check = the king is in check
castle-blocked = there are pieces between king and rook
castle-through-check = the king would cross or land on an attacked square

result = { $reason }. { $outcome }.
end-checkmate = Checkmate
end-stalemate = Stalemate
end-dead-position = No mate is possible
end-agreement = Draw agreed
end-resignation = { $Loser } resigns
end-abandoned = { $Loser } left the game
end-quickplay = Draw claimed in the quickplay finish
end-repetition = Threefold repetition
end-fifty = Fifty-move rule
end-illegal = Illegal move
end-flag = Flag
end-sealed-illegal = Sealed move invalid
confirm-declare = { $Color } loses the game by the arbiter's decision ({ $ground })? Yes or no.
end-declared = { $Loser } loses by the arbiter's decision ({ $ground })
end-declared-both = The arbiter's decision (article 12.9, both persistently refuse to comply with the laws)
confirm-declare-both = Both lose the game by the arbiter's decision (article 12.9, both persistently refuse to comply with the laws)? Yes or no.
forfeit-absent = article 6.7, did not appear in time
forfeit-phone = article 12.2 b, a mobile phone
forfeit-refusal = article 12.8, persistent refusal to comply with the laws
forfeit-penalty = article 13.4 d, a penalty
end-recorded = Result as recorded
outcome-white = White wins, one to nothing
outcome-black = Black wins, nothing to one
outcome-draw = Draw, half a point each
outcome-both-lose = Both lose, nothing to nothing

# The console's own lines.
note-saved = Saved: { $path }
pgn-file-unreadable = The file { $path } cannot be read: { $why }. The game stays as it is.
file-not-found = it does not exist
file-no-permission = permission denied
file-is-folder = it is a folder
file-path-not-folder = part of the path is not a folder
file-exists = it exists already
file-disk-full = the disk is full
file-quota = the disk quota is used up
file-read-only = the disk is read-only
file-too-large = the file is too large
file-bad-name = the name is not valid
file-not-text = its content is not readable text
file-system-error = system error: { $error }
pgn-unreadable = That is no readable PGN ({ $detail }). The game stays as it is.
pgn-no-game = There is no game in the file.
pgn-no-such-game = The file has { $count ->
        [one] only one game
       *[other] { $count } games
    }; there is no game { $asked } in it.
pgn-variant = The game is { $variant }; Ansage plays only chess by the FIDE laws from the usual starting position. Not loaded.
pgn-bad-start = The game's starting position (FEN) is not a valid chess position: { $detail }. Not loaded.
pgn-illegal-move = { $side ->
        [black] Black's
       *[white] White's
    } move { $number }, { $move }, is illegal in the position. Not loaded.
pgn-not-a-move = { $side ->
        [black] Black's
       *[white] White's
    } move { $number }, { $move }, is not a move Ansage can read: moves are read as the PGN standard writes them, with English letters (e4, Nf3, O-O) or as long algebraic (e2-e4). Not loaded.
pgn-after-end = By the laws the game ended with { $side ->
        [black] Black's
       *[white] White's
    } move { $number }; { $count ->
        [one] the half-move played after it is
       *[other] the { $count } half-moves played after it are
    } not loaded.
pgn-null-move = { $side ->
        [black] Black's
       *[white] White's
    } move { $number } is a null move (--), which no game has. Not loaded.
pgn-no-player = No one called { $player } plays in { $count ->
        [one] the file's game
       *[other] the file's { $count } games
    }. The game stays as it is.
pgn-player-games = { $player } plays in { $count } games of the file ({ $games }); the first is loaded, and "load" with the path and a number loads another.
pgn-one-of = Game { $index } of { $count } in the file; the list is on the screen, and "load" with the path and a number loads another.
pgn-one-of-page = Game { $index } of { $count } in the file; the first { $shown } are listed on the screen, and "load" with the path and a number loads another.
pgn-chosen = Game { $index } of { $count } in the file.
pgn-loaded = Game loaded: { $white } against { $black }, { $n ->
        [0] no moves yet
        [one] one half-move
       *[other] { $n } half-moves
    }.
note-no-games = No game kept yet.
games-page = The newest { $shown } of { $count } games kept; "load N" loads any of them by its number, counted from the newest.
kept-game = { $when }: { $white } against { $black }, { $outcome }
kept-when = { $year }-{ $month }-{ $day }, { $hour }:{ $minute }
kept-unfinished = not finished
menu-games = Recent games
screen-games = Recent games. Up and down choose, Enter loads the game, Escape goes back.
menu-file-games = Games in the file
menu-page = { $from }–{ $to } of { $count }
screen-file-games = { $count ->
        [one] One game
       *[other] { $count } games
    } in the file. Up and down choose, Enter loads the game, Escape goes back to the folder.
pgn-list-line = { $n }. { $white } against { $black }, { $result ->
        [white] White won
        [black] Black won
        [draw] drawn
        [both] lost by both
       *[other] unfinished
    }
note-no-such-game = There is no kept game { $n } (games lists them).
note-error = Error: { $error }. Nothing changed.
note-out-of-range = { $setting }: { $given } is not taken, it is a number from { $low } to { $high }. Nothing changed.
note-set = Set: { $key } – { $value }.
setting-style = move announcement
setting-confirm = read-back
setting-lang = language
setting-illegal = illegal-move rule
setting-rate = speech rate
setting-pitch = pitch
setting-volume = volume
setting-voice = voice
setting-earcon = sound
setting-clock = clock
setting-warnings = time warnings
warnings-none = No time warnings.
warning-left = { $time } left
warnings-now = Time warnings: { $list }; { $how ->
        [tone] as a tone
       *[spoken] spoken
    }.
setting-warnings-spoken = Time warnings spoken
setting-marks = time marks said
setting-record = recording
value-classical = classical, 90 minutes for 40 moves, then 30 minutes, 30 seconds added per move
value-rapid-25 = rapid, 25 minutes, 10 seconds added per move
value-rapid-15 = rapid, 15 minutes, 10 seconds added per move
value-blitz-5 = blitz, 5 minutes
value-blitz-3 = blitz, 3 minutes, 2 seconds added per move
note-bad-setting = Unknown setting: { $setting }. See help.
envelope-title = Sealed move envelope (appendix A2)
envelope-white = White
envelope-black = Black
envelope-event = Event
envelope-round = Round
envelope-sealed-by = Sealed by
envelope-move = Move
envelope-offer = Draw offer pending
envelope-resumption = Resumption
envelope-used = Time used
envelope-no-clock = no clock
envelope-unset = not yet set
yes = yes
no = no

opponent-move = Ansage plays { $words }. Please make it on your board.
hint = Hint: { $words }.
no-hints-tournament = Tournament mode: no hints.
no-engine = There are no hints without an engine.
tournament-mode = Tournament mode: no engine, no hints, no analysis.
engine-failed = { $why } The game goes on without it.
engine-cannot-start = The engine cannot be started ({ $error }).
engine-silent-start = The engine does not answer.
engine-no-move = The engine does not make its move.
engine-stopped = The engine has stopped.
engine-impossible-move = The engine sent an impossible move ({ $move }).
engine-not-uci = The engine does not speak UCI; it answers "{ $line }". Ansage needs a UCI engine (GNU Chess with --uci, Crafty through polyglot).
engine-depth-only = The engine { $name } has no strength setting, so Ansage limits how deep it searches (depth { $depth }).

# The window (screens, menus, keys). Items are spoken when they get the focus.
ready = Ready.
focus-item = { $label }: { $value }.
screen-start = Ansage. Up and down choose, Enter opens. F1 lists the keys.
screen-new-game = New game. Up and down choose, left and right change, Enter starts.
screen-settings = Settings. Up and down choose, left and right change. Escape goes back.
screen-help = Keys. Escape goes back.
screen-game = { $mode }.
menu-resume = Resume the saved game
menu-new-game = New game
menu-open-pgn = Open a PGN file
menu-settings = Settings
menu-help = Keys and help
menu-billiards = Billiards scoreboard
menu-quit = Quit
menu-voice-sample = Voice sample: Ansage learns your voice
menu-download = Download
menu-no-download = No, go on with PocketSphinx
screen-model-offer = Speech recognition
screen-online = Play online on { $server }. Up and down choose, left and right change, Enter starts.
menu-online = Play online
menu-sign-in = Sign in with the browser
menu-sign-out = Sign out
item-online-time = Time control
item-online-color = Colour
item-rated = Rated
item-ai-level = AI level
menu-play-ai = Play the server's AI
item-challenge = Challenge a player, name
menu-seek = Find an opponent
menu-await = Wait for challenges
value-random = random
value-no = no
value-yes = yes
online-sign-in-first = Not signed in to { $server }. Please choose "Sign in with the browser" first.
online-signing-in = The sign-in in the browser is already under way.
online-signing-failed = The sign-in in the browser broke off. Please try again.
online-tournament = Online games are not played in tournament mode.
online-no-name = Please type the opponent's name first.
menu-start = Start the game
menu-back = Back
item-mode = Mode
item-clock = Clock
item-blind-color = Blind player's colour
item-engine-level = Engine strength
item-tournament = Tournament mode
item-style = Move style
item-language = Language
item-confirm = Read-back
item-rate = Speech rate
item-speak = Speech
item-earcons = Sounds
item-device = Microphone
item-push-to-talk = Push-to-talk
item-recognizer = Recognizer
item-model = Speech model
item-large-text = Large text
item-colours = Board colours
value-relay = assistant relay
value-two-voices = two voices
value-engine = engine opponent
value-review = review
value-online = online game
value-on = on
value-off = off
value-white = White
value-black = Black
value-none = none
value-default = default
value-always = always
value-when-inexact = when inexact
value-never = never
value-classic = classic
value-contrast = high contrast
value-blue = blue
value-pocketsphinx = PocketSphinx
value-vosk = Vosk
square-empty = empty
square-piece = { $square }, { $piece }.
question-standing = Asked of the player:
question-keys = { $yes }: yes · { $no }: no
to-execute = On the board:
heard-line = Heard: { $text }
said-line = Said: { $text }
mic-listening = Listening
mic-push = Hold Space to speak
mic-off = No microphone
mic-not-listening = Listening off
review-start = Start position. { $count ->
        [one] One move
       *[other] { $count } moves
    }.
review-took = It took { $time }.
review-score = Evaluation: { $sign ->
        [plus] plus { $pawns }
        [minus] minus { $pawns }
       *[none] { $pawns }
    }.
review-mate = Evaluation: { $Color } mates in { $n }.
review-at = Move { $n }, { $color }: { $words }.
flipped = Board turned: { $side ->
        [white] White
       *[black] Black
    } at the bottom.
selected = From { $square }. Now the target square.
selection-cleared = Selection cleared.
no-move-from-to = No legal move from { $from } to { $to }.
applies-next-start = Takes effect at the next start.
type-a-move = Type a move in words or SAN, or a command; Enter sends.
# The typing line's placeholder: short, it fits the line under the board.
typing-hint = Type a move or a command
pgn-path = Path of the PGN file; Enter opens.
item-pgn-path = Type a path
screen-open-pgn = Open a PGN file. Folder { $dir }: { $files ->
        [0] no PGN files
        [one] one PGN file
       *[other] { $files } PGN files
    }, { $folders ->
        [0] no subfolders
        [one] one subfolder
       *[other] { $folders } subfolders
    }. Up and down choose, Enter opens, Escape goes back.
pgn-folder-item = Folder { $name }
pgn-folder-up = Up to { $dir }
pgn-folder-unreadable = The folder { $dir } cannot be opened: { $why }.
white-name = White's name
black-name = Black's name
key-help = help: this list, spoken
key-arrows = move the cursor; the square and its piece are spoken
key-enter = choose the cursor's square: first from, then to (the sighted side's move)
key-space = hold to speak (push-to-talk)
key-type = type a move in words or SAN, or a command
key-yes = yes (confirm the read-back)
key-no = no (correct)
key-clock = both clocks
key-number = move number
key-last = last move
key-all = all moves
key-pieces = White's pieces; with Shift, Black's
key-file = the pieces on the cursor's file
key-rank = the pieces on the cursor's rank
key-diagonals = the diagonals through the cursor's square
key-attacks = what attacks and defends the cursor's square
key-reach = where the piece under the cursor can go
key-material = the material balance
key-pawns = the pawn structure: passed, isolated and doubled pawns
key-more = more: the details of the last answer
key-what-to-say = what can I say now?
key-report = the report: longest thinks, time trouble; after the game the engine's evaluation
key-statement = the device statement for the arbiter: version, checksum, engine, network, recording
key-across = a second window for the sighted opponent: the board from his side, the last move large, both clocks
key-scan = the cursor's file, rank or diagonals as notes: left to right by file, higher by rank; a white piece clear, a black one reedy, an empty square a tick (Esc stops)
key-touched = the sighted player touched the piece under the cursor (2.9e)
key-flip = flip the board
key-hint = a hint (not in tournament mode)
key-review = review: previous and next move, start and end
key-escape = stop speaking, drop the selection; on other screens: back
key-settings = settings
key-menu = start screen
key-quit = quit (the game stays saved)
to-move-short = to move
value-de = German
value-en = English
value-ru = Russian
keyname-arrows = Arrow keys
value-ibca = IBCA (Anna, Bella, …)
value-ibca-from = IBCA with the from-square
recording-on = Recording the game.
recording-off = Recording stopped.
recording-failed = The game cannot be recorded: { $problem }.
no-recording = There is no recording of this move.
replaying = Playing move { $n } from the recording.
dispute-heard = heard
dispute-read-back = read back
dispute-confirmed = confirmed
dispute-turned-down = turned down
dispute-corrected = corrected
dispute-played = played
dispute-entered = entered
sheet-title = Score sheet
sheet-date = Date
sheet-result = Result
sheet-no-braille-table = liblouis has no Braille table for this language ({ $tables }); on Debian and Ubuntu the tables are in the package liblouis-data
sheet-braille-failed = liblouis could not translate the sheet into Braille
sheet-no-font = the font of the printed sheet cannot be read
sheet-signature-white = Signature White
sheet-signature-black = Signature Black
sheet-signature-arbiter = Signature arbiter
item-record = Recording
recording-state = Recording
key-replay = play the move from the game's recording (in review: the reviewed move)
unheard-count = The speech recognition cannot hear { $n ->
        [one] one word
       *[other] { $n } words
    } of the vocabulary; the list is in the log.
recognizer-ready = Speech recognition: { $engine }.
model-offer = Ansage understands you better with the Vosk speech model for { $vocabulary ->
        [de] German
        [en] English
       *[ru] Russian
    }. It is { $size } MB and is downloaded once. Download it now? Yes or no.
model-offer-again = Download the speech model now? Yes or no.
model-downloading = Downloading the model; the game can start meanwhile.
model-progress = { $percent } percent of the model downloaded.
model-not-official = The server you set did not deliver the official archive of the model; Ansage hears with it all the same.
model-installed = The Vosk model is installed; Ansage hears with it from now on.
model-declined = Ansage goes on hearing with PocketSphinx. The model can be installed later with “ansage models install { $vocabulary }”.
model-answer-not-kept = Your answer could not be saved ({ $problem }); Ansage will ask again at the next start.
model-no-network = No network: the model cannot be downloaded now. Ansage goes on hearing with PocketSphinx and offers it again in a week; "ansage models install { $vocabulary }" downloads it any time.
model-no-answer = The model's server does not answer: the model cannot be downloaded now. Ansage goes on hearing with PocketSphinx and offers it again in a week; "ansage models install { $vocabulary }" downloads it any time.
model-not-installed = The model could not be installed ({ $problem }). Ansage goes on hearing with PocketSphinx.
key-dispute = the moves as heard, read back, confirmed and played, for the arbiter
audio-sheet-start = Audio score sheet only: Ansage records the game from the microphone and does nothing else – no speech recognition, no moves announced, no engine, no network. Type status, statement or quit.
audio-sheet-recording = Recording, into { $path }.
audio-sheet-status = Recorded: { $time }, in { $path }.
audio-sheet-no-microphone = No microphone ({ $why }). The recording starts as soon as there is one.
audio-sheet-waiting = Nothing recorded yet: Ansage is waiting for the microphone.
audio-sheet-failed = The recording is not possible: { $why }
audio-sheet-keys = Audio score sheet only: status says how long it has been recording, statement gives the device statement, quit ends the recording.
audio-sheet-end = Recording ended and saved: { $time }, in { $path }.
audio-sheet-nothing = Nothing was recorded: no microphone.
statement-audio-sheet = Mode: audio score sheet only – no speech recognition, no announcements, no hints
across-title = Ansage – view for the opponent
across-opened = A second window for the opponent across the table is open: the board from his side, the last move large, both clocks. F4 closes it.
across-closed = The window for the opponent is closed.
across-last = Move { $n }, { $color }
across-no-move = No move yet.
statement-title = Device statement
statement-version = Ansage, version { $version }
statement-checksum = Program checksum (SHA-256): { $sum }
statement-checksum-said = starts with { $start }
statement-no-checksum = Program checksum: cannot be read ({ $why })
statement-tournament = Tournament mode: { $state }
statement-engine = Engine: { $name } is playing
statement-no-engine = Engine: none, no hints
statement-online = Network: online game on { $server }
statement-offline = Network: not used
statement-recording = Recording: on, into { $path }
statement-not-recording = Recording: off
statement-keys = Esc: back to the game · in the console, "statement FILE" writes this statement to a file
dispute-title = Moves for the arbiter
screen-dispute = Moves for the arbiter: { $n ->
        [one] one line
       *[other] { $n } lines
    } on the screen. Escape goes back.

# The voice sample read in the app (ansage models record).
sample-start = Voice sample: { $total ->
        [one] one phrase
       *[other] { $total } phrases
    } to read aloud, so that Ansage learns your voice. Read each phrase after it has been said. Say "repeat" to hear it again, "back" for the phrase before, "stop" to pause; next time it goes on from there.
sample-resume = Voice sample, going on with phrase { $number } of { $total }. Already recorded: { $done }.
sample-prompt = Phrase { $number } of { $total }: { $text }
sample-prompt-again = Phrase { $number } again: { $text }
sample-pauses = With a short pause after each word.
sample-keys = Enter: the phrase again; b: back to the phrase before; q: pause.
sample-paused = Paused. Next time it goes on with phrase { $number }.
sample-unheard = Nothing can be heard. Paused; next time it goes on with phrase { $number }.
sample-learning = { $total ->
        [one] The phrase is
       *[other] All { $total } phrases are
    } recorded. Ansage is learning your voice now; this takes about half a minute.
sample-learnt = Done: Ansage learnt your voice from { $learnt } of { $total ->
        [one] one phrase
       *[other] { $total } phrases
    } and hears with it from now on.
voice-table-unreadable = What Ansage had learnt of how you speak cannot be read ({ $problem }). The file is kept unchanged: { $kept }. Ansage learns it anew.
voice-table-not-saved = What Ansage learns of how you speak cannot be saved: { $problem }. It holds until Ansage is closed.
sample-not-learnt = For phrase { $numbers } the recording did not match the words; the next voice sample asks for it again.
sample-failed = The voice could not be learnt: { $why }. The recordings are kept; the next voice sample tries again.
sample-not-kept = Phrase { $number } could not be saved ({ $why }).
sample-no-microphone = No microphone ({ $why }). The voice sample waits until there is one; q pauses.
sample-no-recognizer = The voice sample needs PocketSphinx to hear where a phrase ends: { $why }.
sample-cannot-start = The voice sample cannot start: { $why }.

# The keys' names as printed on this language's keyboards (src/gui/letter.rs: answers by the
# key's label, commands by its place on any layout).
keyname-key-help = F1, H
keyname-key-arrows = ← → ↑ ↓
keyname-key-enter = Enter
keyname-key-space = Space
keyname-key-type = T
keyname-key-yes = Y
keyname-key-no = N
keyname-key-clock = C
keyname-key-number = M
keyname-key-last = L
keyname-key-all = A
keyname-key-pieces = P, Shift+P
keyname-key-file = F
keyname-key-rank = R
keyname-key-diagonals = B
keyname-key-attacks = U
keyname-key-reach = W
keyname-key-material = E
keyname-key-pawns = S
keyname-key-more = O
keyname-key-what-to-say = K
keyname-key-report = Shift+R
keyname-key-statement = F3
keyname-key-across = F4
keyname-key-scan = Shift+F, Shift+A, Shift+B
keyname-key-touched = G
keyname-key-flip = X
keyname-key-hint = I
keyname-key-replay = V
keyname-key-dispute = D
keyname-key-review = Page Up, Page Down, Home, End
keyname-key-escape = Esc
keyname-key-settings = F2
keyname-key-menu = F10
keyname-key-quit = Ctrl+Q
typed-help =
    Typed commands (anything else is taken as spoken words):
      help              this list and the spoken commands
      fen               print the position as FEN
      pgn               print the game so far as PGN
      scoresheet        print the score sheet in FIDE notation
      save PATH         write the game as PGN to PATH
      load PATH [K|WHO] read a game from a PGN file (its Kth game, or the first WHO plays;
      load N            a file of several lists them), or the Nth of `games`; quotes and ~
                        as in a shell
      games             the games kept (finished or put aside), newest first
      new [FEN]         start a new game (from FEN if given)
      played MOVE       enter a move already made on the board (no read-back; an illegal one
                        is recorded by article 7.4)
      illegal [FROM TO]  record an illegal move by the side to move (article 7.4); in rapid
                        and blitz with its squares (illegal c1 f4): it stands unless the
                        opponent claims it before his move (appendix Б6, В3)
      forfeit white|black absent|phone|refusal|penalty   declare the game lost for a side
                        (the arbiter; 6.7, 12.2 b, 12.8, 13.4 d)
      forfeit both      declare the game lost for both (12.9)
      envelope          print the sealed-move envelope of an adjourned game (appendix A2)
      event TEXT, round TEXT   the game's event and round (PGN, envelope)
      resumption TEXT   date, time and place of an adjourned game's resumption (A2 g)
      absent white|black   a side is not there for the resumption: its clock runs (A9)
      set style ibca|ibca-from|en|ru
      set confirm always|when-inexact|never
      set lang de|en|ru
      set illegal standard|rapid|blitz
      set rate|pitch|volume 0..100   speech (50 is the voice's normal value)
      set voice NAME    a Speech Dispatcher voice by (part of) its name
      set earcon NAME on|off   listening-on, listening-off, confirmed, not-understood,
                        illegal, check, low-time, flag
      set clock SPEC|none   a time control: a preset (classical, rapid-25, rapid-15, blitz-5,
                        blitz-3) or periods such as 40/90m+30s:30m+30s; a new clock starts now
      set warnings 5m,1m    spoken warnings at these times left (none for no warnings)
      set marks on|off  also a warning every five minutes, as the tactile clock marks them
      set warnings-spoken on|off  time warnings in words, or as a tone only
      clock             both clocks as digits (for the sighted assistant)
      clock add white|black TIME   add time (arbiter; TIME like 2m, 30s, -1m)
      clock set white|black TIME   set what the clock shows (6.14)
      clock moves white|black N    set the move counter (6.14)
      clock pause, clock go        stop and restart the clock (6.13)
      clock undo                   take back the last correction of the clock
      quickplay accept|defer|reject   the arbiter's decision on a claim under 10.2
      wait TIME         let TIME pass (only with --manual-time)
      listen on|off     listen to the microphone or not (push-to-talk: on while talking)
      touched SQUARE    tell the blind player which piece the sighted player touched (2.9e)
      replay N|next|prev|stop   play move N (White's and Black's) from the game's recording
      dispute           each move as heard, read back, confirmed and played, with its times in
                        the recording (2.7-2.8)
      cues PATH         write the recording's cue sheet (a track per move)
      print PATH        the score sheet for printing (.pdf) or embossing (.brf, Braille), any
                        other name as text; an adjourned game's envelope (A2) is printed with it
      set record on|off record the game from the microphone (on by default when listening)
      quit              leave (the game stays saved)

# The command line's mistakes (clap finds them; Ansage says them).
cli-unknown-argument = There is no option "{ $arg }".
cli-unknown-command = There is no command "{ $arg }".
cli-no-value = { $arg } needs a value.
cli-invalid-value = "{ $value }" is no value for { $arg }; the values are: { $valid }.
cli-bad-value = "{ $value }" does not fit { $arg }: { $reason }.
cli-range = "{ $value }" does not fit { $arg }: it takes a number from { $low } to { $high }.
cli-chess-only = { $arg } is a chess option; billiards does not take it. "ansage billiards --help" lists the billiards options.
cli-missing = Missing: { $arg }.
cli-conflict = { $arg } and { $other } exclude each other.
cli-meant = Perhaps you meant: { $meant }.
cli-help = "ansage --help" lists every option.
cli-size = "{ $value }" is no window size; it is given as 1024x768.
cli-rule = --rule "{ $value }": a rule is given as KEY=VALUE.
cli-pairs = --pairs "{ $value }": the pairs are given as "Anna,Boris;Clara,Denis".
cli-tournament-engine = Tournament mode allows no engine: drop --opponent or --tournament.

# A mistake in a value given (a time, a clock, a position).
time-missing = a time is missing
time-unknown-unit = "{ $text }": unknown unit "{ $unit }" (h, m, s)
time-number-missing = "{ $text }": a number is missing before "{ $unit }"
time-not-a-time = "{ $text }" is not a time
time-too-long = "{ $text }" is longer than 24h (a time is from 0s to 24h)
clock-bad = bad clock "{ $spec }": { $why }
clock-moves = "{ $part }": the moves of a period are 1 to { $most }
clock-needs-time = "{ $part }": a period needs time
clock-none = no time control
clock-no-moves = a period of no moves
clock-last-only = only the last period can be for the rest of the game
warnings-bad = bad warnings "{ $text }" (like 5m,1m or none): { $why }
fen-unreadable = "{ $fen }" is not a position in FEN
fen-impossible = "{ $fen }" is not a possible position

## Online play (Lichess Board API)
remote-move = Opponent: { $words }.
online-signed-in = Signed in to { $server } as { $name }.
online-waiting = Challenge sent to { $user }. Waiting for the answer.
online-declined = { $user } did not accept the challenge. The game goes on at the board.
online-game-white = Online game against { $opponent }. You play White.
online-game-black = Online game against { $opponent }. You play Black.
online-ai-name = the computer, level { $level }
online-lost = The connection to the server is lost. Ansage is reconnecting.
online-back = Connected again.
online-differs = The server's game differs from Ansage's. The server's counts.
online-rate-limited = The server asks to wait: too many requests.
online-bad-token = The server does not accept the access token: it is invalid, revoked or lacks the board:play permission. Please create a new one and give it. The game goes on at the board.
online-unreachable = The server { $server } cannot be reached. The game goes on at the board.
online-refused = The server refuses: { $reason }. The game goes on at the board.
online-move-refused = The server did not take the move: { $reason }.
online-opponent-gone = Your opponent has left the game.
online-opponent-back = Your opponent is back.
online-aborted = The game was aborted.
online-not-started = The online game has not begun yet.
online-no-hints = No hints in an online game: fair play.
online-bad-token-login = The server does not accept this access token: it is invalid, revoked or lacks the board:play permission.
online-kept-secret-store = Signed in to { $server } as { $name }. The access token is kept in the system's secret store.
online-kept-file = Signed in to { $server } as { $name }. The access token is kept in { $file }, readable by you alone: no secret store of the system answers ({ $why }).
online-logout-done = Signed out: the access token for { $server } is revoked and deleted.
online-logout-nothing = No access token is kept for { $server }.
online-logout-not-revoked = The access token is deleted here, but { $server } did not revoke it ({ $error }). Please revoke it on the website.
online-awaiting = Waiting for challenges.
online-challenged-rated = { $name }, rated { $rating }, challenges you: { $time }, rated. Accept? Yes or no.
online-challenged-casual = { $name }, rated { $rating }, challenges you: { $time }, casual. Accept? Yes or no.
online-challenge-again = Accept the challenge? Yes or no.
online-accepted = Accepted.
online-declined-by-me = Declined.
online-withdrawn = { $name } withdrew the challenge.
online-seeking = Seeking an opponent for { $time }.
online-browser-open = To sign in, open this page and approve: { $url }
online-browser-done = Ansage is signed in. You may close this page.
online-browser-timeout = The sign-in in the browser did not come back within five minutes. Please try again.
online-browser-denied = The sign-in in the browser was not granted ({ $why }).
confirm-abort = Abort the game? Yes or no.
online-chat-none = No messages from your opponent.
online-chat = { $name } writes: { $text }
online-only = That is only for an online game.
online-game-runs = The online game is still running: resign, agree a draw or abort it first.
online-choose = How would you like to play? Say "computer" and a level from one to eight, "find an opponent", or "challenges".
online-too-fast = Through this connection Lichess plays rapid and classical games only: { $time } is too fast to seek. Against the computer it works.
confirm-claim-win = Claim the win because your opponent has left? Yes or no.
online-claim-not-gone = Your opponent has not left: there is no win to claim.
confirm-takeback = Ask your opponent to let you take back your last move? Yes or no.
online-takeback-asked = Your opponent is asked whether you may take back your move.
online-takeback-nothing = You have made no move yet to take back.
online-takeback-proposed = Your opponent asks to take back their last move. Do you agree? Yes or no.
online-takeback-again = Allow the takeback? Yes or no.
online-takeback-declined-by-me = Takeback declined.
online-takeback-declined = Your opponent declines the takeback.
online-takeback-void = Your opponent has moved: the takeback request no longer stands.
online-takeback-refused = The server did not take the takeback: { $reason }.
online-taken-back = Taken back: { $moves }.
online-claim-refused = The server does not give the win: { $reason }.
