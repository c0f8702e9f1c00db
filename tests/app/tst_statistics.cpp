// Game ▸ Statistics: the player's record against the computer (PlayerRecord) counts a game
// once when it ends in play, never when a finished game is loaded, and the dialog shows it per
// level and side, with a Reset that asks first.
#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QTimer>
#include <QtTest>

#include "AppTest.h"
#include "board/BoardView.h"
#include "dialogs/StatisticsDialog.h"
#include "files/PlayerRecord.h"
#include "session/GameSession.h"
#include "window/ObxBox.h"

using namespace bagh;
using apptest::againstComputer;

namespace {

GameResult result(Outcome o) {
    GameResult r;
    r.outcome = o;
    r.reason = o == Outcome::Draw ? EndReason::Repetition : EndReason::TigersBlocked;
    return r;
}

// Presses `button` on the next message box once it shows.
void answerNextMessageBox(QMessageBox::StandardButton button, bool* shown) {
    *shown = false;
    auto* timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, [timer, button, shown] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) return;
        *shown = true;
        timer->stop();
        timer->deleteLater();
        box->button(button)->click();
    });
    timer->start();
}

// A placement position where the goat on C3 shuts in all four tigers.
const char* const kGoatsWinAtC3 = "TTGG1/TTGG1/GG1G1/GG1G1/5 g g10 c0";

}  // namespace

class TestStatistics : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { apptest::useTestSettings(); }
    void init() { QSettings().clear(); }

    void outcomeForThePlayer_data() {
        QTest::addColumn<int>("outcome");
        QTest::addColumn<int>("side");
        QTest::addColumn<int>("expected");
        const int goats = int(Side::Goats), tigers = int(Side::Tigers);
        QTest::newRow("goats win, as goats")
            << int(Outcome::GoatsWin) << goats << int(PlayerOutcome::Win);
        QTest::newRow("goats win, as tigers")
            << int(Outcome::GoatsWin) << tigers << int(PlayerOutcome::Loss);
        QTest::newRow("tigers win, as tigers")
            << int(Outcome::TigersWin) << tigers << int(PlayerOutcome::Win);
        QTest::newRow("tigers win, as goats")
            << int(Outcome::TigersWin) << goats << int(PlayerOutcome::Loss);
        QTest::newRow("draw, as goats") << int(Outcome::Draw) << goats << int(PlayerOutcome::Draw);
        QTest::newRow("draw, as tigers")
            << int(Outcome::Draw) << tigers << int(PlayerOutcome::Draw);
    }
    void outcomeForThePlayer() {
        QFETCH(int, outcome);
        QFETCH(int, side);
        QFETCH(int, expected);
        QCOMPARE(int(PlayerRecord::outcomeFor(result(Outcome(outcome)), Side(side))), expected);
    }

    // Only finished games against the computer count, at their level and the player's side.
    void countsOnlyGamesAgainstTheComputer_data() {
        QTest::addColumn<bool>("counted");
        QTest::newRow("against the computer") << true;
        QTest::newRow("not against the computer") << false;
    }
    void countsOnlyGamesAgainstTheComputer() {
        QFETCH(bool, counted);
        const std::optional<Side> player = counted ? std::optional(Side::Tigers) : std::nullopt;
        PlayerRecord r;
        QCOMPARE(r.countGame(5, player, result(Outcome::TigersWin)), counted);
        QCOMPARE(r.line(5, Side::Tigers).wins, counted ? 1 : 0);
        QCOMPARE(r.total(Side::Goats).games(), 0);
        QVERIFY(!r.countGame(2, Side::Goats, GameResult{}));
        QVERIFY(!r.countGame(0, Side::Goats, result(Outcome::GoatsWin)));  // no such level
    }

    void keptInSettings() {
        PlayerRecord r;
        r.add(1, Side::Goats, PlayerOutcome::Win);
        r.add(6, Side::Tigers, PlayerOutcome::Loss);
        r.add(6, Side::Tigers, PlayerOutcome::Draw);
        r.add(7, Side::Tigers, PlayerOutcome::Win);  // no such level: ignored
        {
            QSettings settings;
            r.save(settings);
        }
        QSettings settings;
        const PlayerRecord back = PlayerRecord::load(settings);
        QCOMPARE(back, r);
        QCOMPARE(back.line(6, Side::Tigers), (RecordLine{0, 1, 1}));
        QCOMPARE(back.total(Side::Tigers).games(), 2);
        PlayerRecord::erase(settings);
        QVERIFY(PlayerRecord::load(settings).isEmpty());
    }

    // A game won as goats at level 3 counts once; loading that finished position again, or
    // stepping back and forth through it, counts nothing.
    void aWonGameCountsOnceAndLoadingCountsNothing() {
        auto window = apptest::openWindow();
        QVERIFY(window);
        GameSession* game = window->session();
        game->setMovetimeOverride(50);
        window->startNewGame(againstComputer(Side::Goats, 3));
        QVERIFY(apptest::loadPosition(window.get(), kGoatsWinAtC3));
        QVERIFY(!game->isSelfMoverTurn());
        apptest::clickPoint(window->boardView(), "C3");
        QCOMPARE(game->result().outcome, Outcome::GoatsWin);
        QSettings settings;
        PlayerRecord r = PlayerRecord::load(settings);
        QCOMPARE(r.line(3, Side::Goats), (RecordLine{1, 0, 0}));
        QCOMPARE(r.total(Side::Goats).games() + r.total(Side::Tigers).games(), 1);

        const QString finished = window->obxBox()->record();
        QVERIFY(apptest::loadPosition(window.get(), finished.toLatin1().constData()));
        QVERIFY(game->result().over());
        game->goToPly(game->firstPly());
        game->goToPly(game->lastPly());
        r = PlayerRecord::load(settings);
        QCOMPARE(r.line(3, Side::Goats), (RecordLine{1, 0, 0}));
        QCOMPARE(r.total(Side::Goats).games() + r.total(Side::Tigers).games(), 1);
    }

    // The dialog shows every level by name and each side's counts; Reset asks, and only a yes
    // clears the record.
    void dialogShowsAndResets() {
        PlayerRecord r;
        r.add(3, Side::Goats, PlayerOutcome::Win);
        r.add(3, Side::Goats, PlayerOutcome::Win);
        r.add(6, Side::Tigers, PlayerOutcome::Loss);
        {
            QSettings settings;
            r.save(settings);
        }
        StatisticsDialog dialog;
        dialog.show();
        const QLocale here;
        QCOMPARE(dialog.cellText(3, Side::Goats, 0), here.toString(2));
        QCOMPARE(dialog.cellText(3, Side::Goats, 2), here.toString(0));
        QCOMPARE(dialog.cellText(6, Side::Tigers, 2), here.toString(1));
        QCOMPARE(dialog.cellText(0, Side::Goats, 0), here.toString(2));  // all levels
        QVERIFY(dialog.resetButton()->isEnabled());

        bool asked = false;
        answerNextMessageBox(QMessageBox::Cancel, &asked);
        dialog.resetButton()->click();
        QVERIFY(asked);
        QCOMPARE(dialog.cellText(3, Side::Goats, 0), here.toString(2));
        {
            QSettings settings;
            QCOMPARE(PlayerRecord::load(settings), r);
        }

        answerNextMessageBox(QMessageBox::Reset, &asked);
        dialog.resetButton()->click();
        QVERIFY(asked);
        QCOMPARE(dialog.cellText(3, Side::Goats, 0), here.toString(0));
        QVERIFY(!dialog.resetButton()->isEnabled());
        QSettings settings;
        QVERIFY(PlayerRecord::load(settings).isEmpty());
    }

    // Game ▸ Statistics… opens the dialog.
    void menuOpensTheDialog() {
        auto window = apptest::openWindow();
        QVERIFY(window);
        QAction* action = apptest::findAction(window.get(), QStringLiteral("Statistics"));
        bool opened = false;
        QTimer::singleShot(0, [&opened] {
            auto* d = qobject_cast<StatisticsDialog*>(QApplication::activeModalWidget());
            opened = d != nullptr;
            if (d) d->reject();
        });
        action->trigger();
        QVERIFY(opened);
    }
};

QTEST_MAIN(TestStatistics)
#include "tst_statistics.moc"
