#!/usr/bin/env python3
"""Writes a game's moves as the words a blind player says (IBCA vocabulary, supplement 2.1).

Independent of Ansage's own announcer: it uses python-chess only, so the console test checks
Ansage against a second implementation. Every fifth move uses the from-square form, every
seventh the English words, as players mix them.

usage: ibca_words.py GAME.pgn > GAME.words
"""
import sys

import chess
import chess.pgn

FILES = dict(zip("abcdefgh", "Anna Bella Cesar David Eva Felix Gustav Hector".split()))
RANKS = dict(zip("12345678", "eins zwei drei vier fünf sechs sieben acht".split()))
PIECES = {chess.KING: "König", chess.QUEEN: "Dame", chess.ROOK: "Turm",
          chess.BISHOP: "Läufer", chess.KNIGHT: "Springer", chess.PAWN: "Bauer"}
EN_RANKS = dict(zip("12345678", "one two three four five six seven eight".split()))
EN_PIECES = {chess.KING: "king", chess.QUEEN: "queen", chess.ROOK: "rook",
             chess.BISHOP: "bishop", chess.KNIGHT: "knight", chess.PAWN: "pawn"}


def square(sq, english=False):
    name = chess.square_name(sq)
    if english:
        return f"{name[0]} {EN_RANKS[name[1]]}"
    return f"{FILES[name[0]]} {RANKS[name[1]]}"


def words(board, move, n):
    english = n % 7 == 6
    pieces = EN_PIECES if english else PIECES
    if board.is_castling(move):
        short = chess.square_file(move.to_square) > chess.square_file(move.from_square)
        if english:
            return "castles short" if short else "castles long"
        return "kurze Rochade" if short else "lange Rochade"
    piece = board.piece_type_at(move.from_square)
    capture = board.is_capture(move)
    takes = ("takes" if english else "schlägt") if capture else ""
    if n % 5 == 4:
        head = ([] if piece == chess.PAWN else [pieces[piece]]) + [square(move.from_square, english)]
    else:
        san = board.san(move).rstrip("+#")
        head = []
        if piece == chess.PAWN:
            if capture:
                f = chess.square_name(move.from_square)[0]
                head = [pieces[piece], f if english else FILES[f]]
        else:
            head = [pieces[piece]]
            body = san[1:].replace("x", "")
            disamb = body[:-2].split("=")[0]
            for ch in disamb:
                if ch in FILES:
                    head.append(ch if english else FILES[ch])
                elif ch in RANKS:
                    head.append(EN_RANKS[ch] if english else RANKS[ch])
    parts = head + ([takes] if takes else []) + [square(move.to_square, english)]
    if move.promotion:
        parts += ["Umwandlung", PIECES[move.promotion]]
    return " ".join(parts)


def main():
    game = chess.pgn.read_game(open(sys.argv[1], encoding="utf-8"))
    board = game.board()
    for n, move in enumerate(game.mainline_moves()):
        print(words(board, move, n))
        print("ja")
        board.push(move)


if __name__ == "__main__":
    main()
