#include "window/EndOfGame.h"

#include <QStatusBar>
#include <optional>

#include "analysis/ValueWords.h"
#include "engine/match/TraditionalMatch.h"
#include "session/GameSession.h"
#include "ui/ResultBanner.h"
#include "window/StatusText.h"

using bagh::EndReason;
using bagh::GameResult;
using bagh::GrandWin;
using bagh::Outcome;
using bagh::Side;
namespace match = bagh::match;

EndOfGame::EndOfGame(GameSession* session, ResultBanner* banner, QStatusBar* status,
                     std::function<void()> placeBanner)
    : session_(session), banner_(banner), status_(status), placeBanner_(std::move(placeBanner)) {}

void EndOfGame::forget() {
    // The last game's end is not this position's: a new game or a step back clears it.
    if (!endMessage_.isEmpty() && status_->currentMessage() == endMessage_) status_->clearMessage();
    endMessage_.clear();
}

QString EndOfGame::resultTitle(GameResult r) { return ValueWords::result(r); }

QString EndOfGame::resultReason(GameResult r, int capturesToWin) {
    if (r.grand == GrandWin::Dandee)
        return tr(
            "The four blocked tigers stand on one straight diagonal line, like a stick "
            "(daNDii). A grand win counts as twelve games.");
    if (r.grand == GrandWin::LockedGoats)
        return tr(
            "Every goat is on the board and none can move. A grand win counts as twelve "
            "games.");
    switch (r.reason) {
        case EndReason::FiveCaptured:
            // Bagh-Chal's five, or Lambs and Tigers' rule (five, six or every goat).
            return capturesToWin == 5 ? tr("Five goats have been captured.")
                                      : tr("%Ln goats have been captured.", nullptr, capturesToWin);
        case EndReason::TigersBlocked:
            return tr("The tigers are surrounded: no tiger can move.");
        case EndReason::GoatsBlocked:
            return tr("The goats are hemmed in: no goat can move.");
        case EndReason::Repetition:
            return tr("The same position has occurred three times.");
        case EndReason::NoNewPosition:
            return r.outcome == Outcome::GoatsWin
                       ? tr("Every move left to the tigers would repeat an earlier position.")
                       : tr("Every move left to the goats would repeat an earlier position.");
        case EndReason::Resignation:
            return r.outcome == Outcome::GoatsWin ? tr("The tigers resigned.")
                                                  : tr("The goats resigned.");
        case EndReason::DrawAgreed:
            return tr("Drawn by agreement.");
        case EndReason::TimeForfeit:
            return r.outcome == Outcome::GoatsWin ? tr("The tigers ran out of time.")
                                                  : tr("The goats ran out of time.");
        case EndReason::None:
            break;
    }
    return {};
}

void EndOfGame::show(GameResult r) {
    QString title = resultTitle(r);
    QString detail = resultReason(r, session_->game().capturesToWin());
    const GameSetup& s = session_->setup();
    // A person here against the computer hears whose win it is.
    const std::optional<Side> person = session_->sideAgainstSelfMover();
    if (r.outcome != Outcome::Draw && person) {
        const Side winner = r.outcome == Outcome::TigersWin ? Side::Tigers : Side::Goats;
        title = winner != *person ? tr("The computer wins") : tr("You win!");
        detail = tr("%1. %2").arg(resultTitle(r), detail);
    }
    QString next;
    if (s.match) {
        const auto games = session_->matchGames();
        const int a = match::matchPoints(games, true), b = match::matchPoints(games, false);
        const QString score = tr("Match: %1 %2 · %4 %3")
                                  .arg(session_->matchPlayerName(true))
                                  .arg(a)
                                  .arg(b)
                                  .arg(session_->matchPlayerName(false));
        if (session_->canStartNextMatchGame()) {
            next = tr("Game 2: swap sides");
        } else {
            using match::MatchWinner;
            const MatchWinner w = match::scoreMatch(games);
            // Whole sentences, not an English "s" glued on, so every language can say it.
            const bool you = person && w == MatchWinner::FirstPlayer;
            const QString verdict =
                w == MatchWinner::Drawn ? tr("The match is drawn.")
                : you                   ? tr("You take the match.")
                                        : tr("%1 takes the match.")
                            .arg(session_->matchPlayerName(w == MatchWinner::FirstPlayer));
            detail += QLatin1Char('\n') + score + QLatin1Char('\n') + verdict;
            showEnd(r, title, detail, next);
            return;
        }
        detail += QLatin1Char('\n') + score;
    }
    showEnd(r, title, detail, next);
}

void EndOfGame::showEnd(GameResult r, const QString& title, const QString& detail,
                        const QString& next) {
    banner_->showResult(title, detail, next);
    placeBanner_();
    StatusText::show(status_, resultTitle(r) + QStringLiteral(" — ") +
                                  resultReason(r, session_->game().capturesToWin()));
    endMessage_ = status_->currentMessage();
}
