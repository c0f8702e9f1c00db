// What a blind player hears of the game: everything a sighted player sees happen, told through a
// ScreenReaderNotice in the player's language and the move list's notation.
//   * every move, by anyone (the player, the computer, the other player here or on another
//     computer): "Goats placed C3.", "Tigers played A5–B4.", "Tigers captured E1×C3.";
//   * a move taken back or played again (undo and redo, stepping through the game): "Taken back:
//     Tigers captured E1×C3, Goats placed C3. Goats to move.", "Played again: Goats placed C3.
//     Tigers to move.", told once the keys rest, as one change from the position last told (Down,
//     Down, Up in a list is one move played again); a new game or another game shown: "New
//     game. Goats to move.";
//   * the game's end with its reason, as the result banner says it ("The computer wins. Tigers
//     win. Five goats have been captured.");
//   * a question in the question bar (a draw offer, a take-back request) with its keys;
//   * a running clock going under ten seconds ("Goats: ten seconds left.");
//   * every message of the status bar (a hint, why a move was not played, the tutor's warning,
//     an answer to a question), once each.
#pragma once

#include <QCoreApplication>
#include <QObject>
#include <QString>
#include <QTimer>
#include <array>
#include <optional>
#include <utility>

#include "engine/games/AnyGame.h"

class GameSession;
class QStatusBar;
class QuestionBar;
class ResultBanner;
class ScreenReaderNotice;

class GameNarrator : public QObject {
    Q_OBJECT

public:
    // Tells `notice` what happens in `session` and is shown by `banner`, `questions` and
    // `status` from now on; all must outlive this object (a child of `notice`). Made after the
    // window's own handlers are connected, so the banner and the bar are filled when it reads them.
    GameNarrator(GameSession* session, ResultBanner* banner, QuestionBar* questions,
                 QStatusBar* status, ScreenReaderNotice* notice);

    // One move in words: "Goats placed C3.", "Tigers captured E1×C3." (`mover` made it).
    static QString moveSentence(bagh::games::GameKind kind, bagh::Side mover,
                                bagh::games::Move move);

private:
    void onPositionChanged(bagh::games::Move lastMove, bool animate);
    void onGameOver();
    void onQuestions();
    void onClocks();
    void onStatus(const QString& shown);
    // The moves of `game` from ply `from` to ply `to`, each a sentence, in play order or, with
    // `latestFirst`, as they are taken back; more than two are counted, not listed.
    static QString movesOf(const bagh::games::Game& game, int from, int to, bool latestFirst);
    QString turnSentence() const;
    // Says the steps taken since the first one not told yet, as one change up to `to`.
    void tellSteps(const bagh::games::Game& to);

    GameSession* session_;
    ResultBanner* banner_;
    QuestionBar* questions_;
    QStatusBar* status_;
    ScreenReaderNotice* notice_;
    bagh::games::Game known_;                     // the game as last seen
    std::optional<bagh::games::Game> stepsFrom_;  // where steps not yet told started
    QTimer steps_;
    // The last steps told and where they started, while they may still wait in the notice.
    std::optional<std::pair<bagh::games::Game, QString>> lastSteps_;
    bool replaced_ = false;  // a new document: told as a new game
    QString question_;       // the question last told
    QString statusSaid_;     // the status message last told, until the bar clears
    std::array<bool, 2> clockWarned_{};
};
