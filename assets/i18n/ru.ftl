# Ansage's sentences in Russian. Arguments come prepared: colours ($color, capitalized
# $Color), numbers as words ($n, $N), squares and moves in the announcement style, piece
# names ($piece). The cases and genders a sentence needs are chosen here, by selectors on
# the keys $role (king, queen, rook, bishop, knight, pawn) and $side (white, black); the
# feminine pieces are the rook and the pawn (ладья, пешка).

read-back = { $words }?
did-you-mean = Вы имели в виду { $words }?
played = { $words }.
not-understood = Не понял. Повторите, пожалуйста.
unknown-word = Не понял: слово «{ $word }» мне незнакомо.
illegal = Невозможно: { $reason }.
or = или
choice = { $items }?
promotion-question = Во что превратить пешку?
cancelled = Ход отменён. Скажите ход.
nothing-to-confirm = Нет хода для подтверждения.
nothing-to-cancel = Нечего отменять.
game-is-over = Партия окончена.
draw-offered = { $Color } предлагают ничью.
draw-offer-before-move = { $Color } предлагают ничью до своего хода; предложение в силе.
draw-offer-with-move = Предложение ничьей с этим ходом.
draw-declined = Ничья отклонена.
no-draw-offer = Предложения ничьей нет.
claim-rejected-repetition = Требование отклонено: нет троекратного повторения.
claim-rejected-fifty = Требование отклонено: ещё нет пятидесяти ходов без взятий и ходов пешек.
claim-what = Что вы заявляете: повторение или пятьдесят ходов?
pieces-of = { $Color }: { $list }.
square-holds = { $square }: { $piece }.
colored-piece = { $side ->
        [white] { $role ->
            [rook] белая
            [pawn] белая
           *[other] белый
        }
       *[black] { $role ->
            [rook] чёрная
            [pawn] чёрная
           *[other] чёрный
        }
    } { $piece }
named-list = { $name }: { $items }.
where-pieces = { $Piece }: { $White } { $white }; { $Black } { $black }.
move-number = Ход номер { $n }, ходят { $color }.
whose-move = Ходят { $color }.
no-moves-yet = Ходов ещё не было.
diagonal = Диагональ { $from } — { $to }: { $items }.
diagonal-empty = пусто
attacks-occupied = { $square }, { $piece }. Нападают: { $attackers }. Защищают: { $defenders }.
attacks-empty = { $square }, пусто. Белые бьют это поле: { $white }. Чёрные: { $black }.
reach = { $piece } { $square } может пойти на { $targets }.
reach-none = { $piece } { $square } не может ходить.
piece-count = { $role ->
        [queen] { $count ->
            [1] ферзь
            [2] два ферзя
            [few] { $words } ферзя
           *[many] { $words } ферзей
        }
        [rook] { $count ->
            [1] ладья
            [2] две ладьи
            [few] { $words } ладьи
           *[many] { $words } ладей
        }
        [bishop] { $count ->
            [1] слон
            [2] два слона
            [few] { $words } слона
           *[many] { $words } слонов
        }
        [knight] { $count ->
            [1] конь
            [2] два коня
            [few] { $words } коня
           *[many] { $words } коней
        }
       *[pawn] { $count ->
            [1] пешка
            [2] две пешки
            [few] { $words } пешки
           *[many] { $words } пешек
        }
    }
material-even = Материальное равенство.
material-ahead = У { $side ->
        [white] белых
       *[black] чёрных
    } перевес в { $count ->
        [1] одну пешку
        [2] две пешки
        [few] { $words } пешки
       *[many] { $words } пешек
    }.
material-more = Больше у { $side ->
        [white] белых
       *[black] чёрных
    }: { $items }.
pawns-passed = Проходные пешки: { $list }.
pawns-isolated = Изолированные пешки: { $list }.
pawns-doubled = Сдвоенные пешки на вертикали: { $list }.
pawns-plain = Нет ни проходных, ни изолированных, ни сдвоенных пешек.
say-now-read-back = Сейчас: да — ход будет сделан; нет — ход отменяется; или сразу другой ход. Всё, что можно сказать: подробнее.
say-now-choice = Сейчас: первый или второй, или ход с полем, откуда он сделан; нет отменяет его. Всё, что можно сказать: подробнее.
say-now-promotion = Сейчас: новая фигура — ферзь, ладья, слон или конь; нет отменяет ход. Всё, что можно сказать: подробнее.
say-now-confirm = Сейчас: да или нет. Всё, что можно сказать: подробнее.
say-now-move = Ход { $side ->
        [white] белых
       *[black] чёрных
    }: скажите ход, например конь эф три. Вопросы: время, последний ход, фигуры, где кони, диагонали е четыре, атаки е четыре, возможные ходы коня, материал, пешечная структура. Всё, что можно сказать: подробнее.
say-now-over = Партия окончена. Вопросы: все ходы, ход двенадцать, материал, пешечная структура; новая партия. Всё, что можно сказать: подробнее.
move-time = Последний ход, { $color } { $move }: { $time }.
time-used = Затрачено: белые { $white }, чёрные { $black }.
clock-corrected = Судья: { $Color } { $sign ->
        [minus] минус
       *[plus] плюс
    } { $delta }. На часах { $time }.
correction-undone = Поправка отменена: { $Color } { $sign ->
        [minus] минус
       *[plus] плюс
    } { $delta }. На часах { $time }.
no-correction = Нет поправки, которую можно отменить.
which-line = Какую линию? Например: прослушать вертикаль е, прослушать горизонталь четыре, прослушать диагонали е четыре.
which-square = Какое поле? Например: диагонали е четыре.
more-files = По вертикалям: подробнее.
more-thinks = Три самых долгих раздумья каждой стороны: подробнее.
no-times = Для этой партии время не записано: она шла без часов.
report-longest = Дольше всего { $side ->
        [white] белые
       *[black] чёрные
    } думали над ходом { $n }, { $move }: { $time }.
report-trouble = { $Color } в цейтноте с хода { $n }, меньше минуты.
report-no-trouble = Ни одна сторона не опускалась ниже минуты.
evaluating = Движок разбирает партию; оценка будет следом.
evaluation-turns = { $count ->
        [one] Переломный момент
       *[other] Переломные моменты
    }: { $items }.
evaluation-no-turns = Перелома не было: ни одна сторона не перехватила перевес.
evaluation-turn = ход { $n }, { $color }, { $move }: после него { $standing }
standing-equal = равенство
standing-better = { $side ->
        [white] у белых
       *[black] у чёрных
    } лучше
standing-winning = { $side ->
        [white] у белых
       *[black] у чёрных
    } выигрыш
evaluation-worst = Худший ход { $side ->
        [white] белых
       *[black] чёрных
    }: ход { $n }, { $move }, { $kind }, { $loss }.
evaluation-no-mistake = { $Color } не ошибались.
kind-blunder = грубая ошибка
loss-pawns = минус { $pawns } пешки
loss-mate = после него соперник ставит мат
kind-mistake = ошибка
worst-moves = Худшие ходы { $side ->
        [white] белых
       *[black] чёрных
    }: { $items }.
mistake = ход { $n }, { $move }, { $kind }, { $loss }
more-mistakes = Оценка подробно: подробнее.
no-evaluation-tournament = В турнирном режиме движок партию не разбирает.
no-evaluation = Движок не может разобрать партию: { $why }
longest-thinks = Самые долгие раздумья { $side ->
        [white] белых
       *[black] чёрных
    }: { $items }.
think = ход { $n }, { $move }, { $time }
nothing-more = Больше сказать нечего.
none = нет
empty = { $what }: пусто.
illegal-entered = Невозможный ход { $side ->
        [white] белых
       *[black] чёрных
    }, номер { $n }. Восстановлена позиция до него.
two-minutes = { $Opp } получают две минуты.
illegal-stands = Невозможный ход { $side ->
        [white] белых
       *[black] чёрных
    }: { $move }. Часы переключены, ход считается сделанным; { $opp } могут заявить о нём до своего ответного хода.
confirm-claim-illegal = Заявить о невозможном ходе { $side ->
        [white] белых
       *[black] чёрных
    }? Да или нет.
illegal-needs-squares = В быстрых шахматах и блице невозможный ход считается сделанным, как только пущены часы. Введите его с начальным и конечным полем, например: illegal c1 f4.
illegal-no-piece = На поле { $square } нет фигуры { $side ->
        [white] белых
       *[black] чёрных
    }. Ничего не записано.
illegal-own-piece = На поле { $square } стоит фигура того же цвета. Ничего не записано.
intervene-promotion = Превращение пешки невозможно по правилам; вмешивается судья.
intervene-king-taken = Взят король; вмешивается судья.
intervene-king-in-check = После хода свой король остаётся под шахом; вмешивается судья.
illegal-claim-lapsed = Заявления нет. Партия продолжается с позиции после невозможного хода.
back-to = Возврат к ходу { $n }, ходят { $color }.
no-such-move = Хода { $n } нет.
sealed = Ход записан и запечатан. Партия отложена.
adjourned = Партия отложена. Чтобы продолжить, скажите: продолжить.
not-adjourned = Партия не отложена.
resumed = Партия возобновлена. Записанный ход: { $words }.
absent-clock-runs = { $Color } не явились к доигрыванию: идут часы { $side ->
        [white] белых
       *[black] чёрных
    }. Когда они придут, конверт вскроют и сделают записанный ход: «продолжить».
absent-may-seal = { $Color } не явились к доигрыванию. Записанный ход сделан; ответ можно тоже записать и запечатать, тогда пойдут часы { $side ->
        [white] белых
       *[black] чёрных
    }.
new-game = Новая партия. Ходят { $color }.
no-clock = В этой партии часы не идут.
help = Скажите ход, например конь эф три, затем да или нет. Вопросы: время, чей ход, номер хода, последний ход, все ходы, где кони, фигуры белые, что на е четыре, вертикаль е, горизонталь четыре, диагонали е четыре, атаки е четыре, возможные ходы коня же один, материал, пешечная структура, подробнее, что можно сказать. Ничья, принимаю, отклоняю, сдаюсь, требую повторение, требую пятьдесят ходов, требую цейтнот, назад к ходу двенадцать, откладываю, продолжить, повтори, стоп, выход.
too-long = Слишком много слов. Скажите только ход.
line-too-long = Строка слишком длинная (больше { $max } { $max ->
        [one] символа
       *[other] символов
    }) и пропущена.
resume-offer = Найдена сохранённая партия: ход номер { $n }, ходят { $color }. Продолжить? Да или нет.
save-unreadable = Сохранённую партию нельзя прочитать ({ $problem }). Файл сохранён без изменений: { $kept }. Новая партия.
config-unreadable = Настройки нельзя прочитать ({ $problem }). Файл сохранён без изменений: { $kept }. Действуют значения по умолчанию.
save-failed = Не удалось сохранить: { $problem }. Попытки продолжаются.
closing = Программа завершает работу.
closing-saved = Программа завершает работу. Партия сохранена и будет предложена при следующем запуске.
saved-again = Снова сохранено. Партия в сохранности.
folder-busy = { $pid ->
    [none] Этой папкой данных уже пользуется другая копия Ансаге.
   *[other] Этой папкой данных уже пользуется другая копия Ансаге (процесс { $pid }).
} Здесь ничего не сохраняется; другую папку можно выбрать ключом --data-dir.
confirm-resign = { $Color } сдаются? Да или нет.
confirm-accept-draw = Принять предложение ничьей { $side ->
        [white] белых
       *[black] чёрных
    }? Да или нет.
confirm-new-game = Начать новую партию? Текущая партия закончится. Да или нет.
confirm-quit = Закрыть программу? Партия останется сохранённой. Да или нет.
confirm-load = Взять загруженную партию? Текущая партия закончится. Да или нет.
confirm-back-to = Вернуться к ходу { $n }, ходят { $color }? Ходы после этого будут вычеркнуты. Да или нет.
confirm-seal = Записать ход { $words } как секретный? Партия будет отложена. Да или нет.
confirm-claim-repetition = Потребовать ничью из-за троекратного повторения позиции? Да или нет.
confirm-claim-repetition-move = Потребовать ничью из-за троекратного повторения позиции, с ходом { $words }? Да или нет.
confirm-claim-fifty = Потребовать ничью по правилу пятидесяти ходов? Да или нет.
confirm-claim-fifty-move = Потребовать ничью по правилу пятидесяти ходов, с ходом { $words }? Да или нет.
yes-or-no = Да или нет.
action-cancelled = Отменено. Партия продолжается.
time = Белые: { $white }, чёрные: { $black }.
clock-stopped-note = Часы остановлены.
moves-to-control = До контроля { $words } { $count ->
        [one] ход
        [few] хода
       *[many] ходов
    }.
clock-reading = { $Color }: { $time }.
no-recording-needed = { $Color } могут больше не записывать ходы.
flag = Партия! У { $side ->
        [white] белых
       *[black] чёрных
    } упал флажок.
both-flags = Упали оба флажка. Партия продолжается; судья устанавливает часы.
move-counter = Счётчик ходов, { $color }: { $n }.
clock-paused = Часы остановлены.
clock-running = Часы идут.
clock-not-paused = Часы не остановлены.
quickplay-claimed = { $Color } требуют ничью по статье 10.2. Часы остановлены; решает судья.
quickplay-not-now = Заявление по 10.2 возможно, только если в последнем периоде осталось меньше двух минут.
quickplay-not-in-blitz = В блице статья 10.2 не применяется (приложение В, пункт 2); партия продолжается.
quickplay-deferred = Решение отложено. { $Color } получают две минуты.
quickplay-rejected = Заявление отклонено. { $Color } получают две минуты.
no-quickplay-claim = Заявления по 10.2 нет.
heard = Услышано: { $text }.
microphone-ready = Микрофон готов: { $name }.
no-microphone = Нет микрофона ({ $why }). Партия продолжается с клавиатуры; микрофон ищется снова.
mic-why-no-device = в системе нет устройства ввода
mic-why-no-device-named = нет устройства ввода с именем { $name }
mic-why-unavailable = устройство недоступно
mic-why-busy = его занимает другая программа
mic-why-no-permission = система не разрешает доступ
mic-why-no-sound = оно больше не передаёт звук
no-recognizer = Распознавание речи недоступно ({ $why }). Партия продолжается с клавиатуры.
listening-on = Слушаю.
listening-off = Не слушаю.
touched = Тронута фигура: { $piece } на { $square }.
touched-nothing = На { $square } нет фигуры.
clock-digits = Белые { $white } | Чёрные { $black } ({ $running ->
        [white] идут часы белых
        [black] идут часы чёрных
       *[none] часы остановлены
    })
no-speech = Нет речевого вывода ({ $why }). Сообщения только печатаются.
# Why there is no speech (said inside no-speech).
speech-unreachable = Speech Dispatcher недоступен
speech-system-unusable = системный голос недоступен
speech-system-failed = системный голос отказал
no-sound = Синтез речи запущен, но ничего не слышно: Speech Dispatcher не находит звуковое устройство. Сообщения только выводятся на экран.
no-window = Окно не открывается ({ $why }). Работа продолжается в консоли.
no-display-set = не заданы ни DISPLAY, ни WAYLAND_DISPLAY
no-wayland-answers = композитор Wayland не отвечает на WAYLAND_DISPLAY={ $display }
no-x-answers = X-сервер не отвечает на DISPLAY={ $display }
x-refuses = X-сервер на DISPLAY={ $display } отказывает: { $why }
screen-reader-beside = Работает { $name }. Речь программы и экранного диктора не перебивают друг друга.
screen-reader-through = Программа говорит через { $name }, текст выводится и на брайлевский дисплей.
unheard = Эти слова распознавание не слышит: { $list }.
unheard-instead = { $word } (вместо этого: { $instead })

reason-game-over = партия окончена
reason-other-side = сейчас ходят { $color }, а это был бы ход { $opp_side ->
        [white] белых
       *[black] чёрных
    }
place-file = вертикали { $file }
place-rank = горизонтали { $rank }
no-piece-on = нет { $role ->
        [king] короля
        [queen] ферзя
        [rook] ладьи
        [bishop] слона
        [knight] коня
       *[pawn] пешки
    } на { $place }
no-piece = у вас нет { $role ->
        [king] короля
        [queen] ферзя
        [rook] ладьи
        [bishop] слона
        [knight] коня
       *[pawn] пешки
    }
no-piece-at = на { $place } нет вашей фигуры
cannot-reach-from = { $piece } с { $from } не может пойти на { $to }
cannot-reach = { $role ->
        [rook] ни одна
        [pawn] ни одна
       *[other] ни один
    } { $piece } не может пойти на { $to }
own-piece = на { $to } стоит { $role ->
        [rook] ваша
        [pawn] ваша
       *[other] ваш
    } { $piece }
nothing-to-capture = на { $to } нечего бить
wrong-capture = на { $to } нет { $role ->
        [king] короля
        [queen] ферзя
        [rook] ладьи
        [bishop] слона
        [knight] коня
       *[pawn] пешки
    }
cannot-capture = { $role ->
        [rook] ни одна
        [pawn] ни одна
       *[other] ни один
    } { $piece } не может взять { $captured_role ->
        [king] короля
        [queen] ферзя
        [rook] ладью
        [bishop] слона
        [knight] коня
       *[pawn] пешку
    }
king-in-check = ваш король оказался бы под шахом
bad-promotion = это не превращение
castle = рокировка невозможна, { $why }
castle-king-moved = король уже ходил
castle-rook-moved = ладья уже ходила
castle-in-check = король под шахом
castle-blocked = между королём и ладьёй стоят фигуры
castle-through-check = король прошёл бы через битое поле

result = { $reason }. { $outcome }.
end-checkmate = Мат
end-stalemate = Пат
end-dead-position = Мат невозможен
end-agreement = Ничья по соглашению
end-resignation = { $Loser } сдаются
end-abandoned = { $Loser } покинули партию
end-quickplay = Ничья по заявлению в цейтноте
end-repetition = Троекратное повторение позиции
end-fifty = Правило пятидесяти ходов
end-illegal = Невозможный ход
end-flag = Партия
end-sealed-illegal = Записанный ход недействителен
confirm-declare = Засчитать поражение { $side ->
        [white] белым
       *[black] чёрным
    } по решению судьи ({ $ground })? Да или нет.
end-declared = Судья засчитал поражение { $loser_side ->
        [white] белым
       *[black] чёрным
    } ({ $ground })
end-declared-both = Решение судьи (статья 12.9, оба упорно отказываются подчиняться правилам)
confirm-declare-both = Засчитать поражение обоим участникам по решению судьи (статья 12.9, оба упорно отказываются подчиняться правилам)? Да или нет.
forfeit-absent = статья 6.7, неявка
forfeit-phone = статья 12.2 б, мобильный телефон
forfeit-refusal = статья 12.8, упорный отказ подчиняться правилам
forfeit-penalty = статья 13.4 г, наказание
end-recorded = Результат по записи партии
outcome-white = Победа белых, один ноль
outcome-black = Победа чёрных, ноль один
outcome-draw = Ничья, по пол-очка
outcome-both-lose = Поражение обоим, ноль ноль

# The console's own lines.
note-saved = Сохранено: { $path }
pgn-file-unreadable = Файл { $path } не читается: { $why }. Партия остаётся как есть.
file-not-found = его нет
file-no-permission = нет доступа
file-is-folder = это папка
file-path-not-folder = часть пути — не папка
file-exists = он уже есть
file-disk-full = диск заполнен
file-quota = дисковая квота исчерпана
file-read-only = диск защищён от записи
file-too-large = файл слишком велик
file-bad-name = недопустимое имя
file-not-text = его содержимое не читается как текст
file-system-error = системная ошибка: { $error }
pgn-unreadable = Это не читаемый PGN ({ $detail }). Партия остаётся как есть.
pgn-no-game = В файле нет партии.
pgn-no-such-game = В файле { $count ->
        [one] только { $count } партия
        [few] только { $count } партии
       *[many] только { $count } партий
    }; партии номер { $asked } в нём нет.
pgn-variant = Это партия { $variant }; Ансаге играет только в шахматы по правилам ФИДЕ из обычной начальной позиции. Не загружено.
pgn-bad-start = Начальная позиция партии (FEN) не является допустимой позицией: { $detail }. Не загружено.
pgn-illegal-move = { $number }-й ход { $side ->
        [black] чёрных
       *[white] белых
    }, { $move }, в этой позиции невозможен. Не загружено.
pgn-not-a-move = { $number }-й ход { $side ->
        [black] чёрных
       *[white] белых
    }, { $move }, — не ход, который Ансаге может прочитать: ходы читаются так, как их пишет стандарт PGN, английскими буквами (e4, Nf3, O-O), или в полной нотации (e2-e4). Не загружено.
pgn-after-end = По правилам партия закончилась { $number }-м ходом { $side ->
        [black] чёрных
       *[white] белых
    }; { $count ->
        [one] { $count } полуход, сделанный после этого, не загружен
        [few] { $count } полухода, сделанные после этого, не загружены
       *[many] { $count } полуходов, сделанных после этого, не загружены
    }.
pgn-null-move = { $number }-й ход { $side ->
        [black] чёрных
       *[white] белых
    } — нулевой ход (--), которого в партии не бывает. Не загружено.
pgn-no-player = Ни в { $count ->
        [one] одной партии
        [few] одной из { $count } партий
       *[many] одной из { $count } партий
    } файла нет игрока { $player }. Партия остаётся прежней.
pgn-player-games = { $player } играет в { $count ->
        [one] { $count } партии
        [few] { $count } партиях
       *[many] { $count } партиях
    } файла ({ $games }); загружена первая, «load» с путём и номером загрузит другую.
pgn-one-of = Партия { $index } из { $count } в файле; список на экране, «load» с путём и номером загружает другую.
pgn-one-of-page = Партия { $index } из { $count } в файле; первые { $shown } перечислены на экране, «load» с путём и номером загружает другую.
pgn-chosen = Партия { $index } из { $count } в файле.
pgn-loaded = Партия загружена: { $white } против { $black }, { $n ->
        [0] ходов ещё нет
        [one] { $n } полуход
        [few] { $n } полухода
       *[many] { $n } полуходов
    }.
note-no-games = Сохранённых партий пока нет.
games-page = Последние { $shown } из { $count } сохранённых партий; «load N» загружает любую по её номеру, считая от последней.
kept-game = { $when }: { $white } против { $black }, { $outcome }
kept-when = { $day }.{ $month }.{ $year }, { $hour }:{ $minute }
kept-unfinished = не закончена
menu-games = Последние партии
screen-games = Последние партии. Стрелки вверх и вниз выбирают, Enter загружает партию, Escape возвращает назад.
menu-file-games = Партии файла
menu-page = { $from }–{ $to } из { $count }
screen-file-games = В файле { $count ->
        [one] { $count } партия
        [few] { $count } партии
       *[other] { $count } партий
    }. Стрелки вверх и вниз выбирают, Enter загружает партию, Escape возвращает к папке.
pgn-list-line = { $n }. { $white } — { $black }, { $result ->
        [white] победа белых
        [black] победа чёрных
        [draw] ничья
        [both] поражение обоим
       *[other] не окончена
    }
note-no-such-game = Сохранённой партии { $n } нет (их список: games).
note-error = Ошибка: { $error }. Ничего не изменено.
note-out-of-range = { $setting }: значение { $given } не подходит, нужно число от { $low } до { $high }. Ничего не изменено.
note-set = Установлено: { $key } — { $value }.
setting-style = объявление ходов
setting-confirm = переспрос
setting-lang = язык
setting-illegal = правило о невозможных ходах
setting-rate = темп речи
setting-pitch = высота голоса
setting-volume = громкость
setting-voice = голос
setting-earcon = звук
setting-clock = часы
setting-warnings = предупреждения о времени
warnings-none = Предупреждений о времени нет.
warning-left = остаток { $time }
warnings-now = Предупреждения о времени: { $list }; { $how ->
        [tone] звуком
       *[spoken] словами
    }.
setting-warnings-spoken = Предупреждения о времени словами
setting-marks = объявление отметок времени
setting-record = запись
value-classical = классический контроль, 90 минут на 40 ходов, затем 30 минут, добавление 30 секунд за ход
value-rapid-25 = быстрые шахматы, 25 минут, добавление 10 секунд за ход
value-rapid-15 = быстрые шахматы, 15 минут, добавление 10 секунд за ход
value-blitz-5 = блиц, 5 минут
value-blitz-3 = блиц, 3 минуты, добавление 2 секунд за ход
note-bad-setting = Неизвестная настройка: { $setting }. См. help.
envelope-title = Конверт с записанным ходом (приложение A2)
envelope-white = Белые
envelope-black = Чёрные
envelope-event = Соревнование
envelope-round = Тур
envelope-sealed-by = Ход записал
envelope-move = Ход
envelope-offer = Предложение ничьей
envelope-resumption = Доигрывание
envelope-used = Израсходованное время
envelope-no-clock = без часов
envelope-unset = ещё не назначено
yes = да
no = нет

opponent-move = Ход программы: { $words }. Сделайте этот ход на доске.
hint = Подсказка: { $words }.
no-hints-tournament = Турнирный режим: подсказок нет.
no-engine = Без движка подсказок нет.
tournament-mode = Турнирный режим: ни движка, ни подсказок, ни анализа.
engine-failed = { $why } Партия продолжается без него.
engine-cannot-start = Движок не запускается ({ $error }).
engine-silent-start = Движок не отвечает.
engine-no-move = Движок не делает свой ход.
engine-stopped = Движок завершил работу.
engine-impossible-move = Движок прислал невозможный ход ({ $move }).
engine-not-uci = Движок не поддерживает протокол UCI, он отвечает: «{ $line }». Нужен UCI-движок (GNU Chess с ключом --uci, Crafty через polyglot).
engine-depth-only = У движка { $name } нет настройки силы, поэтому глубина его расчёта ограничена: { $depth }.

# Окно (экраны, меню, клавиши). Пункт произносится, когда получает фокус.
ready = Готово.
focus-item = { $label }: { $value }.
screen-start = Ансаге. Стрелки вверх и вниз выбирают, Enter открывает. F1 называет клавиши.
screen-new-game = Новая партия. Стрелки вверх и вниз выбирают, влево и вправо меняют, Enter начинает.
screen-settings = Настройки. Стрелки вверх и вниз выбирают, влево и вправо меняют. Escape возвращает.
screen-help = Клавиши. Escape возвращает.
screen-game = { $mode }.
menu-resume = Продолжить сохранённую партию
menu-new-game = Новая партия
menu-open-pgn = Открыть файл PGN
menu-settings = Настройки
menu-help = Клавиши и помощь
menu-billiards = Табло бильярда
menu-quit = Выход
menu-voice-sample = Образец голоса: Ансаге запоминает ваш голос
menu-download = Загрузить
menu-no-download = Нет, продолжить с PocketSphinx
screen-model-offer = Распознавание речи
screen-online = Игра по сети на { $server }. Стрелки вверх и вниз выбирают, влево и вправо меняют, Enter начинает.
menu-online = Играть по сети
menu-sign-in = Войти через браузер
menu-sign-out = Выйти
item-online-time = Контроль времени
item-online-color = Цвет
item-rated = На рейтинг
item-ai-level = Уровень компьютера
menu-play-ai = Играть с компьютером сервера
item-challenge = Вызвать игрока, имя
menu-seek = Найти соперника
menu-await = Ждать вызовов
value-random = случайно
value-no = нет
value-yes = да
online-sign-in-first = Вход на { $server } не выполнен. Сначала выберите «Войти через браузер».
online-signing-in = Вход через браузер уже идёт.
online-signing-failed = Вход через браузер прервался. Попробуйте ещё раз.
online-tournament = В турнирном режиме игра по сети недоступна.
online-no-name = Сначала введите имя соперника.
menu-start = Начать партию
menu-back = Назад
item-mode = Режим
item-clock = Часы
item-blind-color = Цвет незрячего игрока
item-engine-level = Сила программы
item-tournament = Турнирный режим
item-style = Объявление ходов
item-language = Язык
item-confirm = Переспрашивание
item-rate = Темп речи
item-speak = Речь
item-earcons = Звуки
item-device = Микрофон
item-push-to-talk = Клавиша разговора
item-recognizer = Распознаватель
item-model = Речевая модель
item-large-text = Крупный шрифт
item-colours = Цвета доски
value-relay = ассистент передаёт ходы
value-two-voices = два голоса
value-engine = против программы
value-review = просмотр
value-online = партия по сети
value-on = включено
value-off = выключено
value-white = белые
value-black = чёрные
value-none = нет
value-default = по умолчанию
value-always = всегда
value-when-inexact = если неточно
value-never = никогда
value-classic = классические
value-contrast = высокий контраст
value-blue = синие
value-pocketsphinx = PocketSphinx
value-vosk = Vosk
square-empty = пусто
square-piece = { $square }, { $piece }.
question-standing = Вопрос игроку:
question-keys = { $yes } — да · { $no } — нет
to-execute = Сделать на доске:
heard-line = Услышано: { $text }
said-line = Сказано: { $text }
mic-listening = Слушаю
mic-push = Держите пробел и говорите
mic-off = Нет микрофона
mic-not-listening = Прослушивание выключено
review-start = Начальная позиция. { $count } { $count ->
        [one] ход
        [few] хода
       *[many] ходов
    }.
review-took = Время на ход: { $time }.
review-score = Оценка: { $sign ->
        [plus] плюс { $pawns }
        [minus] минус { $pawns }
       *[none] { $pawns }
    }.
review-mate = Оценка: { $side ->
        [white] белые
       *[black] чёрные
    } ставят мат в { $n } { $n ->
        [one] ход
        [few] хода
       *[many] ходов
    }.
review-at = Ход номер { $n }, { $color }: { $words }.
flipped = Доска повёрнута: внизу { $side ->
        [white] белые
       *[black] чёрные
    }.
selected = С поля { $square }. Теперь поле назначения.
selection-cleared = Выбор снят.
no-move-from-to = Нет хода с { $from } на { $to }.
applies-next-start = Вступит в силу при следующем запуске.
type-a-move = Введите ход словами или в SAN, или команду; Enter отправляет.
# The typing line's placeholder: short, it fits the line under the board.
typing-hint = Ход или команда
pgn-path = Путь к файлу PGN; Enter открывает.
item-pgn-path = Ввести путь
screen-open-pgn = Открыть файл PGN. Папка { $dir }: { $files ->
        [0] файлов PGN нет
        [one] { $files } файл PGN
        [few] { $files } файла PGN
       *[other] { $files } файлов PGN
    }, { $folders ->
        [0] вложенных папок нет
        [one] { $folders } вложенная папка
        [few] { $folders } вложенные папки
       *[other] { $folders } вложенных папок
    }. Стрелки вверх и вниз выбирают, Enter открывает, Escape возвращает назад.
pgn-folder-item = Папка { $name }
pgn-folder-up = Папка выше: { $dir }
pgn-folder-unreadable = Папку { $dir } не открыть: { $why }.
white-name = Имя белых
black-name = Имя чёрных
key-help = помощь: этот список вслух
key-arrows = двигать курсор; называются поле и фигура
key-enter = выбрать поле под курсором: сначала откуда, потом куда (ход зрячей стороны)
key-space = держать и говорить (клавиша разговора)
key-type = ввести ход словами или в SAN, или команду
key-yes = да (подтвердить)
key-no = нет (исправить)
key-clock = оба времени
key-number = номер хода
key-last = последний ход
key-all = все ходы
key-pieces = фигуры белых; с Shift — чёрных
key-file = фигуры на вертикали курсора
key-rank = фигуры на горизонтали курсора
key-diagonals = диагонали через поле курсора
key-attacks = кто нападает на поле курсора и кто его защищает
key-reach = куда может пойти фигура под курсором
key-material = соотношение материала
key-pawns = пешечная структура: проходные, изолированные и сдвоенные пешки
key-more = подробнее: детали последнего ответа
key-what-to-say = что можно сказать сейчас?
key-report = отчёт: самые долгие раздумья, цейтнот; после партии оценка движка
key-statement = заявление об устройстве для судьи: версия, контрольная сумма, движок, сеть, запись
key-across = второе окно для зрячего соперника: доска с его стороны, последний ход крупно, часы обоих игроков
key-scan = вертикаль, горизонталь или диагонали курсора звуками: слева направо по вертикалям, выше по горизонталям; белая фигура чистый тон, чёрная гнусавый, пустое поле щелчок (Esc прерывает)
key-touched = зрячий игрок коснулся фигуры под курсором (2.9e)
key-flip = повернуть доску
key-hint = подсказка (не в турнирном режиме)
key-review = просмотр: предыдущий и следующий ход, начало и конец
key-escape = прервать речь, снять выбор; на других экранах: назад
key-settings = настройки
key-menu = начальный экран
key-quit = выход (партия сохранена)
to-move-short = ходит
value-de = немецкий
value-en = английский
value-ru = русский
keyname-arrows = Стрелки
value-ibca = IBCA (Anna, Bella, …)
value-ibca-from = IBCA с полем отправления
recording-on = Партия записывается.
recording-off = Запись остановлена.
recording-failed = Партию нельзя записать: { $problem }.
no-recording = Записи этого хода нет.
replaying = Ход номер { $n } из записи.
dispute-heard = услышано
dispute-read-back = переспрошено
dispute-confirmed = подтверждено
dispute-turned-down = отклонено
dispute-corrected = исправлено
dispute-played = сыграно
dispute-entered = введено
sheet-title = Бланк записи партии
sheet-date = Дата
sheet-result = Результат
sheet-no-braille-table = в liblouis нет брайлевской таблицы для этого языка ({ $tables }); в Debian и Ubuntu таблицы есть в пакете liblouis-data
sheet-braille-failed = liblouis не смог перевести бланк в шрифт Брайля
sheet-no-font = шрифт печатного бланка не читается
sheet-signature-white = Подпись белых
sheet-signature-black = Подпись чёрных
sheet-signature-arbiter = Подпись судьи
item-record = Запись
recording-state = Запись
key-replay = проиграть ход из записи партии (при просмотре: показанный ход)
unheard-count = Распознавание не слышит { $n } { $n ->
        [one] слово
        [few] слова
       *[many] слов
    } словаря; список — в протоколе.
recognizer-ready = Распознавание речи: { $engine }.
model-offer = С моделью распознавания Vosk для { $vocabulary ->
        [de] немецкого
        [en] английского
       *[ru] русского
    } языка Ансаге будет понимать вас лучше. Она занимает { $size } МБ и загружается из интернета один раз. Загрузить сейчас? Да или нет.
model-offer-again = Загрузить модель распознавания речи сейчас? Да или нет.
model-downloading = Модель загружается; партию можно начинать.
model-progress = Загружено { $percent } { $percent ->
        [one] процент
        [few] процента
       *[many] процентов
    } модели.
model-not-official = Указанный сервер прислал не официальный архив модели; Ансаге всё равно будет распознавать речь с ней.
model-installed = Модель Vosk установлена; теперь Ансаге распознаёт речь с ней.
model-declined = Ансаге продолжает распознавать речь с PocketSphinx. Модель можно установить позже командой «ansage models install { $vocabulary }».
model-answer-not-kept = Ответ не удалось сохранить ({ $problem }); при следующем запуске Ансаге спросит снова.
model-no-network = Нет подключения к сети: модель сейчас не загрузить. Ансаге продолжает работать с PocketSphinx и предложит модель через неделю; «ansage models install { $vocabulary }» загрузит её в любое время.
model-no-answer = Сервер модели не отвечает: модель сейчас не загрузить. Ансаге продолжает работать с PocketSphinx и предложит модель через неделю; «ansage models install { $vocabulary }» загрузит её в любое время.
model-not-installed = Модель не удалось установить ({ $problem }). Ансаге продолжает работать с PocketSphinx.
key-dispute = ходы: услышано, переспрошено, подтверждено, сыграно — для судьи
audio-sheet-start = Только звукозапись: Ansage записывает партию с микрофона и больше ничего не делает – ни распознавания речи, ни объявления ходов, ни движка, ни сети. Команды: status, statement, quit.
audio-sheet-recording = Запись идёт, в { $path }.
audio-sheet-status = Записано: { $time }, в { $path }.
audio-sheet-no-microphone = Нет микрофона ({ $why }). Запись начнётся, как только он появится.
audio-sheet-waiting = Записи пока нет: Ansage ждёт микрофон.
audio-sheet-failed = Запись невозможна: { $why }
audio-sheet-keys = Только звукозапись: status — сколько уже записано, statement — заявление об устройстве, quit — закончить запись.
audio-sheet-end = Запись закончена и сохранена: { $time }, в { $path }.
audio-sheet-nothing = Ничего не записано: нет микрофона.
statement-audio-sheet = Режим: только звукозапись – без распознавания речи, без объявлений, без подсказок
across-title = Ansage – для соперника
across-opened = Открыто второе окно для соперника напротив: доска с его стороны, последний ход крупно, часы обоих игроков. F4 закрывает его.
across-closed = Окно для соперника закрыто.
across-last = Ход { $n }, { $color }
across-no-move = Ходов ещё не было.
statement-title = Заявление об устройстве
statement-version = Ansage, версия { $version }
statement-checksum = Контрольная сумма программы (SHA-256): { $sum }
statement-checksum-said = начинается с { $start }
statement-no-checksum = Контрольная сумма программы: не читается ({ $why })
statement-tournament = Турнирный режим: { $state }
statement-engine = Движок: играет { $name }
statement-no-engine = Движок: нет, подсказок нет
statement-online = Сеть: онлайн-партия на { $server }
statement-offline = Сеть: не используется
statement-recording = Запись: включена, в { $path }
statement-not-recording = Запись: выключена
statement-keys = Esc: назад к партии · в консоли «statement ФАЙЛ» записывает это заявление в файл
dispute-title = Ходы для судьи
screen-dispute = Ходы для судьи: { $n } { $n ->
        [one] строка
        [few] строки
       *[many] строк
    } на экране. Escape возвращает.

# The voice sample read in the app (ansage models record).
sample-start = Образец голоса: { $total } { $total ->
        [one] фраза
        [few] фразы
       *[many] фраз
    } для чтения вслух, чтобы распознавание привыкло к вашему голосу. Читайте каждую фразу после того, как она прозвучит. «Ещё раз» повторяет фразу, «назад» возвращает к предыдущей, «тихо» ставит на паузу; в следующий раз продолжим с того же места.
sample-resume = Образец голоса, продолжаем с фразы { $number } из { $total }. Уже записано: { $done }.
sample-prompt = Фраза { $number } из { $total }: { $text }
sample-prompt-again = Ещё раз фраза { $number }: { $text }
sample-pauses = С короткой паузой после каждого слова.
sample-keys = Enter: фраза ещё раз; b: назад к предыдущей фразе; q: пауза.
sample-paused = Пауза. В следующий раз продолжим с фразы { $number }.
sample-unheard = Ничего не слышно. Пауза; в следующий раз продолжим с фразы { $number }.
sample-learning = Все фразы записаны. Сейчас распознавание настраивается на ваш голос; это займёт около полуминуты.
sample-learnt = Готово: распознавание настроено на ваш голос по { $learnt } из { $total } { $total ->
        [one] фразы
       *[other] фраз
    } и с этого момента слушает с этой настройкой.
voice-table-unreadable = Сведения о вашем произношении не читаются ({ $problem }). Файл сохранён без изменений: { $kept }. Они будут собраны заново.
voice-table-not-saved = Сведения о вашем произношении не удаётся сохранить: { $problem }. Они действуют до закрытия программы.
sample-not-learnt = Во фразе { $numbers } запись не совпала со словами; следующий образец голоса попросит её снова.
sample-failed = Не удалось выучить голос: { $why }. Записи сохранены; следующий образец голоса попробует снова.
sample-not-kept = Не удалось сохранить фразу { $number } ({ $why }).
sample-no-microphone = Нет микрофона ({ $why }). Образец голоса ждёт, пока он появится; q — пауза.
sample-no-recognizer = Образцу голоса нужен PocketSphinx, чтобы слышать конец фразы: { $why }.
sample-cannot-start = Запись образца голоса не может начаться: { $why }.

# The keys' names as printed on this language's keyboards (src/gui/letter.rs: answers by the
# key's label, commands by its place on any layout).
keyname-key-help = F1, H
keyname-key-arrows = ← → ↑ ↓
keyname-key-enter = Enter
keyname-key-space = Пробел
keyname-key-type = T
keyname-key-yes = Д, Y
keyname-key-no = Н, N
keyname-key-clock = C
keyname-key-number = M
keyname-key-last = L (на русской раскладке Shift+L)
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
keyname-key-review = PgUp, PgDn, Home, End
keyname-key-escape = Esc
keyname-key-settings = F2
keyname-key-menu = F10
keyname-key-quit = Ctrl+Q
typed-help =
    Команды с клавиатуры (всё остальное понимается как сказанные слова):
      help              этот список и голосовые команды
      fen               позиция в виде FEN
      pgn               партия до этого момента в виде PGN
      scoresheet        бланк записи в нотации ФИДЕ
      save ПУТЬ         записать партию в PGN по пути ПУТЬ
      load ПУТЬ [K|КТО] загрузить партию из файла PGN (K-ю или первую, где играет КТО; файл
      load N            с несколькими партиями выводит их список) или N-ю из `games`;
                        кавычки и ~ как в командной оболочке
      games             сохранённые партии (законченные и отложенные), сначала новые
      new [FEN]         начать новую партию (с позиции FEN, если она дана)
      played ХОД        ввести ход, уже сделанный на доске (без переспроса; невозможный ход
                        записывается по статье 7.4)
      illegal [ОТКУДА КУДА]  записать невозможный ход стороны, чья очередь (статья 7.4); в
                        быстрых шахматах и блице с его полями (illegal c1 f4): ход в силе, если
                        противник не заявит о нём до своего хода (приложение Б6, В3)
      forfeit white|black absent|phone|refusal|penalty   засчитать поражение одной из сторон
                        (судья; 6.7, 12.2 б, 12.8, 13.4 г)
      forfeit both      засчитать поражение обоим (12.9)
      envelope          конверт с записанным ходом отложенной партии (приложение A2)
      event TEXT, round TEXT   соревнование и тур партии (PGN, конверт)
      resumption TEXT   дата, время и место доигрывания отложенной партии (A2 ж)
      absent white|black   одна из сторон не явилась к доигрыванию: идут её часы (A9)
      set style ibca|ibca-from|en|ru
      set confirm always|when-inexact|never
      set lang de|en|ru
      set illegal standard|rapid|blitz
      set rate|pitch|volume 0..100   речь (50 — обычное значение голоса)
      set voice ИМЯ     голос Speech Dispatcher по имени (или его части)
      set earcon ИМЯ on|off   listening-on, listening-off, confirmed, not-understood,
                        illegal, check, low-time, flag
      set clock SPEC|none   контроль времени: готовый (classical, rapid-25, rapid-15, blitz-5,
                        blitz-3) или периоды вроде 40/90m+30s:30m+30s; новые часы идут сразу
      set warnings 5m,1m    голосовые предупреждения при таком остатке времени (none — без них)
      set marks on|off  ещё и предупреждение каждые пять минут, как отметки тактильных часов
      set warnings-spoken on|off  предупреждения о времени словами или только звуком
      clock             оба времени цифрами (для зрячего помощника)
      clock add white|black ВРЕМЯ   добавить время (судья; ВРЕМЯ вроде 2m, 30s, -1m)
      clock set white|black ВРЕМЯ   установить показания часов (6.14)
      clock moves white|black N    установить счётчик ходов (6.14)
      clock pause, clock go        остановить и снова пустить часы (6.13)
      clock undo                   отменить последнюю поправку часов
      quickplay accept|defer|reject   решение судьи по заявлению по статье 10.2
      wait ВРЕМЯ        пропустить ВРЕМЯ (только с --manual-time)
      listen on|off     слушать микрофон или нет (push-to-talk: on, пока говорите)
      touched ПОЛЕ      сказать незрячему, какой фигуры коснулся зрячий соперник (2.9e)
      replay N|next|prev|stop   проиграть ход N (белых и чёрных) из записи партии
      dispute           каждый ход, как он был услышан, повторён, подтверждён и сыгран, со
                        временем в записи (2.7-2.8)
      cues ПУТЬ         записать cue-файл записи (по дорожке на ход)
      print ПУТЬ        бланк для печати (.pdf) или для шрифта Брайля (.brf), любое другое имя —
                        текстом; конверт отложенной партии (A2) печатается вместе с ним
      set record on|off записывать партию с микрофона (при прослушивании включено сразу)
      quit              выйти (партия остаётся сохранённой)

# The command line's mistakes (clap finds them; Ansage says them).
cli-unknown-argument = Параметра «{ $arg }» нет.
cli-unknown-command = Команды «{ $arg }» нет.
cli-no-value = Для { $arg } нужно значение.
cli-invalid-value = «{ $value }» — недопустимое значение для { $arg }; возможны: { $valid }.
cli-bad-value = «{ $value }» не подходит для { $arg }: { $reason }.
cli-range = «{ $value }» не подходит для { $arg }: нужно число от { $low } до { $high }.
cli-chess-only = { $arg } — параметр для шахмат; бильярд его не принимает. Параметры бильярда перечисляет «ansage billiards --help».
cli-missing = Не хватает: { $arg }.
cli-conflict = { $arg } и { $other } исключают друг друга.
cli-meant = Возможно, имелось в виду: { $meant }.
cli-help = Все параметры перечисляет «ansage --help».
cli-size = «{ $value }» — не размер окна; он задаётся как 1024x768.
cli-rule = --rule «{ $value }»: правило задаётся как КЛЮЧ=ЗНАЧЕНИЕ.
cli-pairs = --pairs «{ $value }»: пары задаются как «Anna,Boris;Clara,Denis».
cli-tournament-engine = В турнирном режиме программа не играет: уберите --opponent или --tournament.

# A mistake in a value given (a time, a clock, a position).
time-missing = не указано время
time-unknown-unit = «{ $text }»: неизвестная единица «{ $unit }» (h, m, s)
time-number-missing = «{ $text }»: перед «{ $unit }» нет числа
time-not-a-time = «{ $text }» — это не время
time-too-long = «{ $text }» длиннее 24h (время — от 0s до 24h)
clock-bad = часы «{ $spec }» не подходят: { $why }
clock-moves = «{ $part }»: в периоде от 1 до { $most } ходов
clock-needs-time = «{ $part }»: периоду нужно время
clock-none = нет контроля времени
clock-no-moves = период без ходов
clock-last-only = только последний период может длиться до конца партии
warnings-bad = предупреждения «{ $text }» не подходят (например 5m,1m или none): { $why }
fen-unreadable = «{ $fen }» — это не позиция в FEN
fen-impossible = «{ $fen }» — невозможная позиция

## Online play (Lichess Board API)
remote-move = Соперник: { $words }.
online-signed-in = Вход на { $server } выполнен, имя { $name }.
online-waiting = Вызов отправлен игроку { $user }. Ждём ответа.
online-declined = { $user } не принял вызов. Партия продолжается на доске.
online-game-white = Партия по сети против соперника { $opponent }. Вы играете белыми.
online-game-black = Партия по сети против соперника { $opponent }. Вы играете чёрными.
online-ai-name = компьютер, уровень { $level }
online-lost = Связь с сервером потеряна. Ansage подключается снова.
online-back = Связь восстановлена.
online-differs = Позиция на сервере отличается от позиции в Ansage. Действует позиция сервера.
online-rate-limited = Сервер просит подождать: слишком много запросов.
online-bad-token = Сервер не принимает ключ доступа: он недействителен, отозван или не даёт права board:play. Создайте новый ключ и укажите его. Партия продолжается на доске.
online-unreachable = Сервер { $server } недоступен. Партия продолжается на доске.
online-refused = Сервер отказал: { $reason }. Партия продолжается на доске.
online-move-refused = Сервер не принял ход: { $reason }.
online-opponent-gone = Соперник покинул партию.
online-opponent-back = Соперник вернулся.
online-aborted = Партия прервана.
online-not-started = Партия по сети ещё не началась.
online-no-hints = В партии по сети подсказок нет: честная игра.
online-bad-token-login = Сервер не принимает этот ключ доступа: он недействителен, отозван или не даёт права board:play.
online-kept-secret-store = Вход на { $server } выполнен, имя { $name }. Ключ доступа хранится в хранилище паролей системы.
online-kept-file = Вход на { $server } выполнен, имя { $name }. Ключ доступа хранится в файле { $file }, доступном только вам: хранилище паролей системы не отвечает ({ $why }).
online-logout-done = Выход выполнен: ключ доступа для { $server } отозван и удалён.
online-logout-nothing = Для { $server } ключ доступа не сохранён.
online-logout-not-revoked = Ключ доступа удалён здесь, но { $server } его не отозвал ({ $error }). Отзовите его на сайте.
online-awaiting = Ждём вызовов.
online-challenged-rated = { $name }, рейтинг { $rating }, вызывает вас: { $time }, на рейтинг. Принять? Да или нет.
online-challenged-casual = { $name }, рейтинг { $rating }, вызывает вас: { $time }, без рейтинга. Принять? Да или нет.
online-challenge-again = Принять вызов? Да или нет.
online-accepted = Принято.
online-declined-by-me = Отклонено.
online-withdrawn = { $name } отозвал вызов.
online-seeking = Ищем соперника: { $time }.
online-browser-open = Чтобы войти, откройте эту страницу и подтвердите: { $url }
online-browser-done = Ansage вошла в систему. Эту страницу можно закрыть.
online-browser-timeout = Вход через браузер не завершился за пять минут. Попробуйте ещё раз.
online-browser-denied = Вход через браузер не разрешён ({ $why }).
confirm-abort = Прервать партию? Да или нет.
online-chat-none = Сообщений от соперника нет.
online-chat = { $name } пишет: { $text }
online-only = Это возможно только в партии по сети.
online-game-runs = Партия по сети ещё идёт: сначала сдайтесь, договоритесь о ничьей или прервите её.
online-choose = Голосом партию по сети пока не выбрать: выберите её в окне («Играть по сети») или ключами --ai, --seek или --accept.
online-too-fast = Через это подключение Lichess играет только быстрые и классические партии: { $time } слишком быстро для поиска. С компьютером можно.
confirm-claim-win = Засчитать победу, потому что соперник ушёл? Да или нет.
online-claim-not-gone = Соперник не ушёл: победу засчитать нельзя.
confirm-takeback = Попросить соперника разрешить вернуть ваш последний ход? Да или нет.
online-takeback-asked = Соперник получил просьбу разрешить вам вернуть ход.
online-takeback-nothing = Вы ещё не сделали хода, который можно вернуть.
online-takeback-proposed = Соперник просит вернуть его последний ход. Согласны? Да или нет.
online-takeback-again = Разрешить вернуть ход? Да или нет.
online-takeback-declined-by-me = В возврате хода отказано.
online-takeback-declined = Соперник отказал в возврате хода.
online-takeback-void = Соперник сделал ход: просьба вернуть ход снята.
online-takeback-refused = Сервер не принял просьбу вернуть ход: { $reason }.
online-taken-back = Ход возвращён: { $moves }.
online-claim-refused = Сервер не засчитывает победу: { $reason }.
