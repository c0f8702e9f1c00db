// What the window says differently in each game, in one place: how moves are typed, how a
// position record is named, how an untitled game and its rules are called. Everything else the
// window says serves both games alike. Built with the session (Qt Core only), translated.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "engine/games/GameTypes.h"

class GameWords {
    Q_DECLARE_TR_FUNCTIONS(GameWords)

public:
    using GameKind = bagh::games::GameKind;

    // The move box's hint: "Type a move: C1 or E1D1" / "… 12 or 3-9".
    static QString typeAMove(GameKind kind);
    // Why typed text is not a move at all, with the forms that are.
    static QString notAMove(GameKind kind, const QString& typed);
    // The window's title for a game not saved yet ("[*]" marks unsaved changes).
    static QString untitled(GameKind kind);
    // The status bar's setup line: Lambs and Tigers names itself and its captures rule before
    // `setup` (the players, the level, the repetition rule); Bagh-Chal is the window's default.
    static QString setupLine(GameKind kind, int capturesToWin, const QString& setup);
    // The position card's title and tooltip: OBX for Bagh-Chal, the Lambs record.
    static QString recordTitle(GameKind kind);
    static QString recordToolTip(GameKind kind);
    // The file dialogs' filters: Save As names the game being saved ("Lambs and Tigers games
    // (*.bgc)"); Open, whose files hold either game, names both.
    static QString saveFilter(GameKind kind);
    static QString openFilter();
    // The saved game's Event header (data, never translated).
    static QString event(GameKind kind);
};
