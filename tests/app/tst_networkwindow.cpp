// Network play in the window, both games: two main windows in one process, one hosting and one
// joining over localhost through NetworkPlay (the bridge between app/net's session and the
// session). Moves by clicks reach the other window; a move on the opponent's turn is refused
// with a reason; a take-back asked for is a question in the other window's bar, declined (the
// game unchanged) and then accepted (both taken back); a draw offer declined by keys; resigning
// ends both windows' games; leaving tells the other side, which keeps the game. The protocol's own
// cases (garbage, floods, resume, clocks) are app/net's suites (tests/net).
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include "AppTest.h"
#include "board/BoardView.h"
#include "dialogs/NetworkDialog.h"
#include "files/GameFiles.h"
#include "net/NetHost.h"
#include "play/ChatPanel.h"
#include "play/NetworkPlay.h"
#include "play/QuestionBar.h"
#include "session/GameSession.h"
#include "window/MainWindow.h"

using bagh::Side;
using bagh::games::GameKind;

class TestNetworkWindow : public QObject {
    Q_OBJECT

    // A window hosting a Bagh-Chal game as Sita on loopback, not announced; null if it cannot.
    static std::unique_ptr<MainWindow> hostingWindow() {
        auto host = apptest::openWindow();
        HostOptions options;
        options.name = QStringLiteral("Sita");
        options.address = QHostAddress::LocalHost;
        options.announce = false;
        if (!host || !host->networkPlay()->host(options)) return nullptr;
        return host;
    }

private slots:
    void init() { apptest::useTestSettings(); }

    void playOverTheNetwork_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::newRow("baghchal") << GameKind::BaghChal;
        QTest::newRow("lambs") << GameKind::Lambs;
    }
    void playOverTheNetwork() {
        QFETCH(GameKind, kind);
        auto host = apptest::openWindow();
        auto guest = apptest::openWindow();
        QVERIFY(host && guest);
        HostOptions options;
        options.terms.game = kind;
        options.terms.captures = kind == GameKind::Lambs ? bagh::games::kLambsEveryGoat : 5;
        options.terms.hostSide = Side::Goats;
        options.name = QStringLiteral("Sita");
        options.address = QHostAddress::LocalHost;
        options.announce = false;
        QString error;
        QVERIFY2(host->networkPlay()->host(options, &error), qPrintable(error));
        const QString code = host->networkPlay()->joinCode();
        QVERIFY(!code.isEmpty());
        QVERIFY2(guest->networkPlay()->join(code, QStringLiteral("Ram"), &error),
                 qPrintable(error));
        GameSession* hc = host->session();
        GameSession* gc = guest->session();
        // The person here at one side, the remote seat at the other: it keeps its own record.
        QTRY_VERIFY_WITH_TIMEOUT(!gc->seat(Side::Goats)->sharesUndoHistory(), 5000);
        QTRY_VERIFY(!hc->seat(Side::Tigers)->sharesUndoHistory());
        QVERIFY(hc->seat(Side::Goats)->playsAtThisScreen());
        QVERIFY(gc->seat(Side::Tigers)->playsAtThisScreen());
        QVERIFY(!hc->canHint() && !gc->canHint());
        QCOMPARE(gc->game().kind(), kind);
        QTRY_COMPARE_WITH_TIMEOUT(hc->playerName(Side::Tigers), QStringLiteral("Ram"), 5000);
        QCOMPARE(gc->playerName(Side::Goats), QStringLiteral("Sita"));
        QTRY_VERIFY2(host->networkPlay()->indicator()->text().contains(QStringLiteral("Ram")),
                     qPrintable(host->networkPlay()->indicator()->text()));
        // The status bar's setup line names the other player, not a computer's level.
        const auto setupLine = [](MainWindow* w) {
            QStringList texts;
            for (const QLabel* l : w->statusBar()->findChildren<QLabel*>()) texts << l->text();
            return texts.join(QStringLiteral(" | "));
        };
        QTRY_VERIFY2(setupLine(host.get()).contains(QStringLiteral("Against Ram")),
                     qPrintable(setupLine(host.get())));
        QTRY_VERIFY2(setupLine(guest.get()).contains(QStringLiteral("Against Sita")),
                     qPrintable(setupLine(guest.get())));
        QVERIFY(!setupLine(host.get()).contains(QStringLiteral("Level")));

        // The guest has the tigers: a click on the goats' turn plays nothing.
        const auto hostMove = hc->legalMoves().front();
        QString why;
        QVERIFY(!gc->playHumanMove(hostMove, &why));
        QVERIFY(why.contains(QStringLiteral("Sita")));
        apptest::clickMove(host->boardView(), hostMove);
        QCOMPARE(hc->game().length(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(gc->game().length(), 1, 5000);
        QCOMPARE(gc->game().moveAt(0), hostMove);
        const auto guestMove = gc->legalMoves().front();
        apptest::clickMove(guest->boardView(), guestMove);
        QTRY_COMPARE_WITH_TIMEOUT(hc->game().length(), 2, 5000);
        QCOMPARE(hc->game().current(), gc->game().current());

        // A save names both players and that the game was played over the network.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("net.bgc"));
        QVERIFY2(host->gameFiles()->save(path, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY2(text.contains("[Network ") && text.contains("Sita") && text.contains("Ram"),
                 text.constData());

        // A take-back is a question in the opponent's bar: declined, nothing changes.
        host->setAskQuestions(false);
        guest->setAskQuestions(false);
        QVERIFY(hc->canUndoTurn());
        QVERIFY(!hc->canRedoTurn());
        hc->undoTurn();
        QVERIFY(!hc->canUndoTurn());  // one question at a time
        QTRY_VERIFY_WITH_TIMEOUT(guest->questionBar()->isVisible(), 5000);
        QVERIFY2(guest->questionBar()->question().contains(QStringLiteral("Sita")),
                 qPrintable(guest->questionBar()->question()));
        QVERIFY(!host->questionBar()->isVisible());
        QTest::mouseClick(guest->questionBar()->declineButton(), Qt::LeftButton);
        QVERIFY(!guest->questionBar()->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(hc->canUndoTurn(), 5000);
        QCOMPARE(hc->game().length(), 2);
        QCOMPARE(gc->game().length(), 2);
        // Asked again and accepted: the host's move and the reply go, in both windows.
        hc->undoTurn();
        QTRY_VERIFY_WITH_TIMEOUT(guest->questionBar()->isVisible(), 5000);
        QTest::mouseClick(guest->questionBar()->acceptButton(), Qt::LeftButton);
        QCOMPARE(gc->game().length(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(hc->game().length(), 0, 5000);
        apptest::clickMove(host->boardView(), hostMove);
        QTRY_COMPARE_WITH_TIMEOUT(gc->game().length(), 1, 5000);
        apptest::clickMove(guest->boardView(), guestMove);
        QTRY_COMPARE_WITH_TIMEOUT(hc->game().length(), 2, 5000);
        QCOMPARE(hc->game().current(), gc->game().current());

        // A draw offered by the guest (it moved last), declined in the host's bar by a key.
        gc->offerDraw();
        QTRY_VERIFY_WITH_TIMEOUT(host->questionBar()->isVisible(), 5000);
        host->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(host.get()));
        QTest::keySequence(host.get(), QKeySequence(Qt::ALT | Qt::Key_D));  // declines
        QTRY_VERIFY(!host->questionBar()->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(
            guest->statusBar()->currentMessage().contains(QStringLiteral("declines")), 5000);
        QVERIFY(!hc->result().over() && !gc->result().over());

        // Resigning: both games end, the guest the winner.
        hc->resign();
        QTRY_VERIFY_WITH_TIMEOUT(gc->result().over(), 5000);
        QVERIFY(hc->result().over());
        QCOMPARE(gc->result().outcome, bagh::Outcome::TigersWin);
        QCOMPARE(hc->result().outcome, bagh::Outcome::TigersWin);

        // Leaving: the game stays on the host's board; the guest's window says the line is down.
        guest->networkPlay()->leave();
        QVERIFY(gc->seat(Side::Goats)->playsAtThisScreen());  // two players here now
        QCOMPARE(gc->game().length(), 2);
        QTRY_VERIFY_WITH_TIMEOUT(
            host->networkPlay()->indicator()->text().contains(QStringLiteral("lost")), 5000);
        QCOMPARE(hc->game().length(), 2);
    }

    // The dialog as a player uses it: Host a game on the Lambs board shows a code; the other
    // window's Join tab takes the code and joins that game.
    void hostAndJoinThroughTheDialog() {
        auto host = apptest::openWindow();
        auto guest = apptest::openWindow();
        QVERIFY(host && guest);
        NetworkDialog hosting(host->networkPlay(), host.get());
        hosting.show();
        QVERIFY(QTest::qWaitForWindowExposed(&hosting));
        hosting.gameBox()->setCurrentIndex(1);  // Lambs and Tigers
        hosting.nameEdit()->setText(QStringLiteral("Sita"));
        QVERIFY(hosting.codeShown()->text().isEmpty());
        QTest::mouseClick(hosting.hostButton(), Qt::LeftButton);
        const QString code = hosting.codeShown()->text();
        QVERIFY(!code.isEmpty());
        QCOMPARE(code, host->networkPlay()->joinCode());
        QCOMPARE(host->session()->game().kind(), GameKind::Lambs);
        hosting.close();

        NetworkDialog joining(guest->networkPlay(), guest.get());
        joining.show();
        QVERIFY(QTest::qWaitForWindowExposed(&joining));
        joining.tabs()->setCurrentIndex(1);
        joining.nameEdit()->setText(QStringLiteral("Ram"));
        // A typo is refused before any connection, and the dialog stays.
        joining.codeEdit()->setText(QString(code).replace(0, 1, QLatin1Char('9')));
        QTest::mouseClick(joining.joinButton(), Qt::LeftButton);
        QVERIFY(joining.isVisible());
        QVERIFY(!guest->networkPlay()->isActive());
        joining.codeEdit()->setFocus();
        joining.codeEdit()->setText(code);
        QTest::keyClick(joining.codeEdit(), Qt::Key_Return);
        QTRY_VERIFY(!joining.isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!guest->session()->seat(Side::Goats)->sharesUndoHistory(), 5000);
        QCOMPARE(guest->session()->game().kind(), GameKind::Lambs);
        QTRY_COMPARE_WITH_TIMEOUT(host->session()->playerName(Side::Tigers), QStringLiteral("Ram"),
                                  5000);
    }
    // A guest whose program was closed comes back to its seat with the join code (the token
    // kept in its settings); a stranger's window with the code is refused; a token the host
    // does not know (an older game at the same place) is forgotten and the code joins afresh.
    void closedGuestComesBackToItsSeat() {
        auto host = hostingWindow();
        QVERIFY(host);
        QString error;
        const QString code = host->networkPlay()->joinCode();
        GameSession* hc = host->session();
        {
            auto guest = apptest::openWindow();
            QVERIFY(guest->networkPlay()->join(code, QStringLiteral("Ram"), &error));
            QTRY_VERIFY_WITH_TIMEOUT(host->networkPlay()->net()->isConnected(), 5000);
            QVERIFY(hc->playHumanMove(hc->legalMoves().front()));
            QTRY_COMPARE_WITH_TIMEOUT(guest->session()->game().length(), 1, 5000);
            // The program goes without a word, as a killed one does.
            guest->networkPlay()->net()->cutLine();
        }
        QTRY_VERIFY_WITH_TIMEOUT(!host->networkPlay()->net()->isLinked(), 5000);
        // Another player's program (settings of its own) with the code is refused.
        const QVariant seats = QSettings().value(QStringLiteral("network/seats"));
        QVERIFY(!seats.toStringList().isEmpty());
        QSettings().remove(QStringLiteral("network/seats"));
        {
            auto stranger = apptest::openWindow();
            QVERIFY(stranger->networkPlay()->join(code, QStringLiteral("Ram"), &error));
            QTRY_VERIFY_WITH_TIMEOUT(
                stranger->statusBar()->currentMessage().contains(QStringLiteral("second player")),
                5000);
            QVERIFY(!host->networkPlay()->net()->isLinked());
        }
        // The player's own program again: its settings hold the seat.
        QSettings().setValue(QStringLiteral("network/seats"), seats);
        auto back = apptest::openWindow();
        QVERIFY(back->networkPlay()->join(code, QStringLiteral("Ram"), &error));
        QTRY_VERIFY_WITH_TIMEOUT(back->networkPlay()->net()->isConnected(), 5000);
        QTRY_COMPARE_WITH_TIMEOUT(back->session()->game().length(), 1, 5000);
        QVERIFY(back->session()->game().sameRecord(hc->game()));
        // Its conversation says what the status bar says: it is back, not joining anew.
        const QString chat = back->networkPlay()->chat()->conversationText();
        QVERIFY2(chat.contains(QStringLiteral("Back in")), qPrintable(chat));
        QVERIFY2(!chat.contains(QStringLiteral("You joined")), qPrintable(chat));
    }

    void staleSeatIsForgotten() {
        auto host = hostingWindow();
        QVERIFY(host);
        QString error;
        const quint16 port = host->networkPlay()->hostSession()->port();
        QSettings().setValue(
            QStringLiteral("network/seats"),
            QStringList{QStringLiteral("127.0.0.1 %1=0123456789abcdef0123456789abcdef").arg(port)});
        auto guest = apptest::openWindow();
        QVERIFY(guest->networkPlay()->join(host->networkPlay()->joinCode(), QStringLiteral("Ram"),
                                           &error));
        QTRY_VERIFY_WITH_TIMEOUT(guest->networkPlay()->net()->isConnected(), 5000);
        // The new seat replaced the stale one.
        const QStringList seats = QSettings().value(QStringLiteral("network/seats")).toStringList();
        QCOMPARE(seats.size(), 1);
        QVERIFY(!seats.front().endsWith(QStringLiteral("0123456789abcdef0123456789abcdef")));
    }
    // A move on the host's board before anyone joined is not played: the network game has
    // no opponent yet, so the two records could not agree.
    void noMoveBeforeTheGuestJoins() {
        auto host = hostingWindow();
        QVERIFY(host);
        QString error;
        GameSession* hc = host->session();
        const auto move = hc->legalMoves().front();
        apptest::clickMove(host->boardView(), move);
        QTRY_COMPARE(hc->game().length(), 0);
        QTest::qWait(200);
        QCOMPARE(hc->game().length(), 0);
        // The guest joins, and the first move goes to both.
        auto guest = apptest::openWindow();
        QVERIFY(guest->networkPlay()->join(host->networkPlay()->joinCode(), QStringLiteral("Ram"),
                                           &error));
        QTRY_VERIFY_WITH_TIMEOUT(host->networkPlay()->net()->isConnected(), 5000);
        apptest::clickMove(host->boardView(), move);
        QTRY_COMPARE_WITH_TIMEOUT(guest->session()->game().length(), 1, 5000);
        QCOMPARE(hc->game().length(), 1);
    }
};

QTEST_MAIN(TestNetworkWindow)
#include "tst_networkwindow.moc"
