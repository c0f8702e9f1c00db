#include "session/GameWords.h"

using bagh::games::GameKind;

QString GameWords::typeAMove(GameKind kind) {
    return kind == GameKind::Lambs ? tr("Type a move: 12 or 3-9") : tr("Type a move: C1 or E1D1");
}

QString GameWords::notAMove(GameKind kind, const QString& typed) {
    return kind == GameKind::Lambs
               ? tr("\"%1\" is not a move: type a point's number to place a goat (12), or two "
                    "numbers to move a piece (3-9).")
                     .arg(typed)
               : tr("\"%1\" is not a move: type a point to place a goat (C1), or two points to "
                    "move a piece (E1D1).")
                     .arg(typed);
}

QString GameWords::untitled(GameKind kind) {
    return kind == GameKind::Lambs ? tr("New game of Lambs and Tigers[*]") : tr("New game[*]");
}

QString GameWords::saveFilter(GameKind kind) {
    return kind == GameKind::Lambs ? tr("Lambs and Tigers games (*.bgc);;All files (*)")
                                   : tr("Bagh-Chal games (*.bgc);;All files (*)");
}

QString GameWords::openFilter() {
    return tr("Bagh-Chal and Lambs and Tigers games (*.bgc);;All files (*)");
}

QString GameWords::setupLine(GameKind kind, int capturesToWin, const QString& setup) {
    if (kind != GameKind::Lambs) return setup;
    return tr("Lambs and Tigers, %Ln captures win · %1", nullptr, capturesToWin).arg(setup);
}

QString GameWords::recordTitle(GameKind kind) {
    return kind == GameKind::Lambs ? tr("Position (record)") : tr("Position (OBX)");
}

QString GameWords::recordToolTip(GameKind kind) {
    return kind == GameKind::Lambs
               ? tr("The position as a Lambs and Tigers record (T/2TT2/6/6/4 g g15 c0 at the "
                    "start). Paste or type one and press Enter to load it.")
               : tr("The position as an OBX record. Paste or type one and press Enter to load "
                    "it.");
}

QString GameWords::event(GameKind kind) {
    return kind == GameKind::Lambs ? QStringLiteral("Lambs and Tigers game")
                                   : QStringLiteral("Bagh-Chal game");
}
