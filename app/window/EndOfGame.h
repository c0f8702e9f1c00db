// What the window says when a game ends: the banner's title and reason (against the computer,
// the person's win or the computer's), a match's score and verdict, and the status bar's word on
// it, cleared when the position changes. Its words keep the window's translation context.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <functional>

#include "engine/core/Position.h"

class GameSession;
class QStatusBar;
class ResultBanner;

class EndOfGame {
    Q_DECLARE_TR_FUNCTIONS(MainWindow)

public:
    // `placeBanner` puts the banner over the board once it has its words.
    EndOfGame(GameSession* session, ResultBanner* banner, QStatusBar* status,
              std::function<void()> placeBanner);

    // The game ended with `r` (GameSession::gameOver): the banner and the status bar say so.
    void show(bagh::GameResult r);
    // The position changed: the status bar's word on the end goes, if it still shows.
    void forget();

    // Human-readable end-of-game text: title ("Tigers win") and reason.
    static QString resultTitle(bagh::GameResult r);
    // `capturesToWin`: the game's rule, for the reason of a win by captures.
    static QString resultReason(bagh::GameResult r, int capturesToWin = 5);

private:
    void showEnd(bagh::GameResult r, const QString& title, const QString& detail,
                 const QString& next);

    GameSession* session_;
    ResultBanner* banner_;
    QStatusBar* status_;
    std::function<void()> placeBanner_;
    QString endMessage_;  // the status bar's word on the game's end, until the game changes
};
